import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, normalizeLanguage, type Language } from '../lib/language';

/** The language the page is shown in. */
export function useCurrentLanguage(): Language {
  const { i18n } = useTranslation();
  return normalizeLanguage(i18n.resolvedLanguage) ?? FALLBACK_LANGUAGE;
}
