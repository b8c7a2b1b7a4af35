export type Theme = 'light' | 'dark';

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

/**
 * The script that runs in index.html before first paint, so a dark-theme visitor
 * never sees a flash of the light theme. Kept as a string here so the build can
 * inline it and hash it for the Content-Security-Policy.
 */
export const themeBootstrapScript = `try{if(localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)})==='dark')document.documentElement.classList.add('dark')}catch(e){}`;
