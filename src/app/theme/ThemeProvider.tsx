import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useHydrated } from '../../components/useHydrated';
import { readStored, writeStored } from '../../lib/storage';
import { initialTheme, otherTheme, THEME_STORAGE_KEY, type Theme } from '../../lib/theme';
import { ThemeContext } from './themeContext';

/** Pages are prerendered in the light theme; the class on <html> follows the visitor's. */
const PRERENDERED_THEME: Theme = 'light';

function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [storedTheme, setStoredTheme] = useState<Theme>(() =>
    initialTheme(readStored(THEME_STORAGE_KEY)),
  );
  // While hydrating, the controls render as prerendered; the pre-paint script
  // has already put the visitor's theme on <html>, so nothing flashes.
  const hydrated = useHydrated();
  const theme = hydrated ? storedTheme : PRERENDERED_THEME;

  // Layout effect: the class must match before the browser paints.
  useLayoutEffect(() => {
    if (hydrated) applyTheme(theme);
  }, [theme, hydrated]);

  const toggleTheme = useCallback(() => {
    setStoredTheme((current) => {
      const next = otherTheme(current);
      writeStored(THEME_STORAGE_KEY, next);
      return next;
    });
  }, []);

  const value = useMemo(() => ({ theme, toggleTheme }), [theme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
