// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyTheme, initialTheme, otherTheme, parseTheme } from './theme';

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

  it('puts the dark theme on the root as the dark class, and takes it off again', () => {
    const root = document.createElement('html');
    applyTheme('dark', root);
    expect(root.classList.contains('dark')).toBe(true);
    applyTheme('light', root);
    expect(root.classList.contains('dark')).toBe(false);
  });
});
