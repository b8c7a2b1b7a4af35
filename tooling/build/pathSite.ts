/**
 * The path-URL site: a real document per page and language (`courses/`,
 * `it/courses/` …) holding the page's HTML and its own head, the not-found
 * page as 404.html, and the files crawlers read (sitemap.xml with each page's
 * languages, robots.txt naming it).
 */
import { pageUrl } from '../../src/lib/head';
import type { Language } from '../../src/lib/language';
import { NOT_FOUND_KEY, type RouteKey } from '../../src/lib/routes';
import { pagePath } from '../../src/lib/siteUrls';
import {
  ROOT_LANGUAGE_ATTRIBUTE,
  ROOT_ROUTE_ATTRIBUTE,
} from '../../src/first-paint/documentContract';
import { documentData, siteDocument, type OutputFile, type SiteInput } from './siteInput';

async function pageDocument(
  input: SiteInput,
  routeKey: RouteKey,
  language: Language,
): Promise<string> {
  const page = await input.render(routeKey, language);
  return siteDocument(input, {
    language,
    title: page.title,
    headTags: page.headTags,
    data: documentData(input, 'path', {}),
    rootHtml: page.html,
    rootAttributes: { [ROOT_ROUTE_ATTRIBUTE]: routeKey, [ROOT_LANGUAGE_ATTRIBUTE]: language },
  });
}

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

/** Every page with its language alternates, as the pages' heads name them. */
export function sitemap({ siteUrl, model }: Pick<SiteInput, 'siteUrl' | 'model'>): string {
  const languages = model.languageCodes;
  const urls = model.routes.flatMap((route) => {
    const urlIn = (language: Language) =>
      escapeXml(pageUrl(model, siteUrl, route.path, language, 'path'));
    const alternates = [
      ...languages.map((code) => [code, urlIn(code)] as const),
      ['x-default', urlIn(model.fallbackLanguage)] as const,
    ]
      .map(
        ([hreflang, href]) =>
          `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
      )
      .join('');
    return languages.map(
      (language) => `  <url>\n    <loc>${urlIn(language)}</loc>${alternates}\n  </url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

export async function pathSite(input: SiteInput): Promise<OutputFile[]> {
  const files: OutputFile[] = [];
  for (const route of input.model.routes) {
    for (const language of input.model.languageCodes) {
      files.push({
        path: `${pagePath(input.model, route.path, language).slice(1)}index.html`,
        content: await pageDocument(input, route.key, language),
      });
    }
  }
  // The host serves it for any address it has no page for.
  files.push({
    path: '404.html',
    content: await pageDocument(input, NOT_FOUND_KEY, input.model.fallbackLanguage),
  });
  files.push({ path: 'sitemap.xml', content: sitemap(input) });
  files.push({
    path: 'robots.txt',
    content: `User-agent: *\nAllow: /\nSitemap: ${new URL('sitemap.xml', input.siteUrl).href}\n`,
  });
  return files;
}
