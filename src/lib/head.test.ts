// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { absoluteUrl, applyHeadTags, buildHeadTags, pageUrl, renderHeadTagsHtml } from './head';
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

describe('applyHeadTags', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('keeps exactly one tag per key after repeated updates', () => {
    document.head.innerHTML =
      '<meta name="description" content="old"><meta name="description" content="duplicate">';
    applyHeadTags(document, 'First', buildHeadTags(input));
    applyHeadTags(document, 'Second', buildHeadTags({ ...input, description: 'Newer' }));
    expect(document.title).toBe('Second');
    const descriptions = document.head.querySelectorAll('meta[name="description"]');
    expect(descriptions).toHaveLength(1);
    expect(descriptions[0]?.getAttribute('content')).toBe('Newer');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[property="og:url"]')).toHaveLength(1);
  });

  it('drops the last page’s addresses on a page without them', () => {
    const alternates = [{ hreflang: 'it', url: 'https://o.example/it/a/' }];
    applyHeadTags(document, 'A', buildHeadTags({ ...input, alternates }));
    applyHeadTags(document, 'Not found', buildHeadTags({ ...input, url: null, noindex: true }));
    expect(document.head.querySelectorAll('link, meta[property="og:url"]')).toHaveLength(0);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex',
    );
  });

  it('keeps one alternate per language', () => {
    const alternates = [
      { hreflang: 'en', url: 'https://o.example/a/' },
      { hreflang: 'it', url: 'https://o.example/it/a/' },
    ];
    applyHeadTags(document, 'A', buildHeadTags({ ...input, alternates }));
    applyHeadTags(document, 'A', buildHeadTags({ ...input, alternates }));
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(2);
    expect(document.head.querySelector('link[hreflang="it"]')?.getAttribute('href')).toBe(
      'https://o.example/it/a/',
    );
  });
});
