/**
 * Whether a language added to the language table reached every page with no
 * other change: in hash mode a fragment per page; in path mode a document per
 * page at /<code>/… with its `lang`, and an alternate for it in every English
 * page's head and in the sitemap. Returns what is missing, in words.
 */
import type { FirstPaintData } from '../../../src/first-paint/contract';
import { FALLBACK_LANGUAGE } from '../../../src/lib/language';
import { ROUTE_KEYS, ROUTES } from '../../../src/lib/routes';
import { pagePath } from '../../../src/lib/siteUrls';

/** Reads a file below the build folder; null when it is not there. */
export type ReadBuildFile = (file: string) => string | null;

export function missingLanguagePages(
  data: FirstPaintData,
  read: ReadBuildFile,
  language: string,
): string[] {
  if (data.mode === 'hash') {
    return ROUTE_KEYS.flatMap((routeKey) => {
      const url = Object.entries(data.pages[routeKey]?.fragments ?? {}).find(
        ([code]) => code === language,
      )?.[1];
      if (!url) return [`${routeKey}: no "${language}" fragment in the document's page list`];
      return read(url.slice(data.base.length)) === null
        ? [`${routeKey}: the "${language}" fragment ${url} was not written`]
        : [];
    });
  }
  const alternate = `hreflang="${language}"`;
  const problems = ROUTES.flatMap((route) => {
    const englishFile = `${pagePath(route.path, FALLBACK_LANGUAGE).slice(1)}index.html`;
    const ownFile = `${language}/${englishFile}`;
    const own = read(ownFile);
    return [
      own === null ? `${ownFile} was not written` : null,
      own !== null && !own.includes(`<html lang="${language}"`)
        ? `${ownFile} does not say <html lang="${language}">`
        : null,
      read(englishFile)?.includes(alternate)
        ? null
        : `${englishFile} has no ${alternate} alternate`,
    ].filter((problem): problem is string => problem !== null);
  });
  const sitemap = read('sitemap.xml') ?? '';
  if (!sitemap.includes(alternate) || !sitemap.includes(`/${language}/</loc>`))
    problems.push(`sitemap.xml does not list the "${language}" pages`);
  return problems;
}
