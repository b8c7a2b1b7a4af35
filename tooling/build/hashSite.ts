/**
 * The hash-URL site: one small index.html (head, pre-paint script, empty
 * root) and, per page and language, a fragment of prerendered HTML the
 * pre-paint script fetches for the page in the URL. The document stays the
 * same size however many pages and languages the site has.
 */
import { createHash } from 'node:crypto';
import { ROUTE_KEYS } from '../../src/lib/routes';
import type { FirstPaintData, PageFiles } from '../../src/first-paint/documentContract';
import { entryFiles, pageCode, siteDocument, type OutputFile, type SiteInput } from './siteInput';

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

export async function hashSite(input: SiteInput): Promise<OutputFile[]> {
  const files: OutputFile[] = [];
  const pages: FirstPaintData['pages'] = {};
  for (const routeKey of ROUTE_KEYS) {
    const page: PageFiles = { fragments: {}, ...pageCode(input, routeKey) };
    for (const language of input.languages) {
      const { html } = await input.render(routeKey, language);
      const path = `fragments/${language}/${routeKey}-${shortHash(html)}.html`;
      files.push({ path, content: html });
      page.fragments[language] = input.base + path;
    }
    pages[routeKey] = page;
  }
  // Crawlers that run no script see the home page's English head.
  const home = await input.render('home', input.fallbackLanguage);
  const data: FirstPaintData = {
    mode: 'hash',
    base: input.base,
    ...entryFiles(input.graph, input.base),
    pages,
  };
  files.push({
    path: 'index.html',
    content: siteDocument(input, {
      language: input.fallbackLanguage,
      title: home.title,
      headTags: home.headTags,
      data,
      rootHtml: '',
    }),
  });
  return files;
}
