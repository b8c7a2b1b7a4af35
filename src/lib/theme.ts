import { writeStored } from './storage.ts';

/** The site's two themes, each with its own colours (the look's tokens, tooling/look). */
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_STORAGE_KEY = 'theme';

/** Only the two known values count; anything else stored is ignored. */
export function parseTheme(value: string | null | undefined): Theme | null {
  return value === 'dark' || value === 'light' ? value : null;
}

/** The spec: light unless the visitor stored dark. System preference is not consulted. */
export function initialTheme(stored: string | null | undefined): Theme {
  return parseTheme(stored) === 'dark' ? 'dark' : 'light';
}

export function otherTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}

/** The theme is the `dark` class on <html> (Tailwind's dark variant and the chart read it). */
export function applyTheme(theme: Theme, root: HTMLElement): void {
  root.classList.toggle('dark', theme === 'dark');
}

/**
 * Switches to the other theme: the class on the root says which is on, the
 * other is stored and put on the root. The toggle does this, and so does the
 * pre-paint script for a tap made before the app is live.
 */
export function switchTheme(root: HTMLElement): Theme {
  const next = otherTheme(root.classList.contains('dark') ? 'dark' : 'light');
  writeStored(THEME_STORAGE_KEY, next);
  applyTheme(next, root);
  return next;
}
