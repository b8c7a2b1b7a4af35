/**
 * What `npm run owner:check` asks of the owner's country, which the template's
 * data (src/lib/countryRules.ts) cannot answer: the authority where it depends
 * on more than the country (Germany's Länder), a cookie rule it has no verified
 * citation for, every rule of a country it does not know, a Swiss owner's own
 * articles (the FADP is not the GDPR), and the legal notice's facts where the
 * country makes the notice a duty. The build works meanwhile (stand-ins).
 */
import { countryRules } from '../../src/lib/countryRules.ts';
import { flattenKeys } from '../lib/translationKeys.ts';
import type { OwnerFolder } from './load.ts';
import { ownerChoices } from './model.ts';
import type { Owner } from './files/index.ts';
import { OWNER_LOCALES, templateBase, type Strings } from './strings.ts';

const DOCS = '(docs/owner-content.md, "The policies")';

/** Why the template cannot name a known country's authority. */
const AUTHORITY_REASONS: Readonly<Record<string, string>> = {
  DE: 'in Germany each Land supervises the businesses and professionals established there (the federal BfDI does not)',
};

const AUTHORITY_EXAMPLE =
  '{ "name": "Bayerisches Landesamt für Datenschutzaufsicht", "url": "https://www.lda.bayern.de/" }';

/** The template's policy strings that cite the regime ({{gdpr}}, {{gdprName}}), by key. */
function keysCitingTheRegime(template: Strings, language: string): string[] {
  const legal = templateBase(template, language).legal ?? {};
  return [...flattenKeys(legal)].flatMap(([key, text]) =>
    typeof text === 'string' && /\{\{gdpr(?:Name)?\}\}/.test(text) && !key.startsWith('regimes.')
      ? [key]
      : [],
  );
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
    for (const { code } of ownerChoices(owner).languages) {
      const own = flattenKeys(owner.strings[code]?.legal);
      const missing = keysCitingTheRegime(template, code).filter((key) => !own.has(key));
      if (missing.length === 0) continue;
      asks.push(
        `${folder.name}/${OWNER_LOCALES}/${code}/legal.json: ${missing.length} policy string(s) cite the GDPR's articles, and Switzerland's FADP has its own (${missing.join(', ')}): write each under the FADP in "${code}", and have a lawyer read the policies ${DOCS}`,
      );
    }
  }
  return asks;
}

function legalNoticeAsks(owner: Owner, file: string): string[] {
  const country = owner.profile.location.countryCode;
  const rule = countryRules(country)?.legalNoticeRule;
  if (!rule) return [];
  const notice = owner.legal.legalNotice;
  const austria = country === 'AT';
  const where = '(docs/owner-content.md, "The legal notice")';
  if (!notice) {
    return [
      `${file}: field "legalNotice": a professional's website in ${country} owes a legal notice (${rule}); the site shows one with your name, postal address and email. Add what else it needs: { "phone": "…"${austria ? ', "activity": { "de": "…" }' : ''} }, and, where they apply to you, "vatId", "register", "licensingAuthority" and "profession" ${where}`,
    ];
  }
  return [
    ...(notice.phone
      ? []
      : [
          `${file}: field "legalNotice.phone": a telephone number: the legal notice (${rule}) needs a fast, direct way to reach you besides email ${where}`,
        ]),
    ...(austria && !notice.activity
      ? [
          `${file}: field "legalNotice.activity": what your business does, in each language of the site (the Offenlegung's Unternehmensgegenstand, § 25 MedienG) ${where}`,
        ]
      : []),
  ];
}

/** Every ask about the owner's country, in the order the owner would answer them. */
export function missingForCountry(owner: Owner, folder: OwnerFolder, template: Strings): string[] {
  const file = `${folder.name}/legal.json`;
  return [...lawAsks(owner, file, template, folder), ...legalNoticeAsks(owner, file)];
}
