// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  buildHeadTags,
  headValues,
  pageUrl,
  renderHeadTagsHtml,
  setHeadValues,
} from './head';
import { OPTIONAL_SECTIONS } from './routes';
import { siteShape } from './siteModel';

const SHAPE = siteShape(['en', 'it'], OPTIONAL_SECTIONS);

const input = {
  title: 'Projects · Owner',
  description: 'What I built',
  url: 'https://owner.example.com/#/projects',
  image: 'https://owner.example.com/logo.png',
};

describe('pageUrl and absoluteUrl', () => {
  it('joins the site URL, a hash and the path in hash mode', () => {
    expect(pageUrl(SHAPE, 'https://owner.example.com/', '/projects', 'it')).toBe(
      'https://owner.example.com/#/projects',
    );
    expect(pageUrl(SHAPE, 'https://owner.example.com/portfolio', '/', 'en')).toBe(
      'https://owner.example.com/portfolio/#/',
    );
    expect(pageUrl(SHAPE, 'https://x.example/', 'courses', 'en')).toBe(
      'https://x.example/#/courses',
    );
  });

  it('gives each page and language its own path in path mode', () => {
    expect(pageUrl(SHAPE, 'https://owner.example.com/portfolio/', '/projects', 'it', 'path')).toBe(
      'https://owner.example.com/portfolio/it/projects/',
    );
    expect(pageUrl(SHAPE, 'https://owner.example.com/portfolio', '/', 'en', 'path')).toBe(
      'https://owner.example.com/portfolio/',
    );
  });

  it('resolves assets under the base path', () => {
    expect(absoluteUrl('https://owner.example.com/portfolio/', 'logo.png')).toBe(
      'https://owner.example.com/portfolio/logo.png',
    );
    expect(absoluteUrl('https://owner.example.com', '/logo.png')).toBe(
      'https://owner.example.com/logo.png',
    );
  });
});

describe('buildHeadTags', () => {
  it('describes the page for search engines and link previews', () => {
    const tags = buildHeadTags(input);
    const byKey = Object.fromEntries(tags.map((t) => [Object.values(t.identity)[0], t.value]));
    expect(byKey).toMatchObject({
      description: 'What I built',
      canonical: input.url,
      'og:title': input.title,
      'og:description': input.description,
      'og:type': 'website',
      'og:url': input.url,
      'og:image': input.image,
      'twitter:card': 'summary_large_image',
      'twitter:title': input.title,
      'twitter:description': input.description,
      'twitter:image': input.image,
      robots: 'index, follow',
    });
  });

  it('marks the not-found page noindex, with no address of its own', () => {
    const tags = buildHeadTags({ ...input, url: null, noindex: true });
    expect(tags.find((t) => t.identity.name === 'robots')?.value).toBe('noindex');
    expect(
      tags.filter((t) => t.identity.rel === 'canonical' || t.identity.property === 'og:url'),
    ).toEqual([]);
  });

  it("names the page's locale and its other languages", () => {
    const tags = buildHeadTags({
      ...input,
      locale: 'it_IT',
      alternates: [
        { hreflang: 'en', url: 'https://o.example/projects/' },
        { hreflang: 'it', url: 'https://o.example/it/projects/' },
        { hreflang: 'x-default', url: 'https://o.example/projects/' },
      ],
    });
    expect(tags.find((t) => t.identity.property === 'og:locale')?.value).toBe('it_IT');
    expect(
      tags.filter((t) => t.identity.rel === 'alternate').map((t) => [t.identity.hreflang, t.value]),
    ).toEqual([
      ['en', 'https://o.example/projects/'],
      ['it', 'https://o.example/it/projects/'],
      ['x-default', 'https://o.example/projects/'],
    ]);
  });
});

describe('renderHeadTagsHtml', () => {
  it('escapes values', () => {
    const html = renderHeadTagsHtml(
      'A "quoted" <title>',
      buildHeadTags({ ...input, description: 'a & b' }),
    );
    expect(html).toContain('<title>A &quot;quoted&quot; &lt;title&gt;</title>');
    expect(html).toContain('content="a &amp; b"');
  });
});

describe('headValues and setHeadValues', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('set the title and each tag of a page in the document that had another page’s', () => {
    const first = buildHeadTags(input);
    document.head.innerHTML = renderHeadTagsHtml(input.title, first);
    const next = { ...input, title: 'Corsi', description: 'Newer', url: 'https://o.example/#/c' };
    setHeadValues(document, headValues(next.title, buildHeadTags(next)));
    expect(document.title).toBe('Corsi');
    const descriptions = document.head.querySelectorAll('meta[name="description"]');
    expect(descriptions).toHaveLength(1);
    expect(descriptions[0]?.getAttribute('content')).toBe('Newer');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://o.example/#/c',
    );
    expect(document.head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      'https://o.example/#/c',
    );
  });

  it('drops the address tags a page does not name, and makes them again for the next that does', () => {
    document.head.innerHTML = renderHeadTagsHtml(input.title, buildHeadTags(input));
    const notFound = { ...input, title: '404', url: null };
    setHeadValues(document, headValues(notFound.title, buildHeadTags(notFound)));
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:url"]')).toBeNull();
    setHeadValues(document, headValues(input.title, buildHeadTags(input)));
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      input.url,
    );
    expect(document.head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      input.url,
    );
  });

  it('keeps one alternate per language', () => {
    const alternates = [
      { hreflang: 'en', url: 'https://o.example/a/' },
      { hreflang: 'it', url: 'https://o.example/it/a/' },
    ];
    setHeadValues(document, headValues('A', buildHeadTags({ ...input, alternates })));
    setHeadValues(document, headValues('A', buildHeadTags({ ...input, alternates })));
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(2);
    expect(document.head.querySelector('link[hreflang="it"]')?.getAttribute('href')).toBe(
      'https://o.example/it/a/',
    );
  });
});
