/**
 * The path-URL site: a real document per page and language (`courses/`,
 * `it/courses/` …) holding the page's HTML and its own head, the not-found
 * page as 404.html (and `it/404.html` …), and the files crawlers read
 * (sitemap.xml with each page's languages, robots.txt naming it). The first
 * language's pages have no prefix; its prefixed addresses (`en/`, `en/courses/`)
 * answer all the same, each leading to its page
 * (docs/decisions/routing-and-prerendering.md).
 */
import { pageUrl } from '../../src/lib/head';
import { LANGUAGE_QUERY, type Language } from '../../src/lib/language';
import { NOT_FOUND_KEY, type RouteKey } from '../../src/lib/routes';
import { languagePrefix, pagePath } from '../../src/lib/siteUrls';
import { renderRedirectDocument } from './document';
import {
  ROOT_LANGUAGE_ATTRIBUTE,
  ROOT_ROUTE_ATTRIBUTE,
} from '../../src/first-paint/documentContract';
import { headValues } from '../../src/lib/head';
import {
  documentData,
  fragmentFile,
  siteDocument,
  type OutputFile,
  type SiteInput,
} from './siteInput';
import type { RenderedPage } from '../../src/server';

/** A page's document, and its title (which the first language's prefixed address names). */
async function renderedDocument(
  input: SiteInput,
  routeKey: RouteKey,
  language: Language,
): Promise<{ title: string; html: string }> {
  const page = await input.render(routeKey, language);
  const html = siteDocument(input, {
    language,
    title: page.title,
    headTags: page.headTags,
    data: documentData(input, 'path', {}),
    rootHtml: page.html,
    rootAttributes: { [ROOT_ROUTE_ATTRIBUTE]: routeKey, [ROOT_LANGUAGE_ATTRIBUTE]: language },
  });
  return { title: page.title, html };
}

/**
 * The first language's page under its code (`en/courses/`), for a link that
 * names the language: it leads to the unprefixed page with `?lng=`, which the
 * language detection reads first, so a visitor whose browser prefers another
 * language still reads the one the address named.
 */
function prefixedFirstLanguage(input: SiteInput, routePath: string, title: string): OutputFile {
  const { model, siteUrl } = input;
  const language = model.fallbackLanguage;
  const page = pagePath(model, routePath, language);
  // From /en/courses/ back to /courses/: one step up per segment of the prefixed path.
  const up = '../'.repeat(page.split('/').filter(Boolean).length + 1);
  return {
    path: `${`/${language}${page}`.slice(1)}index.html`,
    content: renderRedirectDocument({
      language,
      title,
      target: `${up}${page.slice(1)}?${LANGUAGE_QUERY}=${language}`,
      canonical: pageUrl(model, siteUrl, routePath, language, 'path'),
    }),
  };
}

/**
 * The not-found page. GitHub Pages answers every address it has no file for
 * with the root 404.html: that document is in the site's first language and
 * names the page's HTML, headed by its head, in every language, so the pre-paint script
 * shows the one the address names (its prefix, or the visitor's language)
 * before anything paints; without script it offers each other language's way
 * home. Hosts that answer with the nearest folder's 404.html (Cloudflare
 * Pages, for one) find `it/404.html` … in each language, script or none.
 */
async function notFoundFiles(input: SiteInput): Promise<OutputFile[]> {
  const { model, base } = input;
  const files: OutputFile[] = [];
  const fragments: Partial<Record<Language, string>> = {};
  const rendered = new Map<Language, RenderedPage>();
  for (const language of model.languageCodes) {
    const render = await input.render(NOT_FOUND_KEY, language);
    rendered.set(language, render);
    const file = fragmentFile(
      NOT_FOUND_KEY,
      language,
      render.html,
      headValues(render.title, render.headTags),
    );
    files.push(file);
    fragments[language] = base + file.path;
  }
  for (const [language, render] of rendered) {
    const root = language === model.fallbackLanguage;
    const waysHome = root
      ? input.noscript.notFound.filter((line) => line.language !== language)
      : [];
    const content = siteDocument(
      input,
      {
        language,
        title: render.title,
        headTags: render.headTags,
        data: documentData(input, 'path', { [NOT_FOUND_KEY]: fragments }),
        rootHtml: render.html,
        rootAttributes: {
          [ROOT_ROUTE_ATTRIBUTE]: NOT_FOUND_KEY,
          [ROOT_LANGUAGE_ATTRIBUTE]: language,
        },
      },
      waysHome,
    );
    files.push({ path: root ? '404.html' : `${language}/404.html`, content });
  }
  return files;
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
      const page = await renderedDocument(input, route.key, language);
      files.push({
        path: `${pagePath(input.model, route.path, language).slice(1)}index.html`,
        content: page.html,
      });
      if (languagePrefix(input.model, language) === '') {
        files.push(prefixedFirstLanguage(input, route.path, page.title));
      }
    }
  }
  files.push(...(await notFoundFiles(input)));
  files.push({ path: 'sitemap.xml', content: sitemap(input) });
  files.push({
    path: 'robots.txt',
    content: `User-agent: *\nAllow: /\nSitemap: ${new URL('sitemap.xml', input.siteUrl).href}\n`,
  });
  return files;
}
