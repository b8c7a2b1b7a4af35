import { allTranslations } from '../i18n/allTranslations';
import type templateLegal from '../locales/en/legal.json';

/** A namespace of the site's strings in a language, as the site loads them (the owner's merged in). */
export function loadedNamespace(language: string, namespace: string): unknown {
  return allTranslations()[language]?.[namespace];
}

/** The site's legal texts in a language, shaped as the template writes them. */
export const legalStrings = (language: string) =>
  loadedNamespace(language, 'legal') as typeof templateLegal;
