/**
 * What runs before the first paint (bundled from prepaint.ts into a small
 * classic script at the top of every document, inline, named in the CSP by its
 * hash).
 *
 * It works out the page and the language with the same functions the app
 * uses; in path mode it first moves an old hash link, or a page whose visitor
 * reads another language, to the right address. It puts the visitor's theme
 * and consent on <html>, shows the page's prerendered HTML (path mode: the
 * document holds it; hash mode: fetched at the highest priority), starts
 * fetching the app's code for that page, and installs the page's behaviours
 * (src/behaviours), so every control answers from the first paint on. Until
 * the app is live, following a link inside a hash-mode page loads that page as
 * a path-mode link would.
 */
import { installBehaviours, watchClamps } from '../behaviours';
import { hasConsent, CONSENT_GIVEN_CLASS, CONSENT_STORAGE_KEY } from '../lib/consent';
import { detectLanguage, type Language } from '../lib/language';
import { readAddressAndBrowserLanguages, readLanguageSources } from '../lib/languageSources';
import type { RouteKey } from '../lib/routes';
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
} from './documentContract';
import { startWhenPainted } from './appStart';
import {
  fetchAppCode,
  keepOrRequestFragment,
  parsed,
  requestFragment,
  showFragment,
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

/** Moves to another address before anything paints; this document never starts the app. */
function leaveFor(target: string, routeKey: RouteKey, language: Language): FirstPaint {
  document.documentElement.style.visibility = 'hidden';
  window.location.replace(target);
  return { routeKey, language, pageShown: new Promise(() => undefined), appLive: () => undefined };
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
  const address = window.location;
  const routeKey = routeKeyOf(address, mode, base);
  const page = data?.pages[routeKey];
  // Hash mode: nothing paints before the page's HTML arrives, so it is asked for
  // before the slow reads of cookie and storage, in the language the address and
  // the browser name; a stored choice that differs asks again.
  const likelyFragment =
    mode === 'hash' ? page?.fragments[detectLanguage(readAddressAndBrowserLanguages())] : undefined;
  const early = likelyFragment ? requestFragment(likelyFragment) : null;

  const visitorLanguage = detectLanguage(readLanguageSources());
  const language = languageOfPageAddress(address, mode, base) ?? visitorLanguage;
  const redirect = mode === 'path' ? pathModeRedirect(address, base, visitorLanguage) : null;
  if (redirect) return leaveFor(redirect, routeKey, language);

  const pageShown =
    mode === 'path'
      ? prerenderedPageShown(routeKey, language)
      : showFragment(
          keepOrRequestFragment(page?.fragments[language], early),
          ROOT_ID,
          routeKey,
          language,
        );

  const html = document.documentElement;
  html.lang = language;
  applyTheme(initialTheme(readStored(THEME_STORAGE_KEY)), html);
  if (hasConsent(readStored(CONSENT_STORAGE_KEY))) html.classList.add(CONSENT_GIVEN_CLASS);
  void pageShown.then(() => watchClamps(document.getElementById(ROOT_ID) ?? document));
  if (data && page) {
    startWhenPainted(pageShown, ROOT_ID, () => fetchAppCode(data, page, language));
  }
  const appLive = mode === 'hash' ? loadEachHashChange() : () => undefined;
  return { routeKey, language, pageShown, appLive };
}
