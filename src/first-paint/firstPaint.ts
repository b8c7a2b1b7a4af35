/**
 * What runs before the first paint: the pre-paint script, bundled from its
 * mode's entry (prePaintHash.ts, prePaintPath.ts; prePaintEither.ts for the dev
 * server) into a small classic script at the top of every document, inline,
 * named in the CSP by its hash.
 *
 * It works out the page and the language with the same functions the build
 * uses; in path mode it first moves an old hash link, or a page whose visitor
 * reads another language, to the right address, and on the not-found document
 * fetches the page in the address's language when the document holds
 * another. In hash mode the visitor's
 * stored language (cookie, storage) is read in a task after the document's:
 * those first reads wait on the browser process, and nothing paints before the
 * page's HTML arrives anyway. It puts the visitor's theme and consent on
 * <html>, installs the page's behaviours (src/behaviours), so every control
 * answers from the first paint on, shows the page's prerendered HTML (path
 * mode: the document holds it; hash mode: fetched at the highest priority)
 * and, in hash mode, asks at once for the module that shows every page after
 * it (hashNavigation.ts). Once the page has painted it loads the after-paint
 * module (the web fonts, the islands).
 */
import { installBehaviours } from '../behaviours';
import { hasConsent, CONSENT_GIVEN_CLASS, CONSENT_STORAGE_KEY } from '../lib/consent';
import type { Language } from '../lib/language';
import { rememberLanguage } from '../lib/languageSources';
import type { RouteKey } from '../lib/routes';
import { siteShape, type LanguageMemory, type SiteShape } from '../lib/siteModel';
import { routeKeyOf, routerPathOf, type RoutingMode } from '../lib/siteUrls';
import { readStored } from '../lib/storage';
import { applyTheme, initialTheme, THEME_STORAGE_KEY } from '../lib/theme';
import { FIRST_PAGE_PROPERTY, readFirstPaintData, ROOT_ID } from './documentContract';
import { startWhenPainted } from './painted';
import { pageShown, type ShownPage, type ShownSite } from './pageShown';
import { loadModule } from './pageResources';

/** A page on its way: its language, and whether it was shown; then what follows its showing. */
export interface PageStart {
  language: Promise<Language>;
  shown: Promise<boolean>;
  afterShown?: () => void;
}

/** What a mode's start is given. */
export interface PageAsked {
  shape: SiteShape;
  routeKey: RouteKey;
  base: string;
  memory: LanguageMemory;
  /** The page's prerendered HTML per language, where the document names it. */
  fragments: Partial<Record<Language, string>> | undefined;
}

/** A mode's start (hashStart.ts, pathStart.ts): null when the visitor moves to another address. */
export type PageStarter = (asked: PageAsked) => PageStart | null;

/** The page the pre-paint script started: its route, its language, and the page once shown (null: not shown). */
export interface StartedPage {
  routeKey: RouteKey;
  language: Promise<Language>;
  shown: Promise<ShownPage | null>;
}

/**
 * Starts the page with its mode's start: each mode's documents carry their
 * own (prePaintHash.ts, prePaintPath.ts), so neither pays for the other's code
 * before its first paint.
 */
export function startFirstPaint(
  starters: Partial<Record<RoutingMode, PageStarter>>,
): StartedPage | null {
  installBehaviours(document);
  const data = readFirstPaintData(document);
  const mode = data?.mode ?? 'hash';
  const base = data?.base ?? '/';
  // Without the build's data, the document's own language is the one it knows.
  const shape = siteShape(data?.languages ?? [document.documentElement.lang], data?.sections ?? []);
  const site: ShownSite = { shape, mode, base };
  const routeKey = routeKeyOf(shape, window.location, mode, base);
  const memory = data?.memory ?? 'none';
  const fragments = data?.fragments[routeKey];
  const started = starters[mode]?.({ shape, routeKey, base, memory, fragments });
  // Moving to another address: this document never shows its page.
  if (!started) return null;

  const html = document.documentElement;
  applyTheme(initialTheme(readStored(THEME_STORAGE_KEY)), html);
  if (hasConsent(readStored(CONSENT_STORAGE_KEY))) html.classList.add(CONSENT_GIVEN_CLASS);

  const first = Promise.all([started.language, started.shown]).then(([language, shown]) => {
    if (!shown) return null;
    const page: ShownPage = {
      routeKey,
      language,
      path: routerPathOf(shape, window.location, mode, base),
    };
    pageShown(document, site, page);
    // Where the owner keeps the spec's behaviour, the browser keeps the language shown.
    if (memory === 'detected') rememberLanguage(language);
    started.afterShown?.();
    return page;
  });
  if (mode === 'hash' && data?.navigation.length) {
    // Every page after the first is the navigation module's, which follows from this one.
    window[FIRST_PAGE_PROPERTY] = first;
    loadModule(data.navigation, 'auto');
  }
  if (data) startWhenPainted(started.shown, ROOT_ID, () => loadModule(data.afterPaint));
  return { routeKey, language: started.language, shown: first };
}
