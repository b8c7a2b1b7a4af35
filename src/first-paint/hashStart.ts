/**
 * Hash mode's start: the page's HTML fetched into the empty root. Only hash
 * mode's document carries it (prePaintHash.ts).
 */
import { detectLanguage, type Language } from '../lib/language';
import { readAddressAndBrowserLanguages, readLanguageSources } from '../lib/languageSources';
import { ROOT_ID } from './documentContract';
import type { PageStarter } from './firstPaint';
import { pageAsked, takeLanguageQuery } from './navigation';
import { keepOrRequestFragment, requestFragment, showFragment } from './pageResources';

/**
 * Hash mode: the page's HTML is asked for at once, in the language the address
 * and the browser name; the cookie and storage are read in the next task, and
 * a stored choice that differs asks again.
 */
export const startHashPage: PageStarter = ({ shape, routeKey, base, fragments, memory }) => {
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
  // `?lng=` has spoken once the page is shown (navigation.ts).
  const afterShown = () =>
    takeLanguageQuery(pageAsked({ shape, mode: 'hash', base }, window.location).named, memory);
  return { language, shown, afterShown };
};
