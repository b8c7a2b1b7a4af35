/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { sampleIdentity, withOverrides } from './src/content/identity.ts';
import { absoluteUrl, buildHeadTags, pageUrl, renderHeadTagsHtml } from './src/lib/head.ts';
import { themeBootstrapScript } from './src/lib/theme.ts';
import { AVATAR_ORIGIN, contentSecurityPolicy } from './src/lib/csp.ts';
import { consentBootstrapScript } from './src/lib/consent.ts';
import {
  ENTRY_ATTRIBUTE,
  ENTRY_IMPORTS_ATTRIBUTE,
  prerenderedPageScript,
  routePathForPageModule,
  routePreloadScript,
  type StringsByRoute,
} from './src/lib/routePreload.ts';
import { ROUTES as ROUTE_TABLE } from './src/lib/routes.ts';
import { SUPPORTED_LANGUAGES } from './src/lib/language.ts';

const identity = withOverrides(sampleIdentity, {
  SITE_URL: process.env.SITE_URL,
  BASE_PATH: process.env.BASE_PATH,
});

interface SeoEntry {
  title: string;
  description: string;
}

/**
 * Each page chunk with the chunks it imports that the entry does not already
 * load: what the route needs besides the main bundle.
 */
function pageFilesByRoute(bundle: Rollup.OutputBundle): Record<string, string[]> {
  const chunks = Object.values(bundle).filter(
    (output): output is Rollup.OutputChunk => output.type === 'chunk',
  );
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: string[], seen = new Set<string>()) => {
    for (const file of start) {
      if (seen.has(file)) continue;
      seen.add(file);
      closure(byName.get(file)?.imports ?? [], seen);
    }
    return seen;
  };
  const entryFiles = closure(chunks.filter((chunk) => chunk.isEntry).map((c) => c.fileName));
  const filesByRoute: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const path = chunk.facadeModuleId ? routePathForPageModule(chunk.facadeModuleId) : null;
    if (path === null) continue;
    filesByRoute[path] = [...closure([chunk.fileName])].filter((file) => !entryFiles.has(file));
  }
  return filesByRoute;
}

/**
 * The translation chunks each route reads on its first paint, per language: its
 * page namespace, plus the common strings of languages not in the main bundle.
 */
function stringFilesByRoute(bundle: Rollup.OutputBundle): StringsByRoute {
  const chunkFor = (language: string, namespace: string) =>
    Object.values(bundle).find(
      (output) =>
        output.type === 'chunk' &&
        output.facadeModuleId?.endsWith(`/src/locales/${language}/${namespace}.json`),
    )?.fileName;
  const routes = [
    ...ROUTE_TABLE.map((route) => [route.path, route.namespace] as const),
    ['*', undefined] as const,
  ];
  const strings: StringsByRoute = {};
  for (const [path, namespace] of routes) {
    strings[path] = {};
    for (const language of SUPPORTED_LANGUAGES) {
      const files = [chunkFor(language, 'common'), namespace && chunkFor(language, namespace)];
      strings[path][language] = files.filter((file): file is string => Boolean(file));
    }
  }
  return strings;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

/**
 * The entry stylesheet, written into index.html instead of linked: the first
 * paint (the prerendered page) then needs no request besides the document.
 */
function inlineEntryStylesheet(
  html: string,
  bundle: Rollup.OutputBundle,
  base: string,
): { html: string; css: string | null } {
  const link = /<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/.exec(html);
  const asset = link?.[1] ? bundle[link[1].slice(base.length)] : undefined;
  if (!link || asset?.type !== 'asset') return { html, css: null };
  const css = String(asset.source);
  if (/url\(|<\/style/i.test(css)) return { html, css: null };
  return { html: html.replace(link[0], () => `<style>${css}</style>`), css };
}

/**
 * Takes Vite's entry module script and module preloads out of index.html and
 * hands them to the body script as attributes: it fetches them once the
 * prerendered page has painted.
 */
function deferEntryScripts(html: string): { html: string; attributes: string } {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry?.[1]) return { html, attributes: '' };
  const preloads: string[] = [];
  const withoutTags = html
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  return {
    html: withoutTags,
    attributes: ` ${ENTRY_ATTRIBUTE}="${entry[1]}" ${ENTRY_IMPORTS_ATTRIBUTE}="${preloads.join(' ')}"`,
  };
}

/**
 * Writes into index.html the home page's English head tags, the inline head
 * script (theme and consent before first paint; the current route's chunks,
 * language and prerendered page), the body script that shows the prerendered
 * page and then fetches the app (Vite's entry tags are handed to it), the
 * entry stylesheet inline, and the Content-Security-Policy with the hashes of
 * all three. Crawlers that run no JavaScript see a complete link preview, and a
 * dark-theme visitor never sees a light flash.
 */
function staticHead(): Plugin {
  return {
    name: 'portfolio-static-head',
    transformIndexHtml: {
      // After the bundle exists, so the route chunks' file names are known.
      order: 'post',
      handler(html, context) {
        const common = JSON.parse(
          readFileSync(new URL('./src/locales/en/common.json', import.meta.url), 'utf8'),
        ) as { seo: { home: SeoEntry } };
        const interpolate = (text: string) => text.replaceAll('{{name}}', identity.ownerName);
        const seo = {
          title: interpolate(common.seo.home.title),
          description: interpolate(common.seo.home.description),
        };
        const tags = buildHeadTags({
          title: seo.title,
          description: seo.description,
          url: pageUrl(identity.siteUrl, '/'),
          image: absoluteUrl(identity.siteUrl, identity.shareImagePath),
        });
        const firstPaint = themeBootstrapScript + consentBootstrapScript;
        const bootstrap = context.bundle
          ? firstPaint +
            routePreloadScript(
              pageFilesByRoute(context.bundle),
              stringFilesByRoute(context.bundle),
              identity.basePath,
              // The avatar service answers only on the testimonials page.
              { '/testimonials': [AVATAR_ORIGIN] },
            )
          : firstPaint;
        const stylesheet = context.bundle
          ? inlineEntryStylesheet(html, context.bundle, identity.basePath)
          : { html, css: null };
        const policy = contentSecurityPolicy({
          scriptSha256s: [bootstrap, prerenderedPageScript].map(sha256),
          styleSha256s: stylesheet.css === null ? [] : [sha256(stylesheet.css)],
        });
        const isBuild = !context.server;
        const securityTags = isBuild
          ? `<meta http-equiv="Content-Security-Policy" content="${policy}" />\n    `
          : '';
        const deferred = context.bundle
          ? deferEntryScripts(stylesheet.html)
          : { html: stylesheet.html, attributes: '' };
        return deferred.html
          .replace(
            '<!--head-tags-->',
            `${securityTags}<meta name="referrer" content="strict-origin-when-cross-origin" />\n    ${renderHeadTagsHtml(seo.title, tags)}`,
          )
          .replace('<!--theme-bootstrap-->', `<script>${bootstrap}</script>`)
          .replace(
            '<!--show-prerendered-page-->',
            `<script${deferred.attributes}>${prerenderedPageScript}</script>`,
          );
      },
    },
  };
}

export default defineConfig({
  base: identity.basePath,
  define: {
    'import.meta.env.VITE_SITE_URL': JSON.stringify(identity.siteUrl),
    // The year prerendered pages were built in: hydration renders it, then today's.
    'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
  },
  plugins: [react(), tailwindcss(), staticHead()],
  build: {
    target: 'es2022',
    // Images stay files: inlined as base64 they would weigh down the page chunks
    // and could not be lazy-loaded.
    assetsInlineLimit: 0,
    cssCodeSplit: true,
    reportCompressedSize: false,
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: false },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
    css: false,
  },
});
