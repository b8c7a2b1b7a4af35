/**
 * Page-head tags as data, so the build (static index.html for crawlers that run
 * no JavaScript) and the runtime (one set of tags kept in sync per page) share
 * one definition.
 */
export interface HeadInput {
  title: string;
  description: string;
  /** Absolute URL of this page: site base URL + '#' + route path. */
  url: string;
  /** Absolute URL of the share image. */
  image: string;
  noindex?: boolean;
}

export interface HeadTag {
  tag: 'meta' | 'link';
  /** The attribute that identifies the tag ('name', 'property' or 'rel') and its value. */
  key: { attribute: 'name' | 'property' | 'rel'; value: string };
  /** The attribute that carries the value ('content' or 'href') and the value. */
  value: { attribute: 'content' | 'href'; value: string };
}

function meta(attribute: 'name' | 'property', key: string, content: string): HeadTag {
  return {
    tag: 'meta',
    key: { attribute, value: key },
    value: { attribute: 'content', value: content },
  };
}

export function buildHeadTags(input: HeadInput): HeadTag[] {
  return [
    meta('name', 'description', input.description),
    meta('name', 'robots', input.noindex ? 'noindex' : 'index, follow'),
    {
      tag: 'link',
      key: { attribute: 'rel', value: 'canonical' },
      value: { attribute: 'href', value: input.url },
    },
    meta('property', 'og:title', input.title),
    meta('property', 'og:description', input.description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:url', input.url),
    meta('property', 'og:image', input.image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', input.title),
    meta('name', 'twitter:description', input.description),
    meta('name', 'twitter:image', input.image),
  ];
}

/** Joins the site base URL (with or without a trailing slash) and a route path. */
export function pageUrl(siteUrl: string, path: string): string {
  const base = siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`;
  return `${base}#${path.startsWith('/') ? path : `/${path}`}`;
}

/** Resolves an asset path against the site base URL. */
export function absoluteUrl(siteUrl: string, assetPath: string): string {
  const base = siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`;
  return new URL(assetPath.replace(/^\//, ''), base).href;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

export function renderHeadTagsHtml(title: string, tags: HeadTag[]): string {
  const lines = tags.map(
    (t) =>
      `<${t.tag} ${t.key.attribute}="${escapeHtml(t.key.value)}" ${t.value.attribute}="${escapeHtml(t.value.value)}" />`,
  );
  return [`<title>${escapeHtml(title)}</title>`, ...lines].join('\n    ');
}

/** Updates the document's head in place: one tag per key, created only when missing. */
export function applyHeadTags(doc: Document, title: string, tags: HeadTag[]): void {
  doc.title = title;
  for (const t of tags) {
    const selector = `${t.tag}[${t.key.attribute}="${t.key.value}"]`;
    const existing = doc.head.querySelectorAll(selector);
    existing.forEach((node, index) => {
      if (index > 0) node.remove();
    });
    let element = existing[0];
    if (!element) {
      element = doc.createElement(t.tag);
      element.setAttribute(t.key.attribute, t.key.value);
      doc.head.appendChild(element);
    }
    element.setAttribute(t.value.attribute, t.value.value);
  }
}
