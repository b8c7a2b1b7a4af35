/**
 * What site.json needs of a language the template has no strings for, guessed
 * from its code the way a person would fill it in: its name in itself, a
 * locale for link previews and a flag. The owner's country decides the region
 * when it is that country's main language (Portuguese for an owner in
 * Portugal: pt_PT, flag pt), else the language's most likely region. Node's ICU knows these; the guess is
 * written into site.json, where the owner can change it.
 */
import { TEMPLATE_LANGUAGES, type LanguageInfo } from '../../../src/lib/language.ts';
import { LANGUAGE_CODE } from '../files/fields.ts';

export const isTemplateLanguage = (code: string): boolean =>
  TEMPLATE_LANGUAGES.some((language) => language.code === code);

/** A language code a person can use, e.g. "de", "pt", "fil"; null when it is not one. */
export function languageCode(text: string): string | null {
  const code = text.trim().toLowerCase();
  if (!LANGUAGE_CODE.test(code)) return null;
  try {
    return new Intl.DisplayNames([code], { type: 'language', fallback: 'none' }).of(code)
      ? code
      : null;
  } catch {
    return null;
  }
}

/** site.json's entry for a language: its code alone when the template speaks it, else written out. */
export function languageEntry(code: string, countryCode?: string): string | LanguageInfo {
  if (isTemplateLanguage(code)) return code;
  const country = countryCode?.trim().toUpperCase() ?? '';
  // The owner's country where this is its main language (German in Austria), else the language's own.
  const ownersLanguage = /^[A-Z]{2}$/.test(country)
    ? new Intl.Locale(`und-${country}`).maximize().language
    : undefined;
  const region =
    (ownersLanguage === code ? country : new Intl.Locale(code).maximize().region) ?? 'US';
  const own = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return {
    code,
    name: own.charAt(0).toLocaleUpperCase(code) + own.slice(1),
    locale: `${code}_${region}`,
    flagCountry: region.toLowerCase(),
  };
}
