import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { readStored, writeStored } from '../../lib/storage';
import { initialTheme, otherTheme, THEME_STORAGE_KEY, type Theme } from '../../lib/theme';
import { ThemeContext } from './themeContext';

function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<Theme>(() => initialTheme(readStored(THEME_STORAGE_KEY)));

  // Layout effect: the class must match before the browser paints.
  useLayoutEffect(() => applyTheme(theme), [theme]);

  const toggleTheme = useCallback(() => {
    setTheme((current) => {
      const next = otherTheme(current);
      writeStored(THEME_STORAGE_KEY, next);
      return next;
    });
  }, []);

  const value = useMemo(() => ({ theme, toggleTheme }), [theme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
