/**
 * A box whose content scrolls sideways (SCROLLER_ATTRIBUTE: month cards on a
 * narrow screen, a wide table) is one the keyboard can reach, and a region
 * named by its caption where it has one (axe: scrollable-region-focusable),
 * while it scrolls, and only then: not on a wide screen, nor hidden.
 * Measured when the page is shown and again when the box changes size (a
 * rotation, a year opened, the table shown).
 */
import { SCROLLER_ATTRIBUTE } from './contract';

/** It scrolls: its content is wider than it and it lets the visitor scroll to the rest. */
function scrolls(box: Element): boolean {
  return (
    ['auto', 'scroll'].includes(getComputedStyle(box).overflowX) &&
    box.scrollWidth > box.clientWidth + 1
  );
}

/** Measures every box first, then writes: a read after a write would lay the page out again. */
function measure(boxes: readonly Element[]): void {
  const results = boxes.map((box) => ({ box, scrolling: scrolls(box) }));
  for (const { box, scrolling } of results) {
    const nameId = box.getAttribute(SCROLLER_ATTRIBUTE);
    if (scrolling) {
      box.setAttribute('tabindex', '0');
      if (nameId) {
        box.setAttribute('role', 'region');
        box.setAttribute('aria-labelledby', nameId);
      }
    } else {
      box.removeAttribute('tabindex');
      box.removeAttribute('role');
      box.removeAttribute('aria-labelledby');
    }
  }
}

let observer: ResizeObserver | null = null;

/**
 * Every sideways scroller in `root`, measured once laid out and whenever its
 * size changes: a ResizeObserver reports a box after the frame's own layout,
 * so reading it lays nothing out again (measured at once, in the task that
 * shows the page, it laid the whole page out there: a long task on a slow
 * phone). A box inside a closed <details>, whose content the browser skips,
 * is reported as it opens.
 */
export function watchScrollers(root: ParentNode): void {
  const boxes = [...root.querySelectorAll(`[${SCROLLER_ATTRIBUTE}]`)];
  if (typeof ResizeObserver === 'undefined') {
    measure(boxes);
    return;
  }
  observer ??= new ResizeObserver((entries) => measure(entries.map((entry) => entry.target)));
  for (const box of boxes) observer.observe(box);
}
