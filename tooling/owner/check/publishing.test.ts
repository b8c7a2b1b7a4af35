import { afterEach, describe, expect, it } from 'vitest';
import { readOwner } from '../read/load';
import { missingForPublishing, ownerCheckPassed, publishingReminders } from './publishing';
import { ownerCopy, without } from '../testing/ownerCopy';

// Every copy a test made, removed after it (a test may make several).
const removals: (() => void)[] = [];
afterEach(() => removals.splice(0).forEach((remove) => remove()));

function missingWith(edits: Parameters<typeof ownerCopy>[0]) {
  const folder = ownerCopy(edits);
  removals.push(folder.remove);
  const { owner, problems } = readOwner(folder, 2026);
  expect(problems).toEqual([]);
  if (!owner) throw new Error('the folder must load');
  return missingForPublishing(owner, folder);
}

describe('what the policies need from the owner before publishing', () => {
  it('asks for the host’s log retention and certification, the image services’ policies and the CFD share', () => {
    const missing = missingWith({
      legal: (legal) => ({
        ...legal,
        hosting: { ...(legal.hosting as object), dataPrivacyFramework: undefined },
      }),
      trading: (trading) => ({
        ...trading,
        cfdRetailLossPercent: undefined,
        cfdRetailLossAsOf: undefined,
      }),
    });
    expect(missing.map((message) => message.split(':').slice(0, 2).join(':'))).toEqual([
      'owner/legal.json: field "hosting.logRetention"',
      'owner/legal.json: field "hosting.dataPrivacyFramework"',
      'owner/legal.json: field "imageServicePolicies.flags"',
      'owner/legal.json: field "imageServicePolicies.avatars"',
      'owner/trading.json: field "cfdRetailLossPercent"',
      'owner/trading.json: field "cfdRetailLossAsOf"',
    ]);
  });

  it('asks whether the host serves the site as the owner’s processor, saying how to find out on GitHub', () => {
    const missing = missingWith({
      legal: (legal) => ({
        ...legal,
        hosting: { ...(legal.hosting as object), processorAgreement: undefined },
      }),
    });
    const ask = missing.find((message) => message.includes('"hosting.processorAgreement"'));
    expect(ask).toMatch(
      /^owner\/legal\.json: field "hosting\.processorAgreement": whether you have a data processing agreement with GitHub \(art\. 28\(3\) GDPR\)/,
    );
    expect(ask).toContain('so on a free personal account you have none: false');
  });

  it('asks about the Data Privacy Framework of the owner’s regime', () => {
    const frameworkAsk = (country: string) =>
      missingWith({
        profile: (profile) => ({
          ...profile,
          location: { city: { en: 'Somewhere' }, countryCode: country },
        }),
        legal: (legal) => ({
          ...legal,
          hosting: { ...(legal.hosting as object), dataPrivacyFramework: undefined },
        }),
      }).find((message) => message.includes('"hosting.dataPrivacyFramework"'));
    expect(frameworkAsk('IT')).toContain(
      'certified under the EU–US Data Privacy Framework, the one',
    );
    expect(frameworkAsk('GB')).toContain(
      'certified under the UK Extension to the EU–US Data Privacy Framework, the one',
    );
    expect(frameworkAsk('CH')).toContain(
      'certified under the Swiss–US Data Privacy Framework, the one',
    );
  });

  it('asks for the month the owner last updated the policies, which they show until then in the template’s', () => {
    const missing = missingWith({
      legal: (legal) => ({ ...legal, policiesUpdated: undefined }),
    });
    expect(missing).toContain(
      'owner/legal.json: field "policiesUpdated": the month you last changed your privacy and cookie policies, or read them through and found them still true, as "YYYY-MM" (e.g. "policiesUpdated": "2026-03"); both policies end with it ("Last updated: March 2026"), until then with the template\'s month, June 2025',
    );
    expect(missingWith({}).join('\n')).not.toContain('policiesUpdated');
  });

  it('says where to look for the log period, and what to write when the host states none', () => {
    expect(missingWith({})[0]).toBe(
      'owner/legal.json: field "hosting.logRetention": how long GitHub keeps the server logs of your visitors\' requests, which the privacy policy quotes. Look in GitHub\'s privacy statement and the documentation of GitHub Pages, and write the period they state in each language of the site (for a host that said "logs are deleted after 30 days": { "en": "30 days" }); if they state none, say so: { "en": "GitHub states no fixed period" } (docs/owner-content.md, "The policies")',
    );
  });

  it('says what to check in each image service’s policy before linking it', () => {
    expect(missingWith({})[1]).toBe(
      'owner/legal.json: field "imageServicePolicies.flags": the address of the privacy policy of flagcdn.com, the flag service your visitors\' browsers contact (site.json "imageServices"); your privacy policy links it. Open https://flagpedia.net/privacy-policy (where the template last found it) and check that it is still the privacy policy of whoever runs flagcdn.com, and that it says what they do with the IP address and other data of each request. If so, copy its address here: "imageServicePolicies": { "flags": "https://…" }; if it is gone or no longer covers flagcdn.com, look for the current one on the service\'s own site',
    );
    expect(missingWith({})[2]).toMatch(
      /^owner\/legal\.json: field "imageServicePolicies\.avatars": the address of the privacy policy of api\.dicebear\.com, the avatar service .* Open https:\/\/www\.iubenda\.com\/privacy-policy\/57216581 /,
    );
  });

  it('asks nothing once given, and nothing a section the site leaves out would need', () => {
    const missing = missingWith({
      legal: (legal) => ({
        ...legal,
        hosting: {
          ...(legal.hosting as object),
          logRetention: { en: 'GitHub states no fixed period' },
        },
        imageServicePolicies: { flags: 'https://flags.example.org/privacy' },
      }),
      testimonials: () => null,
      trading: (trading) => ({
        ...trading,
        offersCfds: false,
        cfdRetailLossPercent: undefined,
        cfdRetailLossAsOf: undefined,
      }),
    });
    expect(missing).toEqual([]);
  });

  it('claims, once passed, only what the check compared', () => {
    expect(ownerCheckPassed('owner')).toBe(
      'Owner check passed: owner/ holds nothing the check compares with the sample owner (names, email, links, postcodes and images by value; texts by their words; testimonials, employers and studies, projects, courses and trading figures), and the policies have the facts they ask you for.',
    );
  });

  it('asks for no flag service’s policy on a site in one language, which loads no flag', () => {
    const folder = ownerCopy();
    removals.push(folder.remove);
    const { owner } = readOwner(folder, 2026);
    if (!owner) throw new Error('the folder must load');
    const oneLanguage = { ...owner, site: { ...owner.site, languages: ['en'] } };
    const missing = missingForPublishing(oneLanguage, folder).join('\n');
    expect(missing).not.toContain('imageServicePolicies.flags');
    expect(missing).toContain('imageServicePolicies.avatars');
  });

  it('asks for the policy of no image service the owner did not choose', () => {
    const asked = (imageServices: Record<string, string> | undefined) =>
      missingWith({ site: (site) => ({ ...site, imageServices }) })
        .map((message) => /imageServicePolicies\.(\w+)/.exec(message)?.[1])
        .filter(Boolean);
    expect(asked(undefined)).toEqual([]);
    expect(asked({ avatars: 'dicebear' })).toEqual(['avatars']);
    expect(asked({ flags: 'flagcdn' })).toEqual(['flags']);
  });
});

describe('a UK owner’s rewarded link to a CFD platform', () => {
  const inTheUk = (trading: (data: Record<string, unknown>) => Record<string, unknown>) =>
    missingWith({
      profile: (profile) => ({
        ...profile,
        location: { ...(profile.location as object), countryCode: 'GB' },
      }),
      trading,
    }).filter((message) => message.startsWith('owner/trading.json'));

  it('is refused until the owner states an FCA-authorised person approved the page', () => {
    const [refusal, ...rest] = inTheUk((trading) => trading);
    expect(rest).toEqual([]);
    expect(refusal).toMatch(
      /^owner\/trading\.json: field "fcaApprovedPromotion": in the United Kingdom a sign-up link that may reward you, to a platform offering CFDs, is a financial promotion, .* \(s\.21 FSMA 2000\)\. .* the page leaves out the sign-up link and the sentence about the reward; if the link earns you nothing, set "referral": false/,
    );
    expect(inTheUk((trading) => ({ ...trading, fcaApprovedPromotion: true }))).toEqual([]);
    expect(inTheUk((trading) => ({ ...trading, referral: false }))).toEqual([]);
  });

  it('asks nothing of an owner elsewhere', () => {
    expect(missingWith({}).join('\n')).not.toContain('fcaApprovedPromotion');
  });
});

describe('what owner:check reminds the owner of', () => {
  function remindersOn(today: string, asOf: string | undefined, offersCfds = true) {
    const folder = ownerCopy({
      site: (site) => without(site, 'storeDetectedLanguage'),
      trading: (trading) => ({
        ...trading,
        offersCfds,
        cfdRetailLossPercent: offersCfds ? 81.5 : undefined,
        cfdRetailLossAsOf: asOf,
      }),
    });
    removals.push(folder.remove);
    const { owner } = readOwner(folder, 2026);
    if (!owner) throw new Error('the folder must load');
    return publishingReminders(owner, folder, new Date(`${today}T12:00:00Z`));
  }

  it('says when the CFD loss share was published more than three months ago', () => {
    expect(remindersOn('2026-01-01', '2025-10-01')).toEqual([]);
    expect(remindersOn('2026-01-02', '2025-10-01')).toEqual([
      'owner/trading.json: fields "cfdRetailLossPercent" and "cfdRetailLossAsOf": the platform published its share of retail accounts losing money on CFDs on 2025-10-01, more than 3 months ago; providers work it out again every 3 months: copy the current figure and its day from the platform\'s site',
    ]);
  });

  it('counts calendar months, a month’s last day kept in a shorter month', () => {
    expect(remindersOn('2026-02-28', '2025-11-30')).toEqual([]);
    expect(remindersOn('2026-03-01', '2025-11-30')).toHaveLength(1);
  });

  it('reminds nothing without CFDs or without the day (which the asks cover)', () => {
    expect(remindersOn('2030-01-01', undefined)).toEqual([]);
    expect(remindersOn('2030-01-01', undefined, false)).toEqual([]);
  });
});

describe('the detected language, stored where consent is needed', () => {
  function remindersIn(countryCode: string, storeDetectedLanguage: boolean) {
    const folder = ownerCopy({
      site: (site) => ({ ...site, storeDetectedLanguage }),
      profile: (profile) => ({
        ...profile,
        location: { ...(profile.location as object), countryCode },
      }),
    });
    removals.push(folder.remove);
    const { owner } = readOwner(folder, 2026);
    if (!owner) throw new Error('the folder must load');
    const reminders = publishingReminders(owner, folder, new Date('2026-06-01T12:00:00Z'));
    return reminders.filter((reminder) => reminder.startsWith(`${folder.name}/site.json`));
  }

  it('reminds an owner in the EU and the UK, naming the rule', () => {
    expect(remindersIn('DE', true)).toEqual([
      expect.stringContaining('art. 5(3) of the ePrivacy Directive'),
    ]);
    expect(remindersIn('GB', true)).toEqual([expect.stringContaining('regulation 6 of PECR')]);
  });

  it('says nothing where the site stores only what the visitor picks, or in Switzerland', () => {
    expect(remindersIn('DE', false)).toEqual([]);
    expect(remindersIn('CH', true)).toEqual([]);
  });
});
