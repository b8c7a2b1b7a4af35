import { createContext } from 'react';

/**
 * Set once the visitor has navigated inside the site: where focus was when
 * the new page was asked for. The page heading then takes focus so screen
 * readers announce the new page, unless the visitor has moved focus since (or
 * opened a menu) while it loaded. On the first load it is null and focus stays
 * where the browser puts it.
 */
export interface Navigation {
  focusedBefore: Element | null;
}

export const NavigationFocusContext = createContext<Navigation | null>(null);
