/**
 * The hash-URL site: one small index.html (head, pre-paint script, empty
 * root) and, per page and language, a fragment of prerendered HTML the
 * pre-paint script fetches for the page in the URL. The document names every
 * page's fragment in every language, so it grows a little with each (the size
 * check's budget leaves room for that: tooling/checks/size/budgets.ts).
 */
import type { FirstPaintData, PageFiles } from '../../src/first-paint/documentContract';
import {
  documentData,
  fragmentPath,
  pageCode,
  siteDocument,
  type OutputFile,
  type SiteInput,
} from './siteInput';

export async function hashSite(input: SiteInput): Promise<OutputFile[]> {
  const files: OutputFile[] = [];
  const pages: FirstPaintData['pages'] = {};
  for (const routeKey of input.model.routeKeys) {
    const page: PageFiles = { fragments: {}, ...pageCode(input, routeKey) };
    for (const language of input.model.languageCodes) {
      const { html } = await input.render(routeKey, language);
      const path = fragmentPath(routeKey, language, html);
      files.push({ path, content: html });
      page.fragments[language] = input.base + path;
    }
    pages[routeKey] = page;
  }
  // Crawlers that run no script see the home page's head in the site's first language.
  const { fallbackLanguage } = input.model;
  const home = await input.render('home', fallbackLanguage);
  files.push({
    path: 'index.html',
    content: siteDocument(input, {
      language: fallbackLanguage,
      title: home.title,
      headTags: home.headTags,
      data: documentData(input, 'hash', pages),
      rootHtml: '',
    }),
  });
  return files;
}
