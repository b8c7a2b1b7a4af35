/**
 * `npm run dev` serves the same first paint as a build (see devDocument.ts):
 * documents for page addresses, and in hash mode the fragments the pre-paint
 * script asks for, all rendered on request through Vite, so edits show at once.
 */
import type { Connect, ViteDevServer } from 'vite';
import type { Language } from '../../src/lib/language';
import type { RouteKey } from '../../src/lib/routes';
import type * as Site from './siteBuilder';

const SITE_MODULE = '/tooling/build/siteBuilder.ts';
const FRAGMENT = /@first-paint\/([^/]+)\/([^/.]+)\.html$/;

/** Runs after Vite's own middlewares: whatever they did not serve is a page or a fragment. */
export function firstPaintMiddleware(
  server: ViteDevServer,
  bundlePrePaint: () => Promise<string>,
): Connect.NextHandleFunction {
  return (request, response, next) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const wantsPage = request.headers.accept?.includes('text/html') ?? false;
    const fragment = FRAGMENT.exec(url.pathname);
    if (!fragment && !wantsPage) return next();
    const send = (status: number, html: string) => {
      response.statusCode = status;
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(html);
    };
    const site = server.ssrLoadModule(SITE_MODULE) as Promise<typeof Site>;
    const [, language = '', routeKey = ''] = fragment ?? [];
    const answer = fragment
      ? site
          .then((module) => module.renderPage(routeKey as RouteKey, language as Language))
          .then((page) => ({ status: 200, html: page.html }))
      : Promise.all([site, bundlePrePaint()])
          .then(([module, prePaint]) => module.devDocument(url, prePaint))
          .then(async (page) => ({
            status: page.status,
            html: await server.transformIndexHtml(url.pathname, page.html),
          }));
    answer.then(({ status, html }) => send(status, html), next);
  };
}
