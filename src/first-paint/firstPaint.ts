/**
 * What runs before the first paint (bundled from prepaint.ts into a small
 * classic script at the top of every document, inline, named in the CSP by its
 * hash).
 *
 * It works out the page and the language with the same functions the app
 * uses; in path mode it first moves an old hash link, or a page whose visitor
 * reads another language, to the right address, and on the not-found document
 * fetches the page in the address's language when the document holds another. In hash mode the visitor's
 * stored language (cookie, storage) is read in a task after the document's:
 * those first reads wait on the browser process, and nothing paints before the
 * page's HTML arrives anyway. It puts the visitor's theme and consent on
 * <html>, shows the page's prerendered HTML (path mode: the
 * document holds it; hash mode: fetched at the highest priority), once it
 * has painted starts fetching the app's code for that page, and installs the page's behaviours
 * (src/behaviours), so every control answers from the first paint on. Until
 * the app is live, following a link inside a hash-mode page loads that page as
 * a path-mode link would (the look's fonts are the app's: src/app/fontSwap.ts).
 */
import { installBehaviours, watchClamps } from '../behaviours';
import { hasConsent, CONSENT_GIVEN_CLASS, CONSENT_STORAGE_KEY } from '../lib/consent';
import { detectLanguage, type Language } from '../lib/language';
import { readAddressAndBrowserLanguages, readLanguageSources } from '../lib/languageSources';
import type { RouteKey } from '../lib/routes';
import { siteShape, type SiteShape } from '../lib/siteModel';
import { languageOfPageAddress, pathModeRedirect, routeKeyOf } from '../lib/siteUrls';
import { readStored } from '../lib/storage';
import { applyTheme, initialTheme, THEME_STORAGE_KEY } from '../lib/theme';
import {
  FIRST_PAINT_DATA_ID,
  ROOT_ID,
  ROOT_LANGUAGE_ATTRIBUTE,
  ROOT_ROUTE_ATTRIBUTE,
  type FirstPaint,
  type FirstPaintData,
  type PageFiles,
} from './documentContract';
import { startWhenPainted } from './appStart';
import {
  fetchAppCode,
  keepOrRequestFragment,
  parsed,
  requestFragment,
  showFragment,
  type FragmentRequest,
} from './pageResources';

function readData(): FirstPaintData | null {
  try {
    return JSON.parse(
      document.getElementById(FIRST_PAINT_DATA_ID)?.textContent ?? '',
    ) as FirstPaintData;
  } catch {
    return null;
  }
}

/** In path mode the document holds the page: shown if it is this page in this language. */
async function prerenderedPageShown(routeKey: RouteKey, language: Language): Promise<boolean> {
  await parsed();
  const root = document.getElementById(ROOT_ID);
  return (
    root?.getAttribute(ROOT_ROUTE_ATTRIBUTE) === routeKey &&
    root.getAttribute(ROOT_LANGUAGE_ATTRIBUTE) === language
  );
}

interface PageStart {
  language: Promise<Language>;
  pageShown: Promise<boolean>;
}

/**
 * Hash mode: the page's HTML is asked for at once, in the language the address
 * and the browser name; the cookie and storage are read in the next task, and
 * a stored choice that differs asks again.
 */
function startHashPage(
  shape: SiteShape,
  routeKey: RouteKey,
  page: PageFiles | undefined,
): PageStart {
  const likely =
    page?.fragments[detectLanguage(readAddressAndBrowserLanguages(), shape.languageCodes)];
  const early = likely ? requestFragment(likely) : null;
  const language = new Promise<Language>((resolve) =>
    setTimeout(() => resolve(detectLanguage(readLanguageSources(), shape.languageCodes)), 0),
  );
  const pageShown = language.then((chosen) => {
    document.documentElement.lang = chosen;
    const request = keepOrRequestFragment(page?.fragments[chosen], early);
    return showFragment(request, ROOT_ID, routeKey, chosen);
  });
  return { language, pageShown };
}

/**
 * Path mode's not-found document holds the page in one language; an address
 * in another (its prefix, or the visitor's language) gets that language's,
 * fetched as hash mode fetches a page. Nothing of the document's own page
 * paints meanwhile, and <html lang> and the title change with the text. If it
 * cannot come, the document's own page shows.
 */
async function showPageInLanguage(
  request: FragmentRequest,
  routeKey: RouteKey,
  language: Language,
  title: string | undefined,
): Promise<boolean> {
  const html = document.documentElement;
  html.style.visibility = 'hidden';
  const [response] = await Promise.all([request.response, parsed()]);
  const root = document.getElementById(ROOT_ID);
  if (response && root) {
    root.replaceChildren();
    html.lang = language;
    if (title) document.title = title;
  }
  html.style.visibility = '';
  return response && root
    ? showFragment(request, ROOT_ID, routeKey, language)
    : prerenderedPageShown(routeKey, language);
}

/** Path mode: the document holds the page, unless the visitor must move first (null). */
function startPathPage(
  shape: SiteShape,
  routeKey: RouteKey,
  base: string,
  page: PageFiles | undefined,
): PageStart | null {
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
  const other = document.documentElement.lang !== language && page?.fragments[language];
  if (other) {
    const shown = showPageInLanguage(
      requestFragment(other),
      routeKey,
      language,
      page.titles?.[language],
    );
    return { language: Promise.resolve(language), pageShown: shown };
  }
  document.documentElement.lang = language;
  return {
    language: Promise.resolve(language),
    pageShown: prerenderedPageShown(routeKey, language),
  };
}

/**
 * Hash mode before the app is live: nothing but the app draws another page,
 * so a link followed now (the address's hash changes) loads it afresh. Stops
 * when the app takes over.
 */
function loadEachHashChange(): () => void {
  const load = () => window.location.reload();
  window.addEventListener('hashchange', load);
  return () => window.removeEventListener('hashchange', load);
}

export function startFirstPaint(): FirstPaint {
  installBehaviours(document);
  const data = readData();
  const mode = data?.mode ?? 'hash';
  const base = data?.base ?? '/';
  // Without the build's data, the document's own language is the one it knows.
  const shape = siteShape(data?.languages ?? [document.documentElement.lang], data?.sections ?? []);
  const routeKey = routeKeyOf(shape, window.location, mode, base);
  const page = data?.pages[routeKey];
  const started =
    mode === 'hash'
      ? startHashPage(shape, routeKey, page)
      : startPathPage(shape, routeKey, base, page);
  if (!started) {
    // Moving to another address: this document never shows its page or starts the app.
    const never = new Promise<never>(() => undefined);
    return { routeKey, language: never, pageShown: never, appLive: () => undefined };
  }
  const { language, pageShown } = started;

  const html = document.documentElement;
  applyTheme(initialTheme(readStored(THEME_STORAGE_KEY)), html);
  if (hasConsent(readStored(CONSENT_STORAGE_KEY))) html.classList.add(CONSENT_GIVEN_CLASS);
  void pageShown.then(() => watchClamps(document.getElementById(ROOT_ID) ?? document));
  if (data && page) {
    startWhenPainted(pageShown, ROOT_ID, () => {
      void language.then((chosen) => fetchAppCode(data, page, chosen));
    });
  }
  const stopLoadingEachHashChange = mode === 'hash' ? loadEachHashChange() : () => undefined;
  return { routeKey, language, pageShown, appLive: stopLoadingEachHashChange };
}
