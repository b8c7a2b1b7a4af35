/**
 * What a visitor downloads before the first paint, gzip, per page and
 * language: the document and the page's fragment (hash mode), or the page's
 * own document (path mode; the not-found page is 404.html). Read through a
 * function, so the size check measures a build on disk and the unit tests the
 * page writers' files in memory, by the same rule. The site's languages and
 * pages are the build's own: what its first-paint data says.
 */
import { gzipSync } from 'node:zlib';
import { NOT_FOUND_KEY, routeByKey, routeKeysOf, type RouteKey } from '../../../src/lib/routes';
import { pagePath } from '../../../src/lib/siteUrls';
import { builtSite, type ReadFile } from '../../lib/builtSite';

export interface FirstPaintRow {
  routeKey: RouteKey;
  language: string;
  gzip: number;
}

export function firstPaintBytes(read: ReadFile): FirstPaintRow[] {
  const gzip = (file: string) => gzipSync(read(file), { level: 9 }).length;
  const { data, shape } = builtSite(read);
  const routeKeys = routeKeysOf(shape.routes);
  if (data.mode === 'path') {
    return routeKeys.flatMap((routeKey) => {
      const route = routeKey === NOT_FOUND_KEY ? null : routeByKey(shape.routes, routeKey);
      return shape.languageCodes.flatMap((language) => {
        const file = route
          ? `${pagePath(shape, route.path, language).slice(1)}index.html`
          : '404.html';
        const measured = route || language === shape.fallbackLanguage;
        return measured ? [{ routeKey, language, gzip: gzip(file) }] : [];
      });
    });
  }
  const documentGzip = gzip('index.html');
  return routeKeys.flatMap((routeKey) =>
    Object.entries(data.fragments[routeKey] ?? {}).flatMap(([language, url]) =>
      url ? [{ routeKey, language, gzip: documentGzip + gzip(url.slice(data.base.length)) }] : [],
    ),
  );
}

/** The largest first paint of the pages in one language. */
export const largestFirstPaint = (rows: readonly FirstPaintRow[], language: string) =>
  Math.max(...rows.filter((row) => row.language === language).map((row) => row.gzip));
