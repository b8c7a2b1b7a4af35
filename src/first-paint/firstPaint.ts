/**
 * What runs before the first paint (bundled from prepaint.ts into a small
 * classic script at the top of every document, inline, named in the CSP by its
 * hash).
 *
 * It puts the visitor's theme and consent on <html>, works out the page and
 * the language with the same functions the app uses, shows that page's
 * prerendered HTML (hash mode fetches it at the highest priority), starts
 * fetching the app's code for that page, and keeps taps made before the app
 * is live so the app can replay them.
 */
import { hasConsent, CONSENT_GIVEN_CLASS, CONSENT_STORAGE_KEY } from '../lib/consent';
import { detectLanguage } from '../lib/language';
import { readLanguageSources } from '../lib/languageSources';
import { pathFromHash, routeKeyForPath } from '../lib/routes';
import { readStored } from '../lib/storage';
import { applyTheme, initialTheme, THEME_STORAGE_KEY } from '../lib/theme';
import { FIRST_PAINT_DATA_ID, ROOT_ID, type FirstPaint, type FirstPaintData } from './contract';
import { startWhenPainted } from './appStart';
import { keepEarlyTaps } from './earlyTaps';
import { fetchAppCode, showFragment } from './pageResources';

function readData(): FirstPaintData | null {
  try {
    return JSON.parse(
      document.getElementById(FIRST_PAINT_DATA_ID)?.textContent ?? '',
    ) as FirstPaintData;
  } catch {
    return null;
  }
}

export function startFirstPaint(): FirstPaint {
  // The page's HTML first: nothing paints before it arrives.
  const routeKey = routeKeyForPath(pathFromHash(window.location.hash));
  const language = detectLanguage(readLanguageSources());
  const data = readData();
  const page = data?.pages[routeKey];
  const fragment = page?.fragments[language];
  const pageShown = fragment
    ? showFragment(fragment, ROOT_ID, routeKey, language)
    : Promise.resolve(false);

  const html = document.documentElement;
  html.lang = language;
  applyTheme(initialTheme(readStored(THEME_STORAGE_KEY)), html);
  if (hasConsent(readStored(CONSENT_STORAGE_KEY))) html.classList.add(CONSENT_GIVEN_CLASS);
  if (data && page) {
    startWhenPainted(pageShown, ROOT_ID, () => fetchAppCode(data, page, language));
  }
  return { routeKey, language, pageShown, handOver: keepEarlyTaps(document, ROOT_ID) };
}
