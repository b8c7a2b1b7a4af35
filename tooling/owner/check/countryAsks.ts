/**
 * What `npm run owner:check` asks of the owner's country, which the template's
 * data (tooling/owner/law/countryRules.ts) cannot answer: the authority where it depends
 * on more than the country (Germany's Länder), a cookie rule it has no verified
 * citation for, every rule of a country it does not know, a Swiss owner's own
 * version of each policy text that still cites the GDPR (the FADP is not the
 * GDPR), a full postal address (no PO box where
 * a legal notice prints it), whether the site is part of an economic activity
 * and the legal notice's facts where the country's law tells them apart and
 * names them. The build works meanwhile (stand-ins).
 */
import { countryRules } from '../law/countryRules.ts';
import { keyShown, keyWrittenFor, type Conditions } from '../../../src/lib/legalConditions.ts';
import { legalNoticeLaw, noticeRule } from '../law/lawForCountry.ts';
import type { LegalNoticeLaw, NoticeFact, NoticeRule } from '../../../src/lib/policyLaw.ts';
import { flattenKeys } from '../../lib/translationKeys.ts';
import type { OwnerFolder } from '../files/ownerFile.ts';
import { ownerChoices, ownerPolicyConditions } from '../read/model.ts';
import type { Owner } from '../files/index.ts';
import { GITHUB_PAGES_HOST } from '../files/legal.ts';
import { citedInEnglish } from '../law/templateCitation.ts';
import { addressGaps, isPoBox } from './postalAddress.ts';
import { OWNER_LOCALES, templateBase } from '../read/strings.ts';
import { type Strings } from '../../lib/textTree.ts';

const DOCS = '(docs/owner-content.md, "The policies")';

/** Why the template cannot name a known country's authority. */
const AUTHORITY_REASONS: Readonly<Record<string, string>> = {
  DE: 'in Germany each Land supervises the businesses and professionals established there (the federal BfDI does not)',
};

const AUTHORITY_EXAMPLE =
  '{ "name": "Bayerisches Landesamt für Datenschutzaufsicht", "url": "https://www.lda.bayern.de/" }';

/**
 * What in a policy text is the GDPR's, not Switzerland's, in the template's languages:
 * an article number, with {{gdpr}} or without (the rights list's "(Article 15)"); the
 * GDPR by name; consent as a condition (art. 45c FMG asks only information and a right
 * to refuse); a complaint to an authority (the FDPIC receives reports, art. 49 FADP).
 */
const GDPR_MARKS: readonly RegExp[] = [
  /(?<!\p{L})(?:art(?:icles?|ikel|ículos?|icol[oi]|t)?\.?)\s*(?:da\s+)?\d/iu,
  /(?<!\p{L})(?:GDPR|DSGVO|RGPD)(?!\p{L})|2016\/679/u,
  /\b(?:your|prior) consent\b|\b(?:tuo|previo) consenso\b|\bIhre[rn]? (?:vorherigen )?Einwilligung\b|\bvotre consentement\b|\btu consentimiento\b/iu,
  /\bcomplaint\b|\breclamo\b|\bBeschwerde\b|(?<!\p{L})réclamation\b|\breclamación\s+ante\b/iu,
];

/**
 * The regime by its placeholder: where nouns have a gender, the words around it agree
 * with the GDPR ("der DSGVO", "le RGPD", "il GDPR"), not with the FADP ("des DSG", "la
 * LPD"); in English "the FADP" reads right.
 */
const REGIME_PLACEHOLDER = /\{\{gdpr(?:Name)?\}\}/;
const GENDERLESS_LANGUAGES: readonly string[] = ['en'];

/**
 * The template's policy texts in a language that are not written for Switzerland and
 * still speak the GDPR, read once per template and language: the marks are read again
 * for no site (a test asks for every combination of conditions).
 */
const gdprTextsRead = new WeakMap<Strings, Map<string, readonly string[]>>();

function keysSpeakingTheGdpr(template: Strings, language: string): readonly string[] {
  const byLanguage = gdprTextsRead.get(template) ?? new Map<string, readonly string[]>();
  gdprTextsRead.set(template, byLanguage);
  const known = byLanguage.get(language);
  if (known) return known;
  const legal = templateBase(template, language).legal ?? {};
  const marks = GENDERLESS_LANGUAGES.includes(language)
    ? GDPR_MARKS
    : [...GDPR_MARKS, REGIME_PLACEHOLDER];
  const keys = [...flattenKeys(legal)].flatMap(([key, text]) =>
    typeof text === 'string' &&
    !key.startsWith('regimes.') &&
    !keyWrittenFor(key, 'ch') &&
    marks.some((mark) => mark.test(text))
      ? [key]
      : [],
  );
  byLanguage.set(language, keys);
  return keys;
}

/**
 * The keys of the template's policy texts a Swiss owner must write in a language: every
 * one these conditions show (the owner's site, under the Swiss regime) that is not
 * written for Switzerland (a `@ch` variant) and still speaks the GDPR (GDPR_MARKS, and
 * REGIME_PLACEHOLDER where its grammar is the GDPR's); under 'every' condition, each
 * such key of any site (the sentence check leaves them out of a Swiss owner's policies).
 */
export function keysCitingTheGdpr(
  template: Strings,
  language: string,
  conditions: Conditions,
): string[] {
  return keysSpeakingTheGdpr(template, language).filter((key) => keyShown(key, conditions));
}

function lawAsks(owner: Owner, file: string, template: Strings, folder: OwnerFolder): string[] {
  const country = owner.profile.location.countryCode;
  const rules = countryRules(country);
  const { supervisoryAuthority, nationalLaw, cookieRule } = owner.legal;
  if (!rules) {
    const fields = [
      ...(supervisoryAuthority ? [] : ['"supervisoryAuthority"']),
      ...(nationalLaw ? [] : ['"nationalLaw"']),
      ...(cookieRule ? [] : ['"cookieRule"']),
    ];
    return fields.length === 0
      ? []
      : [
          `${file}: field(s) ${fields.join(', ')}: profile.json says ${country}, whose rules the template does not know (it knows the EU and EEA states, the United Kingdom and Switzerland). The policies are written under the GDPR: if it applies to you, give the data-protection authority you answer to ("supervisoryAuthority": { "name": "…", "url": "https://…" }), your national data-protection law ("nationalLaw") and your rule on cookies and storage on the visitor's device ("cookieRule"), each as the law names itself, and have a lawyer read the policies ${DOCS}`,
        ];
  }
  const asks: string[] = [];
  if (!rules.authority && !supervisoryAuthority) {
    const reason = AUTHORITY_REASONS[country] ?? `the template does not know ${country}'s`;
    asks.push(
      `${file}: field "supervisoryAuthority": the data-protection authority you answer to, which the policies name and link for complaints; ${reason}. Give its official name and homepage, e.g. ${AUTHORITY_EXAMPLE} ${DOCS}`,
    );
  }
  if (!rules.cookieRule && !cookieRule) {
    asks.push(
      `${file}: field "cookieRule": ${country}'s rule on cookies and storage on the visitor's device (where it transposes art. 5(3) of the ePrivacy Directive), cited as the law names it, e.g. "§ 25 TDDDG"; the policies cite it where they say the site's storage needs no consent. The template has no verified citation for ${country} ${DOCS}`,
    );
  }
  if (rules.regime === 'ch') {
    const conditions = ownerPolicyConditions(owner);
    for (const { code } of ownerChoices(owner).languages) {
      const own = flattenKeys(owner.strings[code]?.legal);
      const missing = keysCitingTheGdpr(template, code, conditions).filter((key) => !own.has(key));
      if (missing.length === 0) continue;
      asks.push(
        `${folder.name}/${OWNER_LOCALES}/${code}/legal.json: ${missing.length} policy string(s) your site shows still speak the GDPR (its articles, its name, consent or a complaint), and Switzerland's FADP has its own; the template writes the rest for you. Write each under the FADP in "${code}", and have a lawyer read the policies ${DOCS}: ${missing.join(', ')}`,
      );
    }
  }
  return asks;
}

const NOTICE_DOCS = '(docs/owner-content.md, "The legal notice")';

/** The facts a business's notice names and another's does not, as legalNotice's fields ("register", "vatId"). */
function businessOnlyFacts(business: NoticeRule, nonBusiness: NoticeRule): string {
  const others = new Set(nonBusiness.asks.flat());
  const facts = business.asks.flat().filter((fact) => !others.has(fact));
  return `"legalNotice": ${facts.map((fact) => `"${fact}"`).join(', ')}`;
}

/** Whether the owner runs the site as part of an economic activity, where the law tells the two apart. */
function businessActivityAsks(owner: Owner, file: string, law: LegalNoticeLaw): string[] {
  const country = owner.profile.location.countryCode;
  const { business, nonBusiness } = law;
  const { businessActivity } = owner.legal;
  if (businessActivity === undefined) {
    const consequence = !nonBusiness
      ? `In ${country} the law asks such a site for a legal notice (${citedInEnglish(business.rule)}), and the site then has one; any other, none`
      : nonBusiness.rule === business.rule
        ? `In ${country} every site has a legal notice (${citedInEnglish(business.rule)}); such a site's also names ${businessOnlyFacts(business, nonBusiness)}`
        : `In ${country} every site has a legal notice: such a site's follows ${citedInEnglish(business.rule)}, any other's ${citedInEnglish(nonBusiness.rule)}`;
    return [
      `${file}: field "businessActivity": whether you run this site as part of an economic activity, true or false: it is one if it presents services you offer (a freelancer's or a business's showcase) or earns you money (a rewarded link). ${consequence} ${NOTICE_DOCS}`,
    ];
  }
  if (!businessActivity && owner.trading?.referral) {
    return [
      `${file}: field "businessActivity": false, but trading.json's sign-up link is a referral ("referral": true) that earns you money through the site, which makes the site part of an economic activity: set "businessActivity" to true (in ${country} the legal notice then follows ${citedInEnglish(business.rule)}), or make the link an ordinary one ${NOTICE_DOCS}`,
    ];
  }
  return [];
}

/** A fact of the legal notice as the owner answered it: given, declared not theirs (false), or not yet. */
function noticeAnswer(owner: Owner, fact: NoticeFact): 'given' | 'none' | undefined {
  if (fact === 'host') {
    const { address, phone } = owner.legal.hosting;
    return address && phone ? 'given' : undefined;
  }
  const value = owner.legal.legalNotice?.[fact];
  if (value === undefined) return undefined;
  return value === false ? 'none' : 'given';
}

/** What to write for one fact the law names (a group's facts are alternatives). */
function factAsk(
  owner: Owner,
  file: string,
  law: LegalNoticeLaw,
  rule: string,
  group: readonly NoticeFact[],
): string {
  const notice = `the legal notice (${rule})`;
  const named = (fact: NoticeFact) => law.names[fact];
  const [fact] = group;
  if (group.length > 1) {
    const numbers = group.map((each) => named(each));
    return `${file}: field ${group.map((each) => `"legalNotice.${each}"`).join(' or ')}: your ${numbers.map((each) => each?.name).join(' or your ')}, either of which ${notice} names, e.g. ${numbers.map((each) => `"${each?.example}"`).join(' or ')}; false for a number you do not have ${NOTICE_DOCS}`;
  }
  switch (fact) {
    case 'phone':
      return `${file}: field "legalNotice.phone": a telephone number: ${notice} needs a fast, direct way to reach you besides email ${NOTICE_DOCS}`;
    case 'activity':
      return `${file}: field "legalNotice.activity": what your business does, in each language of the site (the Offenlegung's Unternehmensgegenstand, § 25 MedienG), e.g. { "de": "${named('activity')?.example ?? '…'}" } ${NOTICE_DOCS}`;
    case 'tradeLicence':
      return `${file}: field "legalNotice.tradeLicence": whether you hold a trade licence (Gewerbeberechtigung), a free trade such as IT services included; if so, ${notice} describes it: { "authority": "…" (the Gewerbebehörde that granted it: the Bezirkshauptmannschaft or Magistrat), "chamber": "…" (your Wirtschaftskammer and Fachgruppe), "title": "…" (the Berufsbezeichnung, the trade as your licence names it) }, and adds Austria as the State that granted it and the Gewerbeordnung with where to read it; false if you hold none ${NOTICE_DOCS}`;
    case 'host': {
      const { company, address, phone } = owner.legal.hosting;
      const fields = [
        ...(address ? [] : ['"hosting.address"']),
        ...(phone ? [] : ['"hosting.phone"']),
      ];
      return `${file}: field(s) ${fields.join(', ')}: the postal address and telephone number of ${company}, which ${notice} prints as your host's; for GitHub Pages, "address": "${GITHUB_PAGES_HOST.address}", "countryCode": "${GITHUB_PAGES_HOST.countryCode}", "phone": "${GITHUB_PAGES_HOST.phone}" (GitHub, Inc.; the notice names the country in each page's language); another host gives them in its terms or its own legal notice ${NOTICE_DOCS}`;
    }
    case 'taxId':
      return `${file}: field "legalNotice.taxId": your ${named('taxId')?.name ?? 'tax identification number'}, which ${notice} asks for, e.g. "${named('taxId')?.example ?? '…'}" (your VAT number, if you have one, goes in "vatId") ${NOTICE_DOCS}`;
    default: {
      const local = named(fact ?? 'register');
      const none =
        fact === 'register' ? 'false if you are in no register' : 'false if you have none';
      const footer =
        fact === 'vatId' && law.vatIdOnHomePage
          ? `; every page then shows it at its foot, as ${citedInEnglish(law.vatIdOnHomePage)} asks of the home page`
          : '';
      return `${file}: field "legalNotice.${fact}": your ${local?.name ?? fact}, which ${notice} names, e.g. "${local?.example ?? '…'}"; ${none}${footer} ${NOTICE_DOCS}`;
    }
  }
}

/**
 * The legal notice's facts the rule asks for, once the owner has said whether the
 * site is part of an economic activity (before that, those both rules ask: France's
 * telephone and host).
 */
function legalNoticeAsks(owner: Owner, file: string): string[] {
  const country = owner.profile.location.countryCode;
  const law = legalNoticeLaw(country);
  if (!law) return [];
  const { businessActivity } = owner.legal;
  const rule =
    businessActivity === undefined ? law.nonBusiness : noticeRule(country, businessActivity);
  const missing = (rule?.asks ?? []).filter(
    (group) =>
      !group.some((fact) => noticeAnswer(owner, fact) === 'given') &&
      !group.every((fact) => noticeAnswer(owner, fact) !== undefined),
  );
  return [
    ...businessActivityAsks(owner, file, law),
    ...missing.map((group) =>
      factAsk(owner, file, law, rule ? citedInEnglish(rule.rule) : '', group),
    ),
  ];
}

/**
 * A full postal address, which the policies always print; where the law asks
 * for a legal notice, one where the owner can be served, not a PO box.
 */
function addressAsks(owner: Owner, file: string): string[] {
  const country = owner.profile.location.countryCode;
  const { postalAddress, businessActivity } = owner.legal;
  const notice = noticeRule(country, businessActivity);
  const rule = notice && citedInEnglish(notice.rule);
  const gaps = addressGaps(postalAddress, country);
  const asks: string[] = [];
  if (gaps.length > 0) {
    asks.push(
      `${file}: field "postalAddress": "${postalAddress}" is not a full postal address: it has ${gaps.join(', ')}. Write it as post reaches you: street and house number, postcode and city, parts apart by commas; the privacy policy prints it as the controller's address${rule ? `, and the legal notice (${rule}) as yours` : ''} ${DOCS}`,
    );
  }
  if (rule && isPoBox(postalAddress)) {
    asks.push(
      `${file}: field "postalAddress": "${postalAddress}" is a PO box: the legal notice (${rule}) needs an address where you can be reached and served in person (in France your domicile): give a street address ${NOTICE_DOCS}`,
    );
  }
  return asks;
}

/** Every ask about the owner's country, in the order the owner would answer them. */
export function missingForCountry(owner: Owner, folder: OwnerFolder, template: Strings): string[] {
  const file = `${folder.name}/legal.json`;
  return [
    ...lawAsks(owner, file, template, folder),
    ...addressAsks(owner, file),
    ...legalNoticeAsks(owner, file),
  ];
}
