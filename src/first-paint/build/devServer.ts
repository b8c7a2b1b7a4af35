/**
 * The same first paint in `npm run dev`: the document from the same template
 * with the same pre-paint script, and each page's fragment rendered on request
 * by the same server render (through Vite, so edits show at once). What
 * differs from a build: no Content-Security-Policy (Vite's client runs inline
 * scripts), unhashed file names, and the app's code is Vite's unbundled modules.
 */
import type { Connect, ViteDevServer } from 'vite';
import { SUPPORTED_LANGUAGES, type Language } from '../../lib/language.ts';
import type { RouteKey } from '../../lib/routes.ts';
import type { FirstPaintData } from '../contract.ts';
import { renderDocument } from './document.ts';
import { ROUTE_KEYS } from './hashSite.ts';
import type { renderPage as RenderPage } from './renderPage.tsx';

const FRAGMENTS = '/@first-paint/';
const RENDER_MODULE = '/src/first-paint/build/renderPage.tsx';

async function renderer(server: ViteDevServer): Promise<typeof RenderPage> {
  const module = (await server.ssrLoadModule(RENDER_MODULE)) as { renderPage: typeof RenderPage };
  return module.renderPage;
}

function devData(base: string): FirstPaintData {
  const pages: FirstPaintData['pages'] = {};
  for (const routeKey of ROUTE_KEYS) {
    const fragments: Partial<Record<Language, string>> = {};
    for (const language of SUPPORTED_LANGUAGES) {
      fragments[language] = `${base}${FRAGMENTS.slice(1)}${language}/${routeKey}.html`;
    }
    pages[routeKey] = { fragments, modules: [], strings: {} };
  }
  return { mode: 'hash', base, entry: `${base}src/main.tsx`, entryImports: [], pages };
}

/** Serves the document at the base path and the fragments below /@first-paint/. */
export function firstPaintMiddleware(
  server: ViteDevServer,
  bundlePrepaint: () => Promise<string>,
): Connect.NextHandleFunction {
  const base = server.config.base;
  return (request, response, next) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = (type: string, body: string) => {
      response.setHeader('content-type', `${type}; charset=utf-8`);
      response.end(body);
    };
    const fragment = new RegExp(`^${base}${FRAGMENTS.slice(1)}([^/]+)/([^/.]+)\\.html$`).exec(
      url.pathname,
    );
    if (fragment) {
      const [, language = '', routeKey = ''] = fragment;
      renderer(server)
        .then((render) => render(routeKey as RouteKey, language as Language))
        .then((page) => send('text/html', page.html), next);
      return;
    }
    if (url.pathname !== base && url.pathname !== `${base}index.html`) return next();
    Promise.all([renderer(server).then((render) => render('home', 'en')), bundlePrepaint()])
      .then(([home, prepaint]) =>
        server.transformIndexHtml(
          url.pathname,
          renderDocument({
            language: 'en',
            title: home.title,
            headTags: home.headTags,
            contentSecurityPolicy: null,
            stylesheets: [`${base}src/styles.css`],
            data: devData(base),
            prepaint,
            rootHtml: '',
            favicon: `${base}favicon.svg`,
          }),
        ),
      )
      .then((html) => send('text/html', html), next);
  };
}
