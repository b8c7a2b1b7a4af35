import { describe, expect, it } from 'vitest';
import { buildHeadTags } from '../../src/lib/head';
import type { FirstPaintData } from '../../src/first-paint/documentContract';
import { jsonForScript } from '../../src/lib/markup';
import { renderDocument, type DocumentParts } from './document';

const data: FirstPaintData = {
  mode: 'hash',
  base: '/',
  languages: ['en'],
  sections: [],
  memory: 'none',
  fragments: { home: { en: '/fragments/en/home-1.html' } },
  afterPaint: ['/assets/after-paint-1.js'],
  navigation: [],
  islands: {},
  fonts: {
    stylesheet: '/assets/fonts-1.css',
    preload: [{ href: '/assets/body-1.woff2', font: "normal 400 1em 'Body'", text: 'A' }],
  },
};

const parts: DocumentParts = {
  language: 'it',
  title: 'Chi sono · Ada',
  headTags: buildHeadTags({
    title: 'Chi sono · Ada',
    description: 'Il "portfolio" di Ada',
    url: 'https://ada.example/#/',
    image: 'https://ada.example/logo.png',
  }),
  contentSecurityPolicy: "default-src 'self'; script-src 'self' 'sha256-abc='",
  stylesheets: ['/assets/main.css'],
  data,
  prePaint: 'window.started=1',
  rootHtml: '',
  favicon: '/favicon.png',
  look: { themeColor: '#101418' },
  noscript: [
    { language: 'en', text: 'Needs <script> & more.' },
    { language: 'it', text: 'Richiede JavaScript.' },
    { language: 'xx', text: 'Third.' },
  ],
};

describe('renderDocument', () => {
  it('writes the language, the policy, the head tags and an empty root', () => {
    const html = renderDocument(parts);
    expect(html).toMatch(/^<!doctype html>\n<html lang="it">/);
    expect(html).toContain(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-abc='" />`,
    );
    expect(html).toContain('<title>Chi sono · Ada</title>');
    expect(html).toContain('content="Il &quot;portfolio&quot; di Ada"');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<link rel="icon" href="/favicon.png" />');
  });

  it('requests the stylesheet before the pre-paint script runs, and links it after', () => {
    const html = renderDocument(parts);
    const preload = html.indexOf('<link rel="preload" as="style" href="/assets/main.css" />');
    const script = html.indexOf('<script>window.started=1</script>');
    const stylesheet = html.indexOf('<link rel="stylesheet" href="/assets/main.css" />');
    expect(preload).toBeGreaterThan(-1);
    expect(preload).toBeLessThan(script);
    expect(script).toBeLessThan(stylesheet);
  });

  it('leaves the fonts to the after-paint module but to a reader without script, and colours the browser bar', () => {
    const html = renderDocument(parts);
    expect(html).not.toContain('as="font"');
    // Named twice: in the first-paint data and in <noscript>.
    expect(html.split('fonts-1.css')).toHaveLength(3);
    expect(html).toContain(
      '<noscript><link rel="stylesheet" href="/assets/fonts-1.css" /></noscript>',
    );
    expect(html).toContain('<meta name="theme-color" content="#101418" />');
    const none = renderDocument({ ...parts, data: { ...data, fonts: null } });
    expect(none).not.toContain('fonts-1.css');
  });

  it('carries the first-paint data as JSON the page cannot break out of', () => {
    expect(jsonForScript({ text: '</script><script>' })).toBe(
      '{"text":"\\u003c/script>\\u003cscript>"}',
    );
    const html = renderDocument(parts);
    expect(html).toContain(
      `<script type="application/json" id="first-paint-data">${JSON.stringify(data)}</script>`,
    );
  });

  it('tells a reader without script each language’s line, the others marked with their language', () => {
    const noscript = /<noscript>(<p.*)<\/noscript>/.exec(renderDocument(parts))?.[1];
    expect(noscript).toBe(
      '<p>Richiede JavaScript.</p><p lang="en">Needs &lt;script&gt; &amp; more.</p><p lang="xx">Third.</p>',
    );
    const english = /<noscript>(<p.*)<\/noscript>/.exec(
      renderDocument({ ...parts, language: 'en' }),
    )?.[1];
    expect(english).toBe(
      '<p>Needs &lt;script&gt; &amp; more.</p><p lang="it">Richiede JavaScript.</p><p lang="xx">Third.</p>',
    );
  });

  it('puts a line’s link after its text', () => {
    const link = { text: 'Torna alla home', href: '/it/?a=1&b=2' };
    const noscript = /<noscript>(<p.*)<\/noscript>/.exec(
      renderDocument({ ...parts, noscript: [{ language: 'it', text: 'Non c’è.', link }] }),
    )?.[1];
    expect(noscript).toBe('<p>Non c’è. <a href="/it/?a=1&amp;b=2">Torna alla home</a></p>');
  });

  it('leaves the policy out where there is none (the dev server)', () => {
    expect(renderDocument({ ...parts, contentSecurityPolicy: null })).not.toContain(
      'Content-Security-Policy',
    );
  });
});
