import { describe, expect, it } from 'vitest';
import { initialTheme, otherTheme, parseTheme, themeBootstrapScript } from './theme';

describe('theme', () => {
  it('is light unless dark was stored', () => {
    expect(initialTheme(null)).toBe('light');
    expect(initialTheme('light')).toBe('light');
    expect(initialTheme('dark')).toBe('dark');
  });

  it.each(['purple', 'DARK', ' dark', '', 'true', undefined])(
    'ignores the stored value %s',
    (value) => {
      expect(parseTheme(value)).toBeNull();
      expect(initialTheme(value)).toBe('light');
    },
  );

  it('toggles between the two themes', () => {
    expect(otherTheme('light')).toBe('dark');
    expect(otherTheme('dark')).toBe('light');
  });

  it('bootstrap script adds the dark class only for a stored dark theme and never throws', () => {
    const run = new Function(themeBootstrapScript);
    document.documentElement.classList.remove('dark');
    localStorage.setItem('theme', 'purple');
    run();
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    localStorage.setItem('theme', 'dark');
    run();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    document.documentElement.classList.remove('dark');
    localStorage.clear();
  });
});
