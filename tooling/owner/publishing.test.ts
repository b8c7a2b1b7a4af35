import { afterEach, describe, expect, it } from 'vitest';
import { readOwner } from './load';
import { missingForPublishing } from './publishing';
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

  it('asks an owner established outside Italy for their own policies, until they write some', () => {
    const abroad = (profile: Record<string, unknown>) => ({
      ...profile,
      location: { city: { en: 'Leeds' }, countryCode: 'GB' },
    });
    expect(missingWith({ profile: abroad }).at(-1)).toMatch(
      /^owner\/locales\/<language>\/legal\.json: the privacy and cookie policies are written for an owner established in Italy .* profile\.json says GB/,
    );
  });

  it('asks nothing once given, and nothing a section the site leaves out would need', () => {
    const missing = missingWith({
      legal: (legal) => ({
        ...legal,
        hosting: { ...(legal.hosting as object), logRetention: { en: 'up to 90 days' } },
        imageServicePolicies: { flags: 'https://flags.example.org/privacy' },
      }),
      testimonials: () => null,
      trading: (trading) => ({ ...trading, offersCfds: false, cfdRetailLossPercent: undefined }),
    });
    expect(missing).toEqual([]);
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
