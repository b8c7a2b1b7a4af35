/**
 * No tap before the app is live is lost. A control with an early action (the
 * theme toggle, the cookie banner's Accept, the skip link) acts at once, with
 * the same function its component calls. Any other button does nothing until
 * the app has taken the page over, so a click on one is stopped and kept (the
 * element, and its position in the page in case React had to draw the page
 * afresh). Links are left alone: they work without the app. When the app
 * calls the returned function, the listener goes and each kept click is
 * replayed once, in order.
 */
import { EARLY_ACTION_ATTRIBUTE } from './contract';
import { earlyActionOf } from './earlyActions';

/** What counts as a control that needs the app (links work on their own). */
const CONTROL = `button, [role="button"], summary, [${EARLY_ACTION_ATTRIBUTE}]`;

interface KeptTap {
  element: Element;
  /** Child indexes from the root down to the element. */
  path: number[];
}

function pathFrom(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    const parent: Element | null = node.parentElement;
    if (!parent) return [];
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
  }
  return path;
}

function elementAt(root: Element, path: number[]): Element | null {
  let node: Element | null = root;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}

/** The element to replay a kept tap on: the same one if React kept it, else the one in its place. */
function replayTarget(root: Element, tap: KeptTap): HTMLElement | null {
  const element = tap.element.isConnected ? tap.element : elementAt(root, tap.path);
  return element instanceof HTMLElement && element.matches(CONTROL) ? element : null;
}

/**
 * Starts keeping taps on the controls inside the element with `rootId`.
 * Returns the hand-over: stop keeping, replay what was kept. Calling it again
 * does nothing.
 */
export function keepEarlyTaps(doc: Document, rootId: string): () => void {
  const kept: KeptTap[] = [];
  const keep = (event: MouseEvent) => {
    const root = doc.getElementById(rootId);
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest(CONTROL);
    if (!root || !control || !root.contains(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const act = earlyActionOf(control);
    if (act) act(doc);
    else kept.push({ element: control, path: pathFrom(root, control) });
  };
  doc.addEventListener('click', keep, true);

  let handedOver = false;
  return () => {
    if (handedOver) return;
    handedOver = true;
    doc.removeEventListener('click', keep, true);
    const root = doc.getElementById(rootId);
    if (!root) return;
    for (const tap of kept) replayTarget(root, tap)?.click();
  };
}
