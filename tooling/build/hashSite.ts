/**
 * The hash-URL site: one small index.html (head, pre-paint script, empty
 * root) and, per page and language, a fragment of prerendered HTML the
 * pre-paint script fetches for the page in the URL, headed by its title and
 * the head tags that differ between pages (the document takes them when the
 * page is shown). The document names every page's fragment in every language,
 * so it grows a little with each (the size check's budget leaves room for
 * that: tooling/checks/size/budgets.ts).
 */
import type { FirstPaintData } from '../../src/first-paint/documentContract';
import { headValues, type HeadValues } from '../../src/lib/head';
import type { Language } from '../../src/lib/language';
import type { RouteKey } from '../../src/lib/routes';
import {
  documentData,
  fragmentFile,
  siteDocument,
  type OutputFile,
  type SiteInput,
} from './siteInput';

interface RenderedFragment {
  routeKey: RouteKey;
  language: Language;
  html: string;
  head: HeadValues;
}

/** The head tags every page says alike (og:type, the share image): the document has them already. */
function sharedTags(fragments: readonly RenderedFragment[]): Set<string> {
  const [first, ...others] = fragments.map(({ head }) => head.tags.map((tag) => tag.join('\n')));
  return new Set((first ?? []).filter((tag) => others.every((tags) => tags.includes(tag))));
}

export async function hashSite(input: SiteInput): Promise<OutputFile[]> {
  const rendered: RenderedFragment[] = [];
  for (const routeKey of input.model.routeKeys) {
    for (const language of input.model.languageCodes) {
      const { html, title, headTags } = await input.render(routeKey, language);
      rendered.push({ routeKey, language, html, head: headValues(title, headTags) });
    }
  }
  const shared = sharedTags(rendered);
  const files: OutputFile[] = [];
  const fragments: FirstPaintData['fragments'] = {};
  for (const { routeKey, language, html, head } of rendered) {
    const own = { ...head, tags: head.tags.filter((tag) => !shared.has(tag.join('\n'))) };
    const file = fragmentFile(routeKey, language, html, own);
    files.push(file);
    (fragments[routeKey] ??= {})[language] = input.base + file.path;
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
      data: documentData(input, 'hash', fragments),
      rootHtml: '',
    }),
  });
  return files;
}
