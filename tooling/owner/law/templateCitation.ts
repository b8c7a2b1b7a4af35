/**
 * A rule cited in the template's own words for a language (its legal.json `citation`), by the
 * one function the pages use (src/lib/citation.ts): owner:check's messages cite in English, as
 * every owner-facing message of the checks is written; the tests read every language.
 */
import i18next, { type TFunction } from 'i18next';
import de from '../../../src/locales/de/legal.json';
import en from '../../../src/locales/en/legal.json';
import es from '../../../src/locales/es/legal.json';
import fr from '../../../src/locales/fr/legal.json';
import it from '../../../src/locales/it/legal.json';
import { citationsText, type LegalTranslate } from '../../../src/lib/citation.ts';
import type { CitedRule } from '../../../src/lib/citation.ts';

const TEMPLATE_LEGAL: Readonly<Record<string, object>> = { de, en, es, fr, it };

const translators = new Map<string, TFunction>();

/** The legal namespace of the template's strings in a language, as i18next reads it. */
export function templateLegalTranslate(language: string): LegalTranslate {
  let t = translators.get(language);
  if (!t) {
    const legal = TEMPLATE_LEGAL[language];
    if (!legal) throw new Error(`the template has no legal strings in ${language}`);
    const instance = i18next.createInstance();
    void instance.init({
      initAsync: false,
      lng: language,
      resources: { [language]: { legal } },
      defaultNS: 'legal',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    t = instance.t.bind(instance);
    translators.set(language, t);
  }
  const bound = t;
  return (key, options) => bound(key, options);
}

/** One rule or several, cited in a template language ("§ 5 ECG, § 25 MedienG" in German). */
export function citedIn(rules: CitedRule | readonly CitedRule[], language: string): string {
  const list: readonly CitedRule[] = Array.isArray(rules) ? rules : [rules as CitedRule];
  return citationsText(list, language, templateLegalTranslate(language));
}

/** As owner:check's messages cite a rule: in English. */
export const citedInEnglish = (rules: CitedRule | readonly CitedRule[]): string =>
  citedIn(rules, 'en');
