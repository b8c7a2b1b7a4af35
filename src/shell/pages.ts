import type { ComponentType } from 'react';
import type { RouteKey } from '../lib/routes';

/**
 * Each route's page, `src/pages/<key>/<Name>Page.tsx`, for the build to draw.
 * The only place that imports a page folder.
 */
const PAGES = import.meta.glob<ComponentType>('../pages/*/*Page.tsx', {
  eager: true,
  import: 'default',
});

/** The page a route key draws (the not-found page for its own key). */
export function pageFor(key: RouteKey): ComponentType {
  const [page, ...others] = Object.entries(PAGES)
    .filter(([file]) => file.split('/')[2] === key)
    .map(([, component]) => component);
  if (!page || others.length > 0) {
    throw new Error(`src/pages/${key}/ must hold exactly one *Page.tsx`);
  }
  return page;
}
