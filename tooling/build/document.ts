/**
 * The HTML document every visit starts from, written from data: no template
 * file edited with patterns. The build writes it as index.html (hash mode) or
 * once per page and language (path mode); the dev server serves the same.
 */
import { renderHeadTagsHtml, type HeadTag } from '../../src/lib/head';
import { jsonForScript } from '../../src/lib/markup';
import type { LookFonts } from '../../src/lib/siteFiles';
import {
  FIRST_PAINT_DATA_ID,
  ROOT_ID,
  type FirstPaintData,
} from '../../src/first-paint/documentContract';

export interface DocumentParts {
  language: string;
  title: string;
  headTags: HeadTag[];
  /** The Content-Security-Policy, or null where the page is served without one (dev). */
  contentSecurityPolicy: string | null;
  stylesheets: string[];
  data: FirstPaintData;
  /** The bundled pre-paint script. */
  prePaint: string;
  /** What #root holds in the document itself (path mode); empty in hash mode. */
  rootHtml: string;
  /** Attributes of #root: which prerendered page it holds, in which language. */
  rootAttributes?: Record<string, string>;
  favicon: string;
  /** The browser bar's colour, from the owner's look (its fonts are in `data`). */
  look: Pick<DocumentLook, 'themeColor'>;
  /** Extra tags for the head, such as the dev server's client script. */
  extraHead?: string;
  /** What a reader without script is told: one line per language of the site. */
  noscript: readonly NoscriptLine[];
}

export interface DocumentLook {
  /** The web fonts: the after-paint module asks for them once the page has painted. */
  fonts: LookFonts | null;
  /** The browser bar's colour (meta theme-color). */
  themeColor: string;
}

/**
 * One language's line of the <noscript> message (common.json `noscript.<mode>`),
 * or of the way home a not-found document offers in each other language.
 */
export interface NoscriptLine {
  language: string;
  text: string;
  /** A link after the text. */
  link?: { text: string; href: string };
}

export { FAVICON } from '../../src/lib/siteFiles';

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
}

function escapeText(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * The document's own language first; every other line carries its `lang`, so a
 * screen reader speaks it in its own language.
 */
function noscriptHtml(lines: readonly NoscriptLine[], language: string): string {
  const own = lines.filter((line) => line.language === language);
  const others = lines.filter((line) => line.language !== language);
  return [...own, ...others]
    .map((line) => {
      const lang = line.language === language ? '' : ` lang="${escapeAttribute(line.language)}"`;
      const link = line.link
        ? ` <a href="${escapeAttribute(line.link.href)}">${escapeText(line.link.text)}</a>`
        : '';
      return `<p${lang}>${escapeText(line.text)}${link}</p>`;
    })
    .join('');
}

function attributes(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
}

/**
 * The document. The stylesheet is requested first (a preload, which scripts
 * do not wait for), then the pre-paint script runs and requests the page's
 * HTML; the stylesheet itself is linked after the script, because a script
 * after a pending stylesheet would wait for it. The web fonts are the
 * after-paint module's to ask for; a reader without script gets them from
 * the stylesheet in <noscript>.
 */
export function renderDocument(parts: DocumentParts): string {
  const head = [
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    parts.contentSecurityPolicy === null
      ? ''
      : `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(parts.contentSecurityPolicy)}" />`,
    '<meta name="referrer" content="strict-origin-when-cross-origin" />',
    renderHeadTagsHtml(parts.title, parts.headTags),
    `<meta name="theme-color" content="${escapeAttribute(parts.look.themeColor)}" />`,
    `<link rel="icon" href="${escapeAttribute(parts.favicon)}" />`,
    `<script type="application/json" id="${FIRST_PAINT_DATA_ID}">${jsonForScript(parts.data)}</script>`,
    ...parts.stylesheets.map(
      (href) => `<link rel="preload" as="style" href="${escapeAttribute(href)}" />`,
    ),
    parts.extraHead ?? '',
    `<script>${parts.prePaint}</script>`,
    ...parts.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}" />`),
    parts.data.fonts
      ? `<noscript><link rel="stylesheet" href="${escapeAttribute(parts.data.fonts.stylesheet)}" /></noscript>`
      : '',
  ].filter(Boolean);
  return `<!doctype html>
<html lang="${escapeAttribute(parts.language)}">
  <head>
    ${head.join('\n    ')}
  </head>
  <body>
    <div id="${ROOT_ID}"${attributes(parts.rootAttributes ?? {})}>${parts.rootHtml}</div>
    <noscript>${noscriptHtml(parts.noscript, parts.language)}</noscript>
  </body>
</html>
`;
}

/** A document that only sends its visitor on: the first language's prefixed addresses (pathSite.ts). */
export interface RedirectParts {
  language: string;
  /** The page it leads to: its title, its address (relative, so any base path holds). */
  title: string;
  target: string;
  /** The page's own address for search engines: the one it leads to, absolute. */
  canonical: string;
}

/**
 * Moves the visitor at once, without script (an instant refresh, which search
 * engines read as a permanent redirect), naming the page it leads to as its
 * canonical; a link says the same to a browser that does not follow refreshes.
 * It runs nothing and loads nothing: its policy allows nothing.
 */
export function renderRedirectDocument(parts: RedirectParts): string {
  const target = escapeAttribute(parts.target);
  return `<!doctype html>
<html lang="${escapeAttribute(parts.language)}">
  <head>
    <meta charset="UTF-8" />
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; base-uri 'none'" />
    <meta name="referrer" content="strict-origin-when-cross-origin" />
    <meta http-equiv="refresh" content="0; url=${target}" />
    <title>${escapeText(parts.title)}</title>
    <link rel="canonical" href="${escapeAttribute(parts.canonical)}" />
  </head>
  <body>
    <p><a href="${target}">${escapeText(parts.title)}</a></p>
  </body>
</html>
`;
}
