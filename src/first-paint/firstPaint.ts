/**
 * What runs before the first paint (bundled from prepaint.ts into a small
 * classic script at the top of every document, inline, named in the CSP by its
 * hash).
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
import { detectLanguage, type Language } from '../lib/language';
import {
  readAddressAndBrowserLanguages,
  readLanguageSources,
  rememberLanguage,
} from '../lib/languageSources';
import type { RouteKey } from '../lib/routes';
import { siteShape, type SiteShape } from '../lib/siteModel';
import { languageOfPageAddress, pathModeRedirect, routeKeyOf, routerPathOf } from '../lib/siteUrls';
import { readStored } from '../lib/storage';
import { applyTheme, initialTheme, THEME_STORAGE_KEY } from '../lib/theme';
import {
  FIRST_PAGE_PROPERTY,
  readFirstPaintData,
  ROOT_ID,
  ROOT_LANGUAGE_ATTRIBUTE,
  ROOT_ROUTE_ATTRIBUTE,
  type FirstPaintData,
} from './documentContract';
import { pageAsked, takeLanguageQuery } from './navigation';
import { startWhenPainted } from './painted';
import { pageShown, type ShownPage, type ShownSite } from './pageShown';
import {
  keepOrRequestFragment,
  loadModule,
  parsed,
  requestFragment,
  showFragment,
  type FragmentRequest,
} from './pageResources';

/**
 * In path mode the document holds the page: shown if it is this page, in the
 * language it was drawn in (null if it is not), which may differ from the
 * address's when the not-found page in its language could not come.
 */
async function prerenderedPageLanguage(routeKey: RouteKey): Promise<Language | null> {
  await parsed();
  const root = document.getElementById(ROOT_ID);
  if (root?.getAttribute(ROOT_ROUTE_ATTRIBUTE) !== routeKey) return null;
  const drawnIn = root.getAttribute(ROOT_LANGUAGE_ATTRIBUTE);
  if (drawnIn) document.documentElement.lang = drawnIn;
  return drawnIn;
}

interface PageStart {
  language: Promise<Language>;
  shown: Promise<boolean>;
}

/**
 * Hash mode: the page's HTML is asked for at once, in the language the address
 * and the browser name; the cookie and storage are read in the next task, and
 * a stored choice that differs asks again.
 */
function startHashPage(
  shape: SiteShape,
  routeKey: RouteKey,
  fragments: FirstPaintData['fragments'][RouteKey],
): PageStart {
  const likely = fragments?.[detectLanguage(readAddressAndBrowserLanguages(), shape.languageCodes)];
  const early = likely ? requestFragment(likely) : null;
  const language = new Promise<Language>((resolve) =>
    setTimeout(() => resolve(detectLanguage(readLanguageSources(), shape.languageCodes)), 0),
  );
  const shown = language.then((chosen) => {
    document.documentElement.lang = chosen;
    const request = keepOrRequestFragment(fragments?.[chosen], early);
    return showFragment(request, ROOT_ID, routeKey, chosen);
  });
  return { language, shown };
}

/**
 * A cross-document view transition the browser cannot run (the page before
 * was still loading) is skipped: the page comes in as any page does, and the
 * transition's promises reject, in the page left and the page shown; nothing
 * is wrong with either.
 */
function skipQuietly({ viewTransition }: PageRevealEvent | PageSwapEvent): void {
  if (!viewTransition) return;
  const skipped = () => undefined;
  for (const step of [viewTransition.ready, viewTransition.finished]) step.catch(skipped);
  viewTransition.updateCallbackDone.catch(skipped);
}

/**
 * Path mode's not-found document holds the page in one language; an address
 * in another (its prefix, or the visitor's language) gets that language's,
 * fetched as hash mode fetches a page, its head with it (pageShown.ts).
 * Nothing of the document's own page paints meanwhile. If it cannot come, the
 * document's own page shows.
 */
async function showPageInLanguage(
  request: FragmentRequest,
  routeKey: RouteKey,
  language: Language,
): Promise<PageStart> {
  const html = document.documentElement;
  html.style.visibility = 'hidden';
  const [response] = await Promise.all([request.response, parsed()]);
  const root = document.getElementById(ROOT_ID);
  if (response && root) {
    root.replaceChildren();
    html.lang = language;
  }
  html.style.visibility = '';
  if (response && root) {
    return {
      language: Promise.resolve(language),
      shown: showFragment(request, ROOT_ID, routeKey, language),
    };
  }
  const drawnIn = prerenderedPageLanguage(routeKey);
  return {
    language: drawnIn.then((drawn) => drawn ?? language),
    shown: drawnIn.then((drawn) => drawn !== null),
  };
}

/** Path mode: the document holds the page, unless the visitor must move first (null). */
function startPathPage(
  shape: SiteShape,
  routeKey: RouteKey,
  base: string,
  fragments: Partial<Record<Language, string>> | undefined,
): PageStart | null {
  window.addEventListener('pagereveal', skipQuietly);
  window.addEventListener('pageswap', skipQuietly);
  const address = window.location;
  const visitorLanguage = detectLanguage(readLanguageSources(), shape.languageCodes);
  const language = languageOfPageAddress(shape, address, 'path', base) ?? visitorLanguage;
  const redirect = pathModeRedirect(shape, address, base, visitorLanguage);
  if (redirect) {
    // Moves before anything paints.
    document.documentElement.style.visibility = 'hidden';
    window.location.replace(redirect);
    return null;
  }
  // The build wrote the document's own language on <html>.
  const other = document.documentElement.lang !== language && fragments?.[language];
  if (other) {
    const started = showPageInLanguage(requestFragment(other), routeKey, language);
    return {
      language: started.then((page) => page.language),
      shown: started.then((page) => page.shown),
    };
  }
  document.documentElement.lang = language;
  const drawnIn = prerenderedPageLanguage(routeKey);
  return {
    language: drawnIn.then((drawn) => drawn ?? language),
    shown: drawnIn.then((drawn) => drawn !== null),
  };
}

/** The page the pre-paint script started: its route, its language, and the page once shown (null: not shown). */
export interface StartedPage {
  routeKey: RouteKey;
  language: Promise<Language>;
  shown: Promise<ShownPage | null>;
}

export function startFirstPaint(): StartedPage | null {
  installBehaviours(document);
  const data = readFirstPaintData(document);
  const mode = data?.mode ?? 'hash';
  const base = data?.base ?? '/';
  // Without the build's data, the document's own language is the one it knows.
  const shape = siteShape(data?.languages ?? [document.documentElement.lang], data?.sections ?? []);
  const site: ShownSite = { shape, mode, base };
  const routeKey = routeKeyOf(shape, window.location, mode, base);
  const started =
    mode === 'hash'
      ? startHashPage(shape, routeKey, data?.fragments[routeKey])
      : startPathPage(shape, routeKey, base, data?.fragments[routeKey]);
  // Moving to another address: this document never shows its page.
  if (!started) return null;

  const html = document.documentElement;
  applyTheme(initialTheme(readStored(THEME_STORAGE_KEY)), html);
  if (hasConsent(readStored(CONSENT_STORAGE_KEY))) html.classList.add(CONSENT_GIVEN_CLASS);

  const memory = data?.memory ?? 'none';
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
    if (mode === 'hash') takeLanguageQuery(pageAsked(site, window.location).named, memory);
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
