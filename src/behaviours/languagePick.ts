/**
 * A language picked in the language menu is kept in the visitor's browser as
 * the link is followed, from the first paint: a visitor who picks a language
 * gets it again on the next visit. Only a pick is kept by default
 * (src/i18n/detector.ts): in path mode the link opens another document, whose
 * address alone (/it/…) could as well come from a search engine.
 */
import { rememberLanguage } from '../lib/languageSources';
import { LANGUAGE_PICK_ATTRIBUTE } from './contract';

/** Keeps the language of the language-menu link under `target`, if any; the link is followed as usual. */
export function handleLanguagePick(target: Element): void {
  const language = target
    .closest(`[${LANGUAGE_PICK_ATTRIBUTE}]`)
    ?.getAttribute(LANGUAGE_PICK_ATTRIBUTE);
  if (language) rememberLanguage(language);
}

/**
 * Points each language link in `root` at this address in its language: the
 * build writes the not-found page's for a path of its own, not the one the
 * visitor asked for.
 */
export function pointLanguageLinks(root: ParentNode, hrefIn: (language: string) => string): void {
  for (const link of root.querySelectorAll(`a[${LANGUAGE_PICK_ATTRIBUTE}]`)) {
    const href = hrefIn(link.getAttribute(LANGUAGE_PICK_ATTRIBUTE) ?? '');
    if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  }
}
