import type { Resource } from 'i18next';
import { allStrings } from 'virtual:owner/all-strings';

/**
 * Every namespace of every language of the site at once: the build's pages
 * (index.ts), the CV, the unit tests.
 */
export function allTranslations(): Resource {
  return allStrings;
}
