import type { Resource } from 'i18next';
import { allStrings } from 'virtual:owner/all-strings';

/**
 * Every namespace of every language of the site at once: the build's pages
 * (index.ts), the unit tests (the CV reads the build's context).
 */
export function allTranslations(): Resource {
  return allStrings;
}
