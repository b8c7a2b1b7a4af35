/**
 * What the pre-paint script asks the network for: the page's prerendered HTML
 * (first, at the highest priority: nothing paints without it), then the app's
 * code for the page.
 */
import type { Language } from '../lib/language';
import type { RouteKey } from '../lib/routes';
import {
  ROOT_LANGUAGE_ATTRIBUTE,
  ROOT_ROUTE_ATTRIBUTE,
  type FirstPaintData,
  type PageFiles,
} from './documentContract';

function addLink(attributes: Record<string, string>): HTMLLinkElement {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.appendChild(link);
  return link;
}

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
 * Parses the HTML into the root as it arrives, as the browser parses a path
 * mode document: the top of the page is laid out and painted while the rest is
 * on its way, not all of it at once after the last byte (docs/decisions/
 * first-paint.md). A detached document's parser writes into a copy of the
 * root, which takes the root's place once it has its first element.
 */
async function streamInto(root: HTMLElement, body: NonNullable<Response['body']>): Promise<void> {
  const parser = document.implementation.createHTMLDocument('');
  parser.write('<div>');
  const holder = parser.body.firstElementChild;
  if (!holder) throw new Error('the fragment parser made no holder');
  for (const { name, value } of root.attributes) holder.setAttribute(name, value);
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let placed = false;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    parser.write(chunk.value);
    if (!placed && holder.firstChild) {
      root.replaceWith(holder);
      placed = true;
    }
  }
  parser.close();
  if (!placed) root.replaceWith(holder);
}

/**
 * Puts the page's prerendered HTML into the empty root, marked with the page
 * and language so the app knows it may take it over (the root's element may be
 * a new one: look it up by id). Resolves false when the HTML cannot be shown
 * (none for this page, network error, the root already used).
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
    // The connection broke mid-page: what arrived stays; the app draws the page afresh.
    document.getElementById(rootId)?.removeAttribute(ROOT_ROUTE_ATTRIBUTE);
    return false;
  }
  return true;
}

/**
 * Module preloads added per task. Each added link starts a request at once: the
 * page's fifteen or so in one go made one task of 10 ms at 4x CPU (12 ms at
 * full speed in Lighthouse's instrumented trace) just after the first paint,
 * and four at a time tasks of 38-55 ms at 6x on a busy two-core machine.
 */
export const PRELOADS_PER_TASK = 1;

/**
 * Fetches the app: the modules the entry imports, the page's code and strings
 * (module preloads, a few per task), then the entry itself. Low priority:
 * whatever the page still loads for its own paint (images) goes first.
 */
export function fetchAppCode(data: FirstPaintData, page: PageFiles, language: Language): void {
  const modules = [...data.entryImports, ...page.modules, ...(page.strings[language] ?? [])];
  const addFrom = (first: number) => {
    for (const href of modules.slice(first, first + PRELOADS_PER_TASK)) {
      addLink({ rel: 'modulepreload', href, crossorigin: '', fetchpriority: 'low' });
    }
    const next = first + PRELOADS_PER_TASK;
    if (next < modules.length) setTimeout(() => addFrom(next), 0);
    else addEntry(data.entry);
  };
  addFrom(0);
}

function addEntry(src: string): void {
  const entry = document.createElement('script');
  entry.type = 'module';
  entry.crossOrigin = '';
  entry.src = src;
  entry.setAttribute('fetchpriority', 'low');
  document.head.appendChild(entry);
}
