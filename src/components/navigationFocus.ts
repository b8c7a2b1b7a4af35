import { createContext } from 'react';

/**
 * True once the visitor has navigated inside the site. Page headings then take
 * focus on mount so screen readers announce the new page; on the first load
 * focus stays where the browser puts it.
 */
export const NavigationFocusContext = createContext(false);
