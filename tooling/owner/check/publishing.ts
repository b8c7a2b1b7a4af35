/**
 * What the policies need that only the owner can know, asked for by
 * `npm run owner:check` before the site is published: how long the host keeps
 * its logs, whether it is certified under the Data Privacy Framework of the
 * owner's regime and whether it serves the site as the owner's processor,
 * the month the owner last updated the policies,
 * the privacy policies of the image services the owner chose, as the owner checked them,
 * the share of retail accounts losing money on CFDs when the platform offers
 * them (what the owner's country asks: countryAsks.ts). The build works without
 * them (the template's words stand in); publishing waits for them.
 */
import {
  IMAGE_SERVICE_POLICIES,
  IMAGE_SERVICES,
  type ImageServiceKind,
} from '../../../src/lib/imageHosts.ts';
import { policyLaw } from '../law/lawForCountry.ts';
import type { Regime } from '../../../src/lib/policyLaw.ts';
import type { OwnerFolder } from '../files/ownerFile.ts';
import { ownerModel } from '../read/model.ts';
import { legalTextsIn, type Owner } from '../files/index.ts';
import { siteLanguages } from '../files/site.ts';
import { unapprovedUkPromotion } from '../files/trading.ts';

/**
 * What `npm run owner:check` says when it passes: only what it compared
 * (leftovers.ts: the sample's values, images and content), not that the
 * folder holds nothing else of the sample.
 */
export function ownerCheckPassed(folderName: string): string {
  return `Owner check passed: ${folderName}/ holds nothing the check compares with the sample owner (names, email, links, postcodes and images by value; texts by their words; testimonials, employers and studies, projects, courses and trading figures), and the policies have the facts they ask you for.`;
}

/** The Data Privacy Framework a host in the United States joins for each regime's transfers. */
const PRIVACY_FRAMEWORKS: Readonly<Record<Regime, string>> = {
  eu: 'the EU–US Data Privacy Framework',
  uk: 'the UK Extension to the EU–US Data Privacy Framework',
  ch: 'the Swiss–US Data Privacy Framework',
};

const DPF_LIST = 'https://www.dataprivacyframework.gov/list';

export function missingForPublishing(owner: Owner, folder: OwnerFolder): string[] {
  const file = (name: string) => `${folder.name}/${name}.json`;
  const { hosting, imageServicePolicies } = owner.legal;
  // What the policies quote, as they read it: legal.json's texts in the site's first language.
  const [{ code: language = 'en' } = {}] = siteLanguages(owner.site);
  const texts = legalTextsIn(owner, language);
  const missing: string[] = [];
  if (texts.hosting.logRetention === undefined) {
    const { company, service } = hosting;
    missing.push(
      `${file('legal')}: field "hosting.logRetention": how long ${company} keeps the server logs of your visitors' requests, which the privacy policy quotes. Look in ${company}'s privacy statement and the documentation of ${service}, and write the period they state in each language of the site (for a host that said "logs are deleted after 30 days": { "en": "30 days" }); if they state none, say so: { "en": "${company} states no fixed period" } (docs/owner-content.md, "The policies")`,
    );
  }
  if (!owner.legal.policiesUpdated) {
    missing.push(
      `${file('legal')}: field "policiesUpdated": the month you last changed your privacy and cookie policies, or read them through and found them still true, as "YYYY-MM" (e.g. "policiesUpdated": "2026-03"); both policies end with it ("Last updated: March 2026"), until then with the template's month, ${texts.policiesUpdated}`,
    );
  }
  if (hosting.dataPrivacyFramework === undefined) {
    const { regime } = policyLaw(owner.profile.location.countryCode);
    missing.push(
      `${file('legal')}: field "hosting.dataPrivacyFramework": whether ${hosting.company} is certified under ${PRIVACY_FRAMEWORKS[regime]}, the one for your country's transfers, true or false (look it up at ${DPF_LIST}: a participant's entry names each framework it has joined); the privacy policy says so when it is`,
    );
  }
  if (hosting.processorAgreement === undefined) {
    missing.push(
      `${file('legal')}: field "hosting.processorAgreement": whether you have a data processing agreement with ${hosting.company} (art. 28(3) GDPR), under which it serves your site for you as your processor, true or false (for GitHub Pages: GitHub's Data Protection Agreement is part of the GitHub Customer Agreement of its paid plans, so on a free personal account you have none: false). With one, the privacy policy says ${hosting.company} processes your visitors' data for you abroad and names the safeguard; without one, that it answers their requests as an independent controller (docs/owner-content.md, "The policies")`,
    );
  }
  const policy = (service: ImageServiceKind, what: string) => {
    const host = new URL(IMAGE_SERVICES[service].origin).host;
    return `${file('legal')}: field "imageServicePolicies.${service}": the address of the privacy policy of ${host}, the ${what} service your visitors' browsers contact (site.json "imageServices"); your privacy policy links it. Open ${IMAGE_SERVICE_POLICIES[service]} (where the template last found it) and check that it is still the privacy policy of whoever runs ${host}, and that it says what they do with the IP address and other data of each request. If so, copy its address here: "imageServicePolicies": { "${service}": "https://…" }; if it is gone or no longer covers ${host}, look for the current one on the service's own site`;
  };
  // Only a service the site loads from: chosen, and with its pictures (flags need a picker).
  const { imageServices } = ownerModel(owner);
  if (imageServices.flags && !imageServicePolicies?.flags) missing.push(policy('flags', 'flag'));
  if (imageServices.avatars && !imageServicePolicies?.avatars)
    missing.push(policy('avatars', 'avatar'));
  missing.push(...tradingMissing(owner, file('trading')));
  return missing;
}

/** What the trading page needs before publishing: the CFD figure and its day, and in the UK an approved promotion. */
function tradingMissing(owner: Owner, file: string): string[] {
  const { trading } = owner;
  if (!trading) return [];
  const missing: string[] = [];
  if (trading.offersCfds && trading.cfdRetailLossPercent === undefined) {
    missing.push(
      `${file}: field "cfdRetailLossPercent": the share of retail investor accounts that lose money trading CFDs with the platform, as it publishes it (EU rules require it beside a CFD provider's link)`,
    );
  }
  if (trading.offersCfds && trading.cfdRetailLossAsOf === undefined) {
    missing.push(
      `${file}: field "cfdRetailLossAsOf": the day the platform published that share, "YYYY-MM-DD" (providers work it out again every three months; owner:check then reminds you to copy the new one)`,
    );
  }
  if (unapprovedUkPromotion(owner)) {
    missing.push(
      `${file}: field "fcaApprovedPromotion": in the United Kingdom a sign-up link that may reward you, to a platform offering CFDs, is a financial promotion, which only a person the FCA authorises may make or approve (s.21 FSMA 2000). Until one (normally the platform) has approved this page and you set "fcaApprovedPromotion": true, the page leaves out the sign-up link and the sentence about the reward; if the link earns you nothing, set "referral": false (docs/owner-content.md, "The trading page")`,
    );
  }
  return missing;
}

/** The ISO day `months` calendar months after `day`, kept in its month ('2025-11-30' + 3 → '2026-02-28'). */
function monthsAfter(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, last));
  return first.toISOString().slice(0, 10);
}

/** How long a CFD provider's loss share holds: it works it out again every three months (ESMA, Annex II). */
const CFD_FIGURE_MONTHS = 3;

/**
 * What `npm run owner:check` reminds the owner of without refusing to publish, on `today`:
 * a CFD loss share published more than three months before.
 */
export function publishingReminders(owner: Owner, folder: OwnerFolder, today: Date): string[] {
  return [...cfdFigureReminder(owner, folder, today), ...detectedLanguageReminder(owner, folder)];
}

function cfdFigureReminder(owner: Owner, folder: OwnerFolder, today: Date): string[] {
  const asOf = owner.trading?.offersCfds ? owner.trading.cfdRetailLossAsOf : undefined;
  if (asOf === undefined) return [];
  const due = monthsAfter(asOf, CFD_FIGURE_MONTHS);
  if (today.toISOString().slice(0, 10) <= due) return [];
  return [
    `${folder.name}/trading.json: fields "cfdRetailLossPercent" and "cfdRetailLossAsOf": the platform published its share of retail accounts losing money on CFDs on ${asOf}, more than ${CFD_FIGURE_MONTHS} months ago; providers work it out again every ${CFD_FIGURE_MONTHS} months: copy the current figure and its day from the platform's site`,
  ];
}

/** The cookie rule that asks consent for what is not strictly necessary, per regime (none in Switzerland's). */
const CONSENT_RULES: Partial<Record<Regime, string>> = {
  eu: 'art. 5(3) of the ePrivacy Directive, as your country enacts it',
  uk: 'regulation 6 of PECR',
};

/**
 * The spec's caching of the detected language, kept by an owner where storing what the visitor
 * never chose needs their consent: the policies say so truthfully, but the site stores it before
 * any consent. A choice the owner may keep (the spec's site makes it), so a reminder, not a refusal.
 */
function detectedLanguageReminder(owner: Owner, folder: OwnerFolder): string[] {
  const rule = CONSENT_RULES[policyLaw(owner.profile.location.countryCode).regime];
  if (!rule || ownerModel(owner).languageMemory !== 'detected') return [];
  return [
    `${folder.name}/site.json: field "storeDetectedLanguage": your site stores the language it detected on a visitor's first visit, before they choose anything; under ${rule} storing what the visitor did not ask for needs their consent, which the site does not ask. Your policies say what it does, but unless a lawyer tells you otherwise, remove the field: the site then stores a language only when the visitor picks one (docs/owner-content.md, "The policies")`,
  ];
}
