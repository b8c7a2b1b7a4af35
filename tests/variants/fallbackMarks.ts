/**
 * What check:variants asks of the grown owner's pages, whose texts are in English and Italian
 * only: on an added language's page each of them shows in English, and the element holding it
 * says so (WCAG 3.1.2); on an English or Italian page nothing is marked. Read in the page's main
 * region as each mode serves it: path mode's document, hash mode's fragment (which carries the
 * marks into the page it swaps in, with script; without, the documents are the same markup).
 */
import { routeByKey, type PageKey } from '../../src/lib/routes.ts';
import { pagePath } from '../../src/lib/siteUrls.ts';
import { builtSite, distFiles } from '../../tooling/lib/builtSite.ts';

/** Where each page shows the owner's English, and the mark it carries there. */
const MARKS: readonly { page: PageKey; what: string; mark: RegExp }[] = [
  { page: 'home', what: 'the about text', mark: /<p lang="en">/ },
  { page: 'home', what: 'the city before its country', mark: /<span lang="en">[^<]+<\/span>, / },
  { page: 'experience', what: 'a role', mark: /<h2 lang="en" / },
  { page: 'privacy', what: 'where the host is based', mark: /\(<span lang="en">[^<]+<\/span>\)/ },
  { page: 'trading', what: 'what kind of investor', mark: /<p lang="en">/ },
];

/** A page's main region as a mode serves it in a language. */
function mainRegion(dist: string, page: PageKey, language: string): string {
  const read = distFiles(dist);
  const { data, shape } = builtSite(read);
  const file =
    data.mode === 'path'
      ? `${pagePath(shape, routeByKey(shape.routes, page).path, language).slice(1)}index.html`
      : (data.fragments[page]?.[language] ?? '').slice(data.base.length);
  const markup = String(read(file));
  return markup.slice(markup.indexOf('<main'), markup.indexOf('</main>'));
}

/**
 * What is wrong with the marks of a build: a text not marked on a page of `untranslated`, or one
 * marked on a page of `translated`.
 */
export function fallbackMarkProblems(
  dist: string,
  untranslated: readonly string[],
  translated: readonly string[],
): string[] {
  return MARKS.flatMap(({ page, what, mark }) => [
    ...untranslated
      .filter((language) => !mark.test(mainRegion(dist, page, language)))
      .map((language) => `${language} ${page}: ${what} is not marked`),
    ...translated
      .filter((language) => mark.test(mainRegion(dist, page, language)))
      .map((language) => `${language} ${page}: ${what} is marked`),
  ]);
}
