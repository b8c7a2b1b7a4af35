/**
 * Hash mode's page changes, from the first paint for the page's life: every
 * link in the site is a fragment (`#/courses`, the picker's `#/courses?lng=it`),
 * so following one, or going back and forward, changes the address's hash,
 * and the page fetches that page's prerendered HTML in the language shown (or
 * the one `?lng=` names) and swaps it in (swap.ts), as the first paint showed
 * the first. The document takes its head; another page scrolls to the top (or
 * where the visitor left it, going back) and its heading takes focus unless
 * the visitor has moved on. Path mode needs none of this: its links are
 * documents.
 */
import { anyMenuOpen } from '../behaviours';
import { LANGUAGE_QUERY, languageQuery, normalizeLanguage, type Language } from '../lib/language';
import { rememberLanguage } from '../lib/languageSources';
import type { LanguageMemory } from '../lib/siteModel';
import { routeKeyOf, routerPathOf } from '../lib/siteUrls';
import {
  ROOT_ID,
  ROOT_LANGUAGE_ATTRIBUTE,
  ROOT_ROUTE_ATTRIBUTE,
  type FirstPaintData,
} from './documentContract';
import { pageShown, takePageHead, type ShownPage, type ShownSite } from './pageShown';
import { swapPage } from './swap';

export interface HashSite extends ShownSite {
  fragments: FirstPaintData['fragments'];
  memory: LanguageMemory;
}

/** The page an address asks for: its route and path, and the language it names, if any. */
export function pageAsked(
  site: ShownSite,
  address: Pick<Location, 'pathname' | 'search' | 'hash'>,
): { routeKey: ShownPage['routeKey']; path: string; named: Language | null } {
  return {
    routeKey: routeKeyOf(site.shape, address, 'hash', site.base),
    path: routerPathOf(site.shape, address, 'hash', site.base),
    named: normalizeLanguage(languageQuery(address.search, address.hash), site.shape.languageCodes),
  };
}

/** The address without `?lng=`, in its query or its hash's: the language has spoken. */
export function withoutLanguageQuery(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(LANGUAGE_QUERY);
  const [path = '', query = ''] = url.hash.split('?');
  const rest = new URLSearchParams(query);
  rest.delete(LANGUAGE_QUERY);
  url.hash = rest.size > 0 ? `${path}?${rest}` : path;
  return url.href;
}

/**
 * `?lng=` has spoken: on a site with a language picker it is a pick the
 * browser keeps (the picker's link, however followed), and it leaves the
 * address, so that a reload does not bring an older one back.
 */
export function takeLanguageQuery(named: Language | null, memory: LanguageMemory): void {
  if (!named) return;
  if (memory !== 'none') rememberLanguage(named);
  const href = withoutLanguageQuery(window.location.href);
  if (href !== window.location.href) window.history.replaceState(window.history.state, '', href);
}

/** The next task: what a click set going (a menu closing, focus going back to its button) is done. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The fragment's HTML parsed where nothing runs or loads, ready to go into the page. */
function parseFragment(html: string): Element {
  const inert = document.implementation.createHTMLDocument('');
  inert.body.innerHTML = html;
  return document.adoptNode(inert.body);
}

interface HistoryMark {
  /** Tells this history entry apart, to come back to where the visitor left it. */
  scrollKey?: string;
}

/** The current history entry's key, given one if it has none; whether it had one. */
function entryKey(): { key: string; known: boolean } {
  const state = (window.history.state ?? {}) as HistoryMark;
  if (state.scrollKey) return { key: state.scrollKey, known: true };
  const key = Math.random().toString(36).slice(2);
  window.history.replaceState({ ...state, scrollKey: key }, '');
  return { key, known: false };
}

/**
 * Follows every change of the address's hash once the first page is shown
 * (a tap before then is answered once it is), and shows the address's page at
 * once if it is not the first. `first` is that page, as shown. Returns what
 * stops it.
 */
export function followHashChanges(site: HashSite, first: Promise<ShownPage | null>): () => void {
  window.history.scrollRestoration = 'manual';
  const positions = new Map<string, number>();
  let entry = entryKey().key;
  const remember = () => positions.set(entry, window.scrollY);
  window.addEventListener('scroll', remember, { passive: true });
  const change = async (shown: ShownPage): Promise<ShownPage | null> => {
    const asked = pageAsked(site, window.location);
    takeLanguageQuery(asked.named, site.memory);
    const next: ShownPage = {
      routeKey: asked.routeKey,
      path: asked.path,
      language: asked.named ?? shown.language,
    };
    const { key, known } = entryKey();
    entry = key;
    if (next.path === shown.path && next.language === shown.language) return shown;
    await nextTask();
    const focusedBefore = document.activeElement;
    const url = site.fragments[next.routeKey]?.[next.language];
    const html = url
      ? await fetch(url)
          .then((answer) => (answer.ok ? answer.text() : null))
          .catch(() => null)
      : null;
    const root = document.getElementById(ROOT_ID);
    if (html === null || !root) {
      // What cannot be swapped in is loaded as a document.
      window.location.reload();
      return null;
    }
    const fragment = parseFragment(html);
    takePageHead(fragment, document);
    const anotherPage = next.path !== shown.path;
    swapPage(root, fragment, anotherPage);
    root.setAttribute(ROOT_ROUTE_ATTRIBUTE, next.routeKey);
    root.setAttribute(ROOT_LANGUAGE_ATTRIBUTE, next.language);
    document.documentElement.lang = next.language;
    if (site.memory === 'detected') rememberLanguage(next.language);
    pageShown(document, site, next);
    if (anotherPage) {
      window.scrollTo(0, known ? (positions.get(key) ?? 0) : 0);
      const focused = document.activeElement;
      const untouched = focused === focusedBefore || focused === document.body || !focused;
      if (untouched && !anyMenuOpen(document)) {
        root.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
      }
    }
    return next;
  };

  // One change at a time, each from the page the one before left shown: changes asked for
  // meanwhile come to the latest address, once. Without a first page, a document is loaded.
  let shown = first;
  const follow = () => {
    shown = shown.then((page) => {
      if (page) return change(page);
      window.location.reload();
      return null;
    });
  };
  window.addEventListener('hashchange', follow);
  // The address may have changed before this ran (a link tapped at the first paint).
  follow();
  return () => {
    window.removeEventListener('scroll', remember);
    window.removeEventListener('hashchange', follow);
  };
}
