import type { Resource } from 'i18next';
import { allStrings } from 'virtual:owner/all-strings';

/**
 * Every namespace of every language of the site at once, for what renders
 * outside the browser in one go (the unit tests; the CV reads the build's context). The
 * site itself loads one page's strings at a time (index.ts).
 */
export function allTranslations(): Resource {
  return allStrings;
}
