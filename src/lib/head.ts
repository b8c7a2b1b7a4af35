/**
 * Page-head tags as data, so the documents the build writes and the head a
 * hash-mode page change sets share one definition. Which tags a page has is
 * src/shell/head/pageHeadTags.ts's; this module writes them.
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

/** A tag's selector, quoted with ' so that it sits in JSON unescaped. */
function selectorOf(tag: HeadTag): string {
  const attributes = Object.entries(tag.identity)
    .map(([name, value]) => `[${name}='${value}']`)
    .join('');
  return `${tag.tag}${attributes}`;
}

/**
 * A page's head as a hash-mode page change sets it in the one document: the
 * title, and each tag as a selector, the attribute that carries its value,
 * and the value.
 */
export interface HeadValues {
  title: string;
  tags: [selector: string, attribute: string, value: string][];
}

export function headValues(title: string, tags: readonly HeadTag[]): HeadValues {
  return { title, tags: tags.map((tag) => [selectorOf(tag), tag.valueAttribute, tag.value]) };
}

/**
 * The tags naming a page's own addresses: a page without them (the not-found
 * page) must not keep the last page's.
 */
const ADDRESS_TAGS =
  "link[rel='canonical'], link[rel='alternate'][hreflang], meta[property='og:url']";

/**
 * Sets the title and each tag's value in the document's head: one tag per
 * identity, made from its selector when missing; an address tag the page does
 * not name goes.
 */
export function setHeadValues(doc: Document, { title, tags }: HeadValues): void {
  doc.title = title;
  for (const node of doc.head.querySelectorAll(ADDRESS_TAGS)) {
    if (!tags.some(([selector]) => node.matches(selector))) node.remove();
  }
  for (const [selector, attribute, value] of tags) {
    const [existing, ...extra] = doc.head.querySelectorAll(selector);
    for (const node of extra) node.remove();
    let tag = existing;
    if (!tag) {
      tag = doc.createElement(/^\w+/.exec(selector)?.[0] ?? 'meta');
      for (const [, name = '', named = ''] of selector.matchAll(/\[([\w:-]+)='([^']*)'\]/g)) {
        tag.setAttribute(name, named);
      }
      doc.head.append(tag);
    }
    tag.setAttribute(attribute, value);
  }
}
