/**
 * What a visitor downloads before the first paint, gzip, per page and
 * language: the document and the page's fragment (hash mode), or the page's
 * own document (path mode; the not-found page is 404.html). Read through a
 * function, so the size check measures a build on disk and the unit tests the
 * page writers' files in memory, by the same rule.
 */
import { gzipSync } from 'node:zlib';
import {
  FIRST_PAINT_DATA_ID,
  type FirstPaintData,
} from '../../../src/first-paint/documentContract';
import type { Language } from '../../../src/lib/language';
import { NOT_FOUND_KEY, routeByKey, ROUTE_KEYS, type RouteKey } from '../../../src/lib/routes';
import { pagePath } from '../../../src/lib/siteUrls';

export interface FirstPaintRow {
  routeKey: RouteKey;
  language: string;
  gzip: number;
}

/** A file of the site by its path below the site's folder. */
export type ReadFile = (path: string) => string | Buffer;

/** The pre-paint data the build wrote into a document. */
function firstPaintData(html: string): FirstPaintData {
  const start = html.indexOf(`id="${FIRST_PAINT_DATA_ID}">`);
  const end = html.indexOf('</script>', start);
  if (start < 0 || end < 0) throw new Error(`index.html has no #${FIRST_PAINT_DATA_ID} block`);
  return JSON.parse(html.slice(html.indexOf('>', start) + 1, end)) as FirstPaintData;
}

export function firstPaintBytes(
  read: ReadFile,
  languages: readonly Language[],
  fallbackLanguage: Language,
): FirstPaintRow[] {
  const gzip = (file: string) => gzipSync(read(file), { level: 9 }).length;
  const data = firstPaintData(String(read('index.html')));
  if (data.mode === 'path') {
    return ROUTE_KEYS.flatMap((routeKey) => {
      const route = routeKey === NOT_FOUND_KEY ? null : routeByKey(routeKey);
      return languages.flatMap((language) => {
        const file = route ? `${pagePath(route.path, language).slice(1)}index.html` : '404.html';
        const measured = route || language === fallbackLanguage;
        return measured ? [{ routeKey, language, gzip: gzip(file) }] : [];
      });
    });
  }
  const documentGzip = gzip('index.html');
  return ROUTE_KEYS.flatMap((routeKey) =>
    Object.entries(data.pages[routeKey]?.fragments ?? {}).map(([language, url]) => ({
      routeKey,
      language,
      gzip: documentGzip + gzip(url.slice(data.base.length)),
    })),
  );
}

/** The largest first paint of the pages in one language. */
export const largestFirstPaint = (rows: readonly FirstPaintRow[], language: string) =>
  Math.max(...rows.filter((row) => row.language === language).map((row) => row.gzip));
