/**
 * What the legal texts interpolate, from the owner's facts, the law their policies cite and the
 * legal namespace's own words: one function for the policy pages (useLegalText) and the checks
 * that fill every template sentence with awkward values (tooling/checks/content/sentences/).
 *
 * {{ownerName}}, {{email}}, {{postalAddress}}, {{siteUrl}}, {{hostingService}},
 * {{hostingCompany}}, {{hostingBasedIn}} (legal.json's text `hosting.basedIn`) and
 * {{hostingLogRetention}} (its `hosting.logRetention`, else the legal namespace's
 * `hosting_log_retention`: the template's words for "as the host's policy sets it") and
 * {{languageCodes}} (the site's language codes as alternatives, each quoted as the language quotes
 * a stored value, '“en” or “it”': bare, « en o es » reads as two Spanish words) and
 * {{policiesUpdated}} (the texts' `policiesUpdated`: the month the owner last updated the
 * policies, in the language's words, 'March 2026'). The law
 * the policies cite, in the language's words (src/lib/citation.ts) and the national law's form
 * where the country has one: {{authority}}, {{cookieRule}},
 * {{cookieExemption}} (its provision exempting what is strictly necessary, else the rule),
 * {{nationalLaw}}, and the regime's names from the legal namespace's `regimes`: {{gdpr}}
 * ('GDPR', 'UK GDPR'), {{gdprName}} (its full name) and {{outsideArea}} ('outside the European
 * Economic Area'). {{noticeButton}} is the cookie notice's button as it reads (common's
 * `cookie_banner.accept`), so the policy names the button the visitor sees.
 */
import { languageOf, type Served } from './fallbackLanguage.ts';
import { listText } from './listText.ts';
import type { LegalTranslate } from './citation.ts';
import { authorityName, citationsIn, type PolicyLaw } from './policyLaw.ts';

/**
 * What the legal texts name of the owner, each under its name in the owner's file: profile.json's
 * `name`, `email` and `siteUrl`, legal.json's `postalAddress` and `hosting`. The texts' own
 * placeholders keep theirs ({{ownerName}}, {{hostingService}}): an owner's strings use them.
 */
export interface LegalIdentity {
  name: string;
  email: string;
  siteUrl: string;
  postalAddress: string;
  hosting: { service: string; company: string };
}

export type { LegalTranslate } from './citation.ts';

/**
 * What the policies quote of legal.json's texts in the language read, under their paths in the
 * file (the legal module's texts, `legalTexts(language)`): the host's, and beside them the month
 * the policies were last updated in the language's words.
 */
export interface PolicyTexts {
  /** Each marked where not yet translated (fallbackLanguage.ts). */
  hosting: Served<{ basedIn: string; logRetention?: string | undefined }>;
  policiesUpdated: string;
}

export interface LegalValueSources {
  translate: LegalTranslate;
  identity: LegalIdentity;
  texts: PolicyTexts;
  /** The site's language codes, as the policies name what the site stores. */
  languages: readonly string[];
  /** The law the policies cite for the owner. */
  law: PolicyLaw;
  /** The language the text is read in, which names a multilingual country's authority. */
  language: string;
}

export type LegalTextValues = Readonly<Record<string, string>>;

/** Every value a legal text may interpolate; only these facts, whatever else the identity holds. */
export function legalTextValues({
  translate,
  identity,
  texts,
  languages,
  law,
  language,
}: LegalValueSources): LegalTextValues {
  const { name, email, postalAddress, siteUrl, hosting } = identity;
  const hostingCompany = hosting.company;
  const { nationalLaw, cookieRule, cookieExemption } = citationsIn(law, language, translate);
  return {
    ownerName: name,
    email,
    postalAddress,
    siteUrl,
    hostingService: hosting.service,
    hostingCompany,
    hostingBasedIn: texts.hosting.basedIn,
    hostingLogRetention:
      texts.hosting.logRetention ?? translate('hosting_log_retention', { hostingCompany }),
    languageCodes: listText(
      languages.map((code) => translate('language_code', { code })),
      translate('list_or'),
      language,
    ),
    policiesUpdated: texts.policiesUpdated,
    authority: authorityName(law.authority, language),
    cookieRule,
    cookieExemption,
    noticeButton: translate('cookie_banner.accept', { ns: 'common' }),
    nationalLaw,
    gdpr: translate(`regimes.${law.regime}.short`),
    gdprName: translate(`regimes.${law.regime}.name`),
    outsideArea: translate(`regimes.${law.regime}.outside`),
  };
}

/**
 * The values legal.json's texts give that are in another language than the page's (the owner
 * has not translated them yet), by placeholder, with that language: the policy holds each in a
 * `<span lang>` (useLegalText).
 */
export function legalValueLanguages({ hosting }: PolicyTexts): Readonly<Record<string, string>> {
  const languages = {
    hostingBasedIn: languageOf(hosting, 'basedIn').lang,
    // Without the owner's text, the template's words in the page's language.
    hostingLogRetention:
      hosting.logRetention === undefined ? undefined : languageOf(hosting, 'logRetention').lang,
  };
  return Object.fromEntries(
    Object.entries(languages).flatMap(([name, language]) => (language ? [[name, language]] : [])),
  );
}
