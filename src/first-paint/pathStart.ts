/**
 * Path mode's start: the document holds the page, unless the visitor must move
 * first (an old hash link, a visitor of another language), or the not-found
 * document holds another language than the address's. Only path mode's
 * documents carry it (prePaintPath.ts).
 */
import { detectLanguage, type Language } from '../lib/language';
import { readLanguageSources } from '../lib/languageSources';
import type { RouteKey } from '../lib/routes';
import { languageOfPageAddress, pathModeRedirect } from '../lib/siteUrls';
import { ROOT_ID, ROOT_LANGUAGE_ATTRIBUTE, ROOT_ROUTE_ATTRIBUTE } from './documentContract';
import type { PageStart, PageStarter } from './firstPaint';
import { parsed, requestFragment, showFragment, type FragmentRequest } from './pageResources';

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

/**
 * A cross-document view transition the browser cannot run (the page before
 * was still loading, or already shown) is skipped: the page comes in as any
 * page does, and the transition's promises reject, in the page left or the
 * page shown, with nobody to hear it; nothing is wrong with either page.
 */
function skippedTransition(event: PromiseRejectionEvent): void {
  const { reason } = event;
  if (reason instanceof DOMException && /transition/i.test(reason.message)) event.preventDefault();
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
export const startPathPage: PageStarter = ({ shape, routeKey, base, fragments }) => {
  window.addEventListener('unhandledrejection', skippedTransition);
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
};
