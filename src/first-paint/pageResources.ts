/**
 * What the pre-paint script asks the network for: the page's prerendered HTML
 * (first, at the highest priority: nothing paints without it), then the
 * after-paint module.
 */
import type { Language } from '../lib/language';
import type { RouteKey } from '../lib/routes';
import { ROOT_LANGUAGE_ATTRIBUTE, ROOT_ROUTE_ATTRIBUTE } from './documentContract';
import { nextFrame } from './painted';

/** Resolves once the document has been parsed (the root element exists). */
export function parsed(): Promise<void> {
  return document.readyState === 'loading'
    ? new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve()))
    : Promise.resolve();
}

/** A page's prerendered HTML on its way: null when it cannot come; `cancel` drops it. */
export interface FragmentRequest {
  url: string;
  response: Promise<Response | null>;
  cancel: () => void;
}

/** Asks for a page's prerendered HTML at the highest priority. */
export function requestFragment(url: string): FragmentRequest {
  const controller = new AbortController();
  const response = fetch(url, { priority: 'high', signal: controller.signal })
    .then((answer) => (answer.ok ? answer : null))
    .catch(() => null);
  return { url, response, cancel: () => controller.abort() };
}

/** The early request when it asked for this page's HTML; else a new one, the early one dropped. */
export function keepOrRequestFragment(
  url: string | undefined,
  early: FragmentRequest | null,
): FragmentRequest | null {
  if (early && early.url === url) return early;
  early?.cancel();
  return url ? requestFragment(url) : null;
}

/**
 * Once the page is on screen, the HTML still to come is parsed into it in
 * slices of at most this many characters, one a frame: a task parses a slice
 * and the next frame lays it out. At 4× CPU a slice of 8,000 characters took
 * 45-60 ms to parse (docs/decisions/first-paint.md).
 */
export const SLICE_CHARACTERS = 2000;
/** How long a slice waits for a frame where none comes (a hidden tab draws none). */
const FRAME_WAIT_MS = 100;

/**
 * The HTML in slices of at most `limit` characters, each ending after a tag's
 * `>` where one ends within it (else at the limit, never between the halves
 * of a surrogate pair).
 */
export function htmlSlices(html: string, limit = SLICE_CHARACTERS): string[] {
  const slices: string[] = [];
  let rest = html;
  while (rest.length > limit) {
    const tagEnd = rest.lastIndexOf('>', limit - 1) + 1;
    const highSurrogate = /[\uD800-\uDBFF]/.test(rest.charAt(limit - 1));
    const end = tagEnd > 0 ? tagEnd : highSurrogate ? limit - 1 : limit;
    slices.push(rest.slice(0, end));
    rest = rest.slice(end);
  }
  if (rest) slices.push(rest);
  return slices;
}

/** Resolves in a task after the next frame, or after FRAME_WAIT_MS where none comes. */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    nextFrame(resolve);
    setTimeout(resolve, FRAME_WAIT_MS);
  });
}

/** Whether a finger or button is down on the page: a tap under way (watchPresses). */
let pressed = false;

/**
 * A tap is answered before the rest of the page is parsed in: from the press
 * (pointerdown) to the frame after its release, when its click has been
 * handled, no slice is added. A slice's parse and the frame that lays it out
 * took 20–60 ms of thread time at 4× each; between a tap's touch and its
 * click they made it wait over 100 ms (docs/decisions/first-paint.md).
 */
function watchPresses(): void {
  addEventListener('pointerdown', () => (pressed = true), true);
  for (const type of ['pointerup', 'pointercancel']) {
    addEventListener(type, () => requestAnimationFrame(() => (pressed = false)), true);
  }
}

/**
 * How much of a page's HTML goes into its first frame at most: the header (about 10,000
 * characters) and the top of `main`, what a phone's first screen shows. The rest follows a
 * slice a frame, as a path mode document's parser paints its top before it has laid out the
 * whole page: a long policy written into the first frame whole held its first paint back.
 */
export const FIRST_FRAME_CHARACTERS = 16000;

/**
 * Parses the HTML into the root as it arrives, as the browser parses a path
 * mode document: the top of the page is laid out and painted while the rest is
 * on its way, not all of it at once after the last byte (docs/decisions/
 * first-paint.md). A detached document's parser writes into a copy of the
 * root, which takes the root's place once it has its first element; up to
 * FIRST_FRAME_CHARACTERS of what arrives before the first frame after that is
 * in that frame, the rest comes in slices, a frame each.
 */
async function streamInto(root: HTMLElement, body: NonNullable<Response['body']>): Promise<void> {
  const parser = document.implementation.createHTMLDocument('');
  parser.write('<div>');
  const holder = parser.body.firstElementChild;
  if (!holder) throw new Error('the fragment parser made no holder');
  for (const { name, value } of root.attributes) holder.setAttribute(name, value);
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  watchPresses();
  let placed = false;
  let onScreen = false;
  let written = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    let rest = chunk.value;
    if (!onScreen && written < FIRST_FRAME_CHARACTERS) {
      const [first = '', ...later] = htmlSlices(rest, FIRST_FRAME_CHARACTERS - written);
      parser.write(first);
      written += first.length;
      rest = later.join('');
      if (!placed && holder.firstChild) {
        root.replaceWith(holder);
        placed = true;
        // Called as the frame that draws it begins: no task runs between this and its paint.
        requestAnimationFrame(() => (onScreen = true));
      }
    }
    for (const slice of htmlSlices(rest)) {
      do await afterNextFrame();
      while (pressed);
      parser.write(slice);
    }
  }
  parser.close();
  if (!placed) root.replaceWith(holder);
}

/**
 * Puts the page's prerendered HTML into the empty root, marked with the page
 * and language (the root's element may be a new one: look it up by id).
 * Resolves false when the HTML cannot be shown (none for this page, network
 * error, the root already used).
 */
export async function showFragment(
  request: FragmentRequest | null,
  rootId: string,
  routeKey: RouteKey,
  language: Language,
): Promise<boolean> {
  const response = request ? await request.response : null;
  if (response === null) return false;
  await parsed();
  const root = document.getElementById(rootId);
  if (!root || root.firstChild) return false;
  root.setAttribute(ROOT_ROUTE_ATTRIBUTE, routeKey);
  root.setAttribute(ROOT_LANGUAGE_ATTRIBUTE, language);
  try {
    if (!response.body || typeof TextDecoderStream === 'undefined') {
      root.innerHTML = await response.text();
    } else await streamInto(root, response.body);
  } catch {
    // The connection broke mid-page: what arrived stays.
    return false;
  }
  return true;
}

/**
 * Fetches and runs a module, and fetches what it imports beside it (no round
 * trip after it): the after-paint module at low priority (the page's own
 * images go first), hash mode's navigation at the browser's own.
 */
export function loadModule(
  [src = '', ...imports]: readonly string[],
  priority: 'low' | 'auto' = 'low',
): void {
  const add = (element: HTMLLinkElement | HTMLScriptElement) => {
    element.setAttribute('fetchpriority', priority);
    document.head.appendChild(element);
  };
  for (const href of imports) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    add(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.src = src;
  add(script);
}
