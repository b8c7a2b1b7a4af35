import { useTranslation } from 'react-i18next';
import type { Language } from '../lib/language';

/**
 * The language the page is shown in. i18next resolves only to one of the
 * site's languages (its `supportedLngs`, the site's first language first).
 */
export function useCurrentLanguage(): Language {
  const { i18n } = useTranslation();
  const languages = i18n.options.supportedLngs || [];
  return i18n.resolvedLanguage ?? languages[0] ?? '';
}
