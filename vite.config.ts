/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { sampleIdentity, withOverrides } from './src/content/identity.ts';
import { absoluteUrl, buildHeadTags, pageUrl, renderHeadTagsHtml } from './src/lib/head.ts';
import { themeBootstrapScript } from './src/lib/theme.ts';
import { contentSecurityPolicy } from './src/lib/csp.ts';

const identity = withOverrides(sampleIdentity, {
  SITE_URL: process.env.SITE_URL,
  BASE_PATH: process.env.BASE_PATH,
});

interface SeoEntry {
  title: string;
  description: string;
}

/**
 * Writes the home page's English head tags, the theme bootstrap script and the
 * Content-Security-Policy into index.html, so crawlers that run no JavaScript see
 * a complete link preview and a dark-theme visitor never sees a light flash.
 */
function staticHead(): Plugin {
  return {
    name: 'portfolio-static-head',
    transformIndexHtml: {
      order: 'pre',
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
        const scriptHash = createHash('sha256').update(themeBootstrapScript).digest('base64');
        const isBuild = !context.server;
        const securityTags = isBuild
          ? `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(scriptHash)}" />\n    `
          : '';
        return html
          .replace(
            '<!--head-tags-->',
            `${securityTags}<meta name="referrer" content="strict-origin-when-cross-origin" />\n    ${renderHeadTagsHtml(seo.title, tags)}`,
          )
          .replace('<!--theme-bootstrap-->', `<script>${themeBootstrapScript}</script>`);
      },
    },
  };
}

export default defineConfig({
  base: identity.basePath,
  define: {
    'import.meta.env.VITE_SITE_URL': JSON.stringify(identity.siteUrl),
  },
  plugins: [react(), tailwindcss(), staticHead()],
  build: {
    target: 'es2022',
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
