/**
 * legal.json's facts as the site reads them (`virtual:owner/legal`,
 * tooling/owner/files/legal.ts), each field under its name in the file: the
 * controller's `postalAddress`, the `hosting`, the `imageServicePolicies`; and
 * what follows from them and profile.json's country: the law the policies cite
 * (src/lib/policyLaw.ts), the month they were last updated ('2026-03'; in
 * words, the texts' `policiesUpdated`), and the legal notice's facts, null
 * when the site has no legal notice.
 */
import { texts } from 'virtual:owner/legal';
import type { Language } from '../lib/language';
import type { Citation } from '../lib/citation';
import type { LegalFacts } from './ownerFacts';
import { textsIn } from './texts';

export {
  hosting,
  imageServicePolicies,
  law,
  legalNotice,
  policiesUpdated,
  postalAddress,
} from 'virtual:owner/legal';

/**
 * legal.json's texts in a language: the host's, which the policies interpolate with the month
 * they were last updated in words (`policiesUpdated`), and the legal notice's profession and
 * activity.
 */
export const legalTexts = (language: Language) => textsIn(texts, language);

/**
 * Who serves the site and keeps its logs, as the privacy policy names them (legal.json's
 * `hosting`): a certification or an agreement the owner has not stated yet is none (false).
 */
export type Hosting = Required<
  Pick<LegalFacts['hosting'], 'service' | 'company' | 'dataPrivacyFramework' | 'processorAgreement'>
>;

type OwnersNotice = NonNullable<LegalFacts['legalNotice']>;

/**
 * What the legal notice prints: the owner's facts its law asks for (legal.json's `legalNotice`;
 * a number given as false is one the owner does not have, and gets no row), the rule it follows
 * (§ 5 DDG, which its intro cites in the page's words; null when given on request), the VAT number at the foot of
 * every page too (Italy: on the home page, art. 35 d.P.R. 633/1972), and who hosts the site
 * (France, LCEN): `hosting`'s company, address, country code and telephone, under their names
 * there (the page prints the country as the texts name it in its language: `hosting.country`).
 */
export type LegalNoticeFacts = {
  [Fact in keyof OwnersNotice]?: Exclude<OwnersNotice[Fact], false>;
} & {
  rule: readonly Citation[] | null;
  vatIdInFooter?: true;
  host?: Pick<LegalFacts['hosting'], 'company' | 'address' | 'countryCode' | 'phone'>;
};
