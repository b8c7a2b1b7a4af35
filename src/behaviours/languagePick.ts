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
