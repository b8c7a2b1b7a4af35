import { TEMPLATE_LANGUAGES, type LanguageInfo } from '../../../src/lib/language';
import { OPTIONAL_SECTIONS } from '../../../src/lib/routes';
import { siteModel, type SiteModel } from '../../../src/lib/siteModel';

/** A language of no template, for tests that grow a site: its code stands for everything. */
export const languageNamed = (code: string): LanguageInfo =>
  TEMPLATE_LANGUAGES.find((language) => language.code === code) ?? {
    code,
    name: code,
    locale: `${code}_XX`,
    flagCountry: code,
  };

/** The template's whole site: every language it ships strings for, every page. */
export function templateSite(codes?: readonly string[]): SiteModel {
  const languages = codes ? codes.map(languageNamed) : TEMPLATE_LANGUAGES;
  return siteModel({ languages, sections: OPTIONAL_SECTIONS });
}
