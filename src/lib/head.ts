/**
 * Page-head tags as data, so the build (documents for crawlers that run no
 * JavaScript) and the runtime (one set of tags kept in step per page) share
 * one definition. The page head has one home, src/app/head/: which tags a
 * page has (pageHeadTags.ts) and the component that keeps them (PageHead.tsx);
 * this module is only the tag writer they and the build (tooling/build) share.
 */
import type { Language } from './language';
import type { SiteShape } from './siteModel';
import { pagePath, type RoutingMode } from './siteUrls';

export interface HeadInput {
  title: string;
  description: string;
  /** Absolute URL of this page; null for one that has none (the not-found page). */
  url: string | null;
  /** Absolute URL of the share image. */
  image: string;
  noindex?: boolean;
  /** The page's locale for link previews (og:locale, e.g. it_IT). */
  locale?: string;
  /** The same page in every language, and the one for everyone else (x-default). */
  alternates?: { hreflang: string; url: string }[];
}

export interface HeadTag {
  tag: 'meta' | 'link';
  /** The attributes that tell this tag from the others ({ name: 'description' }). */
  identity: Record<string, string>;
  /** The attribute that carries the value ('content' or 'href'). */
  valueAttribute: 'content' | 'href';
  value: string;
}

function meta(attribute: 'name' | 'property', key: string, content: string): HeadTag {
  return { tag: 'meta', identity: { [attribute]: key }, valueAttribute: 'content', value: content };
}

function link(identity: Record<string, string>, href: string): HeadTag {
  return { tag: 'link', identity, valueAttribute: 'href', value: href };
}

export function buildHeadTags(input: HeadInput): HeadTag[] {
  return [
    meta('name', 'description', input.description),
    meta('name', 'robots', input.noindex ? 'noindex' : 'index, follow'),
    ...(input.url === null ? [] : [link({ rel: 'canonical' }, input.url)]),
    ...(input.alternates ?? []).map(({ hreflang, url }) =>
      link({ rel: 'alternate', hreflang }, url),
    ),
    meta('property', 'og:title', input.title),
    meta('property', 'og:description', input.description),
    meta('property', 'og:type', 'website'),
    ...(input.url === null ? [] : [meta('property', 'og:url', input.url)]),
    ...(input.locale ? [meta('property', 'og:locale', input.locale)] : []),
    meta('property', 'og:image', input.image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', input.title),
    meta('name', 'twitter:description', input.description),
    meta('name', 'twitter:image', input.image),
  ];
}

function siteBase(siteUrl: string): string {
  return siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`;
}

/**
 * A page's address: the site URL, then '#' and the route path (hash mode,
 * where the language is not in the address), or the page's path in its
 * language (path mode).
 */
export function pageUrl(
  shape: SiteShape,
  siteUrl: string,
  routePath: string,
  language: Language,
  mode: RoutingMode = 'hash',
): string {
  const path = routePath.startsWith('/') ? routePath : `/${routePath}`;
  if (mode === 'hash') return `${siteBase(siteUrl)}#${path}`;
  return new URL(pagePath(shape, path, language).slice(1), siteBase(siteUrl)).href;
}

/** Resolves an asset path against the site base URL. */
export function absoluteUrl(siteUrl: string, assetPath: string): string {
  return new URL(assetPath.replace(/^\//, ''), siteBase(siteUrl)).href;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

export function renderHeadTagsHtml(title: string, tags: HeadTag[]): string {
  const lines = tags.map((t) => {
    const identity = Object.entries(t.identity)
      .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
      .join(' ');
    return `<${t.tag} ${identity} ${t.valueAttribute}="${escapeHtml(t.value)}" />`;
  });
  return [`<title>${escapeHtml(title)}</title>`, ...lines].join('\n    ');
}

function selectorOf(tag: HeadTag): string {
  const attributes = Object.entries(tag.identity)
    .map(([name, value]) => `[${name}="${value}"]`)
    .join('');
  return `${tag.tag}${attributes}`;
}

/**
 * The tags naming a page's own addresses: a page without them (the not-found
 * page) must not keep the last page's.
 */
const ADDRESS_TAGS =
  'link[rel="canonical"], link[rel="alternate"][hreflang], meta[property="og:url"]';

/**
 * Updates the document's head in place: one tag per identity, created only
 * when missing; an address tag the page does not have goes.
 */
export function applyHeadTags(doc: Document, title: string, tags: HeadTag[]): void {
  doc.title = title;
  for (const node of doc.head.querySelectorAll(ADDRESS_TAGS)) {
    if (!tags.some((tag) => node.matches(selectorOf(tag)))) node.remove();
  }
  for (const tag of tags) {
    const existing = doc.head.querySelectorAll(selectorOf(tag));
    existing.forEach((node, index) => {
      if (index > 0) node.remove();
    });
    let element = existing[0];
    if (!element) {
      element = doc.createElement(tag.tag);
      for (const [name, value] of Object.entries(tag.identity)) element.setAttribute(name, value);
      doc.head.appendChild(element);
    }
    element.setAttribute(tag.valueAttribute, tag.value);
  }
}
