import { afterEach, describe, expect, it } from 'vitest';
import { readOwner } from './load';
import { missingForPublishing, ownerCheckPassed } from './publishing';
import { ownerCopy } from './testing/ownerCopy';

let remove = () => {};
afterEach(() => remove());

function missingWith(edits: Parameters<typeof ownerCopy>[0]) {
  const folder = ownerCopy(edits);
  remove = folder.remove;
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
      trading: (trading) => ({ ...trading, cfdRetailLossPercent: undefined }),
    });
    expect(missing.map((message) => message.split(':').slice(0, 2).join(':'))).toEqual([
      'owner/legal.json: field "hosting.logRetention"',
      'owner/legal.json: field "hosting.dataPrivacyFramework"',
      'owner/legal.json: field "imageServicePolicies.flags"',
      'owner/legal.json: field "imageServicePolicies.avatars"',
      'owner/trading.json: field "cfdRetailLossPercent"',
    ]);
  });

  it('says where to look for the log period, and what to write when the host states none', () => {
    expect(missingWith({})[0]).toBe(
      'owner/legal.json: field "hosting.logRetention": how long GitHub keeps the server logs of your visitors\' requests, which the privacy policy quotes. Look in GitHub\'s privacy statement and the documentation of GitHub Pages, and write the period they state in each language of the site (for a host that said "logs are deleted after 30 days": { "en": "30 days" }); if they state none, say so: { "en": "GitHub states no fixed period" } (docs/owner-content.md, "The policies")',
    );
  });

  it('says what to check in each image service’s policy before linking it', () => {
    expect(missingWith({})[1]).toBe(
      'owner/legal.json: field "imageServicePolicies.flags": the address of the privacy policy of flagcdn.com, the flag service your visitors\' browsers contact; your privacy policy links it. Open https://flagpedia.net/privacy-policy (where the template last found it) and check that it is still the privacy policy of whoever runs flagcdn.com, and that it says what they do with the IP address and other data of each request. If so, copy its address here: "imageServicePolicies": { "flags": "https://…" }; if it is gone or no longer covers flagcdn.com, look for the current one on the service\'s own site',
    );
    expect(missingWith({})[2]).toMatch(
      /^owner\/legal\.json: field "imageServicePolicies\.avatars": the address of the privacy policy of api\.dicebear\.com, the avatar service .* Open https:\/\/www\.iubenda\.com\/privacy-policy\/57216581 /,
    );
  });

  it('asks nothing once given, and nothing a section the site leaves out would need', () => {
    const missing = missingWith({
      legal: (legal) => ({
        ...legal,
        hosting: { ...(legal.hosting as object), logRetention: { en: 'GitHub states no fixed period' } },
        imageServicePolicies: { flags: 'https://flags.example.org/privacy' },
      }),
      testimonials: () => null,
      trading: (trading) => ({ ...trading, offersCfds: false, cfdRetailLossPercent: undefined }),
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
    remove = folder.remove;
    const { owner } = readOwner(folder, 2026);
    if (!owner) throw new Error('the folder must load');
    const oneLanguage = { ...owner, site: { ...owner.site, languages: ['en'] } };
    const missing = missingForPublishing(oneLanguage, folder).join('\n');
    expect(missing).not.toContain('imageServicePolicies.flags');
    expect(missing).toContain('imageServicePolicies.avatars');
  });
});
