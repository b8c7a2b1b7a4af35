import { beforeEach, describe, expect, it } from 'vitest';
import { absoluteUrl, applyHeadTags, buildHeadTags, pageUrl, renderHeadTagsHtml } from './head';

const input = {
  title: 'Projects · Owner',
  description: 'What I built',
  url: 'https://owner.example.com/#/projects',
  image: 'https://owner.example.com/logo.png',
};

describe('pageUrl and absoluteUrl', () => {
  it('joins the site URL, a hash and the path', () => {
    expect(pageUrl('https://owner.example.com/', '/projects')).toBe(
      'https://owner.example.com/#/projects',
    );
    expect(pageUrl('https://owner.example.com/portfolio', '/')).toBe(
      'https://owner.example.com/portfolio/#/',
    );
    expect(pageUrl('https://x.example/', 'courses')).toBe('https://x.example/#/courses');
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
    const byKey = Object.fromEntries(tags.map((t) => [t.key.value, t.value.value]));
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

  it('marks the not-found page noindex', () => {
    const robots = buildHeadTags({ ...input, noindex: true }).find((t) => t.key.value === 'robots');
    expect(robots?.value.value).toBe('noindex');
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
});
