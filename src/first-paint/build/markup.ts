/**
 * Checks on, and facts read from, the HTML React renders at build time. The
 * markup is React's own output, so its shape is known: attributes in double
 * quotes, `&quot;` inside them.
 */
import type { MainImage } from '../contract.ts';

/**
 * React hoists hints for images it renders (<link rel="preload">) to the start of
 * the markup. The pre-paint script hints the page's main image itself, and the
 * hints are not part of what the client hydrates.
 */
function withoutHoistedHints(html: string): string {
  return html.replace(/^(?:<link [^>]*>)+/, '');
}

/**
 * The Content-Security-Policy blocks style attributes written in markup. The only
 * one React renders is motion's resting style for an animated panel, which
 * changes nothing on screen; anything else is a mistake to fix in the component.
 */
const RESTING_MOTION_STYLE = ' style="opacity:1;transform:none"';

/** The markup ready to ship; throws on what the site must never ship (a script, a style attribute). */
export function checkedMarkup(html: string, page: string): string {
  const cleaned = withoutHoistedHints(html).replaceAll(RESTING_MOTION_STYLE, '');
  const style = / style="[^"]*"/.exec(cleaned);
  if (style) {
    throw new Error(`${page} renders a style attribute (${style[0].trim()}), which the CSP blocks`);
  }
  if (/<\/?script/i.test(cleaned)) throw new Error(`${page} renders a script tag`);
  return cleaned;
}

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)) {
    const [, name = '', value = ''] = match;
    attributes[name.toLowerCase()] = value.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  }
  return attributes;
}

function imageTags(html: string): Record<string, string>[] {
  return Array.from(html.matchAll(/<img\s[^>]*>/g), (match) => attributesOf(match[0]));
}

/** The image the page fetches with high priority (its largest paint), if any. */
export function mainImageIn(html: string): MainImage | undefined {
  const image = imageTags(html).find((attributes) => attributes.fetchpriority === 'high');
  if (!image?.src) return undefined;
  return {
    src: image.src,
    ...(image.srcset ? { srcset: image.srcset } : {}),
    ...(image.sizes ? { sizes: image.sizes } : {}),
  };
}

/** The other origins the page's images come from, in order of appearance. */
export function imageOriginsIn(html: string): string[] {
  const origins = imageTags(html).flatMap((attributes) => {
    try {
      return attributes.src && /^https?:/.test(attributes.src)
        ? [new URL(attributes.src).origin]
        : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}
