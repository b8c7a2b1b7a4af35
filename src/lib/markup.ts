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
 * The markup ready to ship; throws on what the site must never ship: a script,
 * or a style attribute (the Content-Security-Policy blocks those; components
 * set dynamic styles through CSSOM instead).
 */
export function checkedMarkup(html: string, page: string): string {
  const cleaned = withoutHoistedHints(html);
  const style = / style="[^"]*"/.exec(cleaned);
  if (style) {
    throw new Error(`${page} renders a style attribute (${style[0].trim()}), which the CSP blocks`);
  }
  if (/<\/?script/i.test(cleaned)) throw new Error(`${page} renders a script tag`);
  return cleaned;
}

/** JSON that cannot end the script element it sits in. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}
