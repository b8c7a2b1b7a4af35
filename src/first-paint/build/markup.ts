/** Checks on the HTML React renders at build time. */
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
