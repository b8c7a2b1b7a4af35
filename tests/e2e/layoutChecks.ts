import type { Page } from '@playwright/test';

/**
 * What a layout check judges: the whole page; a later page without the frame after main (the
 * footer and the banner, the same markup on every page of a language), its header being where
 * the current page's link is marked; or main alone, where only main changed since the page was
 * judged. The page itself must not scroll sideways, whatever part is judged.
 */
const PARTS = {
  page: 'body',
  'header and main': 'header:not(main header), main',
  main: 'main',
} as const;

export type JudgedPart = keyof typeof PARTS;

/**
 * Runs in the page: what scrolls sideways. The page itself must not (WCAG 1.4.10
 * Reflow), whatever part is judged; a box within the part that scrolls sideways on
 * purpose must be reachable and named for keyboard and screen-reader users:
 * focusable, with an aria-label or labelledby.
 */
async function findSidewaysScrolling(part: string): Promise<string[]> {
  // The page as drawn: a box that scrolls is made reachable as it is laid out, by the next frame.
  await new Promise((drawn) => {
    requestAnimationFrame(() => requestAnimationFrame(drawn));
    setTimeout(drawn, 200);
  });
  const root = document.documentElement;
  const problems: string[] = [];
  if (root.scrollWidth > root.clientWidth) {
    problems.push(`the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window`);
  }
  const elements = [...document.querySelectorAll(part)].flatMap((region) => [
    ...region.querySelectorAll<HTMLElement>('*'),
  ]);
  for (const element of elements) {
    // A box not drawn (in a closed <details>) is neither scrolled nor reached; it is measured as it opens.
    if (!element.checkVisibility()) continue;
    const { overflowX } = getComputedStyle(element);
    const scrolls = overflowX === 'auto' || overflowX === 'scroll';
    if (!scrolls || element.scrollWidth <= element.clientWidth + 1) continue;
    const named = element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby');
    if (element.tabIndex < 0 || !named) {
      problems.push(`an unnamed or unfocusable scroller: ${element.outerHTML.slice(0, 80)}`);
    }
  }
  return problems;
}

export function sidewaysScrolling(page: Page, part: JudgedPart = 'page'): Promise<string[]> {
  return page.evaluate(findSidewaysScrolling, PARTS[part]);
}

/**
 * Runs in the page: words a line break cuts with no hyphen drawn. A word may
 * break at a hyphen of its own or at a soft hyphen (the build puts them into
 * long words: tooling/build/hyphenation.ts), where the browser draws one;
 * anywhere else the word was cut by `overflow-wrap`. Addresses and email
 * addresses are not words: they may break anywhere. Within the part (CSS selectors) asked for.
 */
function findWordsBrokenWithoutHyphen(part: string): string[] {
  const problems: string[] = [];
  const letter = /\p{L}/u;
  const texts = [...document.querySelectorAll(part)].flatMap((region) => {
    const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
    const found: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node as Text);
    return found;
  });
  const range = document.createRange();
  for (const node of texts) {
    const text = node.textContent ?? '';
    const owner = node.parentElement;
    if (!owner || !/\p{L}{2}/u.test(text) || !owner.checkVisibility()) continue;
    if (owner.closest('svg, script, style, noscript')) continue;
    // A text drawn on one line cuts none of its words: its words are measured only if it wraps.
    range.selectNodeContents(node);
    const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
    if (new Set(lines.map((rect) => Math.round(rect.top))).size < 2) continue;
    // Character by character only in the words drawn on more than one line (a cut lies within a
    // word: whitespace between two letters is a break, not a cut), each other word at once.
    // No inner named functions: tsx would wrap them in a helper the page does not have.
    for (const word of text.matchAll(/\S+/g)) {
      const start = word.index;
      const end = start + word[0].length;
      range.setStart(node, start);
      range.setEnd(node, end);
      const drawn = [...range.getClientRects()].filter((rect) => rect.width > 0);
      if (new Set(drawn.map((rect) => Math.round(rect.top))).size < 2) continue;
      // Each drawn character's line: a box that starts below the middle of the one before is on a
      // new line (a tight heading's boxes overlap the next line's, so not "below its bottom");
      // soft hyphens are not drawn.
      let previous: { index: number; middle: number } | null = null;
      for (let index = start; index < end; index += 1) {
        if (text[index] === '\u00AD') continue;
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        // The last box: the first letter after a soft hyphen's break also boxes the hyphen drawn.
        const box = [...range.getClientRects()].filter((rect) => rect.width > 0).at(-1);
        if (!box) continue;
        if (previous && box.top > previous.middle) {
          const before = text[previous.index] ?? '';
          const between = text.slice(previous.index + 1, index);
          const cut =
            letter.test(before) && letter.test(text[index] ?? '') && !/[\s\u00AD]/.test(between);
          const token = /\S*$/.exec(text.slice(0, index))?.[0] ?? '';
          const rest = /^\S*/.exec(text.slice(index))?.[0] ?? '';
          if (cut && !/[@/.:]\p{L}/u.test(token + rest)) {
            problems.push(
              `"${token.replaceAll('\u00AD', '')}|${rest.replaceAll('\u00AD', '')}" in ${owner.tagName.toLowerCase()}`,
            );
          }
        }
        previous = { index, middle: box.top + box.height / 2 };
      }
    }
  }
  return [...new Set(problems)];
}

export function wordsBrokenWithoutHyphen(page: Page, part: JudgedPart = 'page'): Promise<string[]> {
  return page.evaluate(findWordsBrokenWithoutHyphen, PARTS[part]);
}

/** The text spacing WCAG 1.4.12 asks a page to bear, as a visitor's own stylesheet sets it. */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/**
 * Applies the spacing through a constructed stylesheet: the Content-Security-Policy
 * blocks an injected <style>, as it would a bookmarklet's (a browser extension or
 * user stylesheet is not bound by it).
 */
export async function applyTextSpacing(page: Page): Promise<void> {
  await page.evaluate((css) => {
    // Once per document: the sheet stays as a hash-mode page changes.
    if (document.documentElement.dataset.textSpacing) return;
    document.documentElement.dataset.textSpacing = 'on';
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, TEXT_SPACING);
}

/**
 * Runs in the page: text that is cut off or drawn over other text.
 * - Cut off: a box that hides its overflow (not a scroller) yet holds more than it
 *   shows, or ends its text with an ellipsis. Screen-reader-only text (a 1 px box)
 *   and descriptions clamped to three lines on purpose, with their "Show more"
 *   button, are not counted.
 * - Drawn over: two rendered lines of text whose boxes intersect. What is pinned
 *   (the cookie banner) is only compared with itself: content scrolls under it by
 *   design, and the page keeps focus clear of it (WCAG 2.4.11, tested apart).
 */
function findClippedOrOverlappingText(part: string): string[] {
  const problems: string[] = [];
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  /**
   * What an element takes from its ancestors, read once per element: Tailwind's sr-only (and
   * the skip link until focused), clipped away on purpose; a clamp (the lines a clamped
   * description hides are still laid out below it: not drawn); and the nearest pinned layer.
   */
  interface Traits {
    forScreenReadersOnly: boolean;
    insideClamp: boolean;
    layer: Element | null;
  }
  const known = new Map<Element, Traits>();
  const traitsOf = (element: Element): Traits => {
    const remembered = known.get(element);
    if (remembered) return remembered;
    const parent = element.parentElement
      ? traitsOf(element.parentElement)
      : { forScreenReadersOnly: false, insideClamp: false, layer: null };
    const style = getComputedStyle(element);
    const traits = {
      forScreenReadersOnly: parent.forScreenReadersOnly || style.clipPath === 'inset(50%)',
      insideClamp: parent.insideClamp || style.webkitLineClamp !== 'none',
      layer: style.position === 'fixed' || style.position === 'sticky' ? element : parent.layer,
    };
    known.set(element, traits);
    return traits;
  };
  const regions = [...document.querySelectorAll(part)];

  for (const element of regions.flatMap((region) => [
    ...region.querySelectorAll<HTMLElement>('*'),
  ])) {
    const style = getComputedStyle(element);
    const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
    const cutX = hides(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
    const cutY = hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
    const ellipsis = style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth;
    if (!(cutX || cutY || ellipsis)) continue;
    if (style.webkitLineClamp !== 'none' || traitsOf(element).forScreenReadersOnly) continue;
    if (!element.textContent?.trim() || !element.checkVisibility()) continue;
    problems.push(`cut off: ${describe(element)}`);
  }

  interface Line {
    box: DOMRect;
    text: Node;
    owner: Element;
    layer: Element | null;
  }
  const lines: Line[] = [];
  const range = document.createRange();
  for (const region of regions) {
    const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement;
      if (!owner || !node.textContent?.trim() || !owner.checkVisibility()) continue;
      const { forScreenReadersOnly, insideClamp, layer } = traitsOf(owner);
      if (owner.closest('svg') || forScreenReadersOnly || insideClamp) continue;
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) {
        if (box.width > 1 && box.height > 1) lines.push({ box, text: node, owner, layer });
      }
    }
  }
  // From the top down: a line overlaps only those that start above its bottom, not the page's
  // every other line.
  lines.sort((a, b) => a.box.top - b.box.top);
  for (let first = 0; first < lines.length; first += 1) {
    const a = lines[first] as Line;
    for (let second = first + 1; second < lines.length; second += 1) {
      const b = lines[second] as Line;
      if (b.box.top >= a.box.bottom - 1) break;
      // Lines of one text node do not overlap one another at line height 1.5.
      if (a.layer !== b.layer || a.text === b.text) continue;
      const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
      const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
      if (across > 1 && down > 1) {
        problems.push(`overlap: ${describe(a.owner)} and ${describe(b.owner)}`);
      }
    }
  }
  return [...new Set(problems)];
}

export function clippedOrOverlappingText(page: Page, part: JudgedPart = 'page'): Promise<string[]> {
  return page.evaluate(findClippedOrOverlappingText, PARTS[part]);
}

/**
 * Opens every collapsed disclosure inside the main region (in one accordion, the first
 * closed year: the browser keeps one open) and ticks every box (the chart's table);
 * says how many. What is judged is the state, not how a visitor reached it: pressing
 * them is tested by keyboard.spec.ts and beside the behaviours. Used by the sweeps of
 * accessibility.spec.ts and reflow.spec.ts.
 */
export function expandEverything(page: Page): Promise<number> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    let opened = 0;
    const accordions = new Set<string>();
    // Rounds for disclosures inside disclosures, shown only once their parent opens.
    for (let round = 0; round < 3; round += 1) {
      const closed = [...(main?.querySelectorAll('details:not([open])') ?? [])].filter(
        (details): details is HTMLDetailsElement =>
          details instanceof HTMLDetailsElement &&
          details.checkVisibility() &&
          !accordions.has(details.name),
      );
      if (closed.length === 0) break;
      for (const details of closed) {
        if (details.name) {
          if (accordions.has(details.name)) continue;
          accordions.add(details.name);
        }
        details.open = true;
        opened += 1;
      }
    }
    for (const box of main?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? []) {
      if (!box.checked && box.checkVisibility()) {
        box.click();
        opened += 1;
      }
    }
    return opened;
  });
}

/**
 * Chooses each other option of every select in the main region in turn (the trading
 * page's annual view), leaving it there, and runs `check` in each view. Choosing one
 * as a visitor does is tested by keyboard.spec.ts and early-taps.spec.ts. Used by the
 * sweeps of accessibility.spec.ts and reflow.spec.ts.
 */
export async function forEachOtherView(
  page: Page,
  check: (view: string) => Promise<void>,
): Promise<void> {
  for (const select of await page.getByRole('main').getByRole('combobox').all()) {
    const options = await select
      .locator('option')
      .evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value));
    const first = await select.inputValue();
    for (const value of options.filter((option) => option !== first)) {
      await select.selectOption(value);
      await check(value);
    }
  }
}
