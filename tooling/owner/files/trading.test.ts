import { describe, expect, it } from 'vitest';
import { fileModules, type Owner } from './index';
import { readOwner } from '../read/load';
import { ownerCopy, SAMPLE_FOLDER } from '../testing/ownerCopy';
import { unapprovedUkPromotion } from './trading';

function sample(): Owner {
  const { owner } = readOwner(SAMPLE_FOLDER, 2026);
  if (!owner) throw new Error('the sample must load');
  return owner;
}

/** The trading page's facts as its module serves them. */
const servedTrading = (owner: Owner) =>
  fileModules(owner, { siteUrl: owner.profile.siteUrl, basePath: '/' }).trading.trading;

/** The sample as an owner in another country, with some trading facts changed. */
function ownerIn(countryCode: string, trading: Partial<NonNullable<Owner['trading']>> = {}): Owner {
  const owner = sample();
  if (!owner.trading) throw new Error('the sample has a trading page');
  return {
    ...owner,
    profile: { ...owner.profile, location: { ...owner.profile.location, countryCode } },
    trading: { ...owner.trading, ...trading },
  };
}

describe('a UK owner’s rewarded link to a CFD platform (s.21 FSMA 2000)', () => {
  it('is withheld until the owner states an FCA-authorised person approved the page', () => {
    const unapproved = ownerIn('GB');
    expect(unapprovedUkPromotion(unapproved)).toBe(true);
    const facts = servedTrading(unapproved);
    expect(facts?.signupUrl).toBeNull();
    expect(facts?.referral).toBe(false);
    // The profile and the CFD warning stay.
    expect(facts?.profileUrl).toBe(unapproved.trading?.profileUrl);
    expect(facts?.offersCfds).toBe(true);

    const approved = ownerIn('GB', { fcaApprovedPromotion: true });
    expect(unapprovedUkPromotion(approved)).toBe(false);
    expect(servedTrading(approved)?.signupUrl).toBe(approved.trading?.signupUrl);
    expect(servedTrading(approved)?.referral).toBe(true);
  });

  it('is none of the rule’s business without a reward, without CFDs, or outside the UK', () => {
    expect(unapprovedUkPromotion(ownerIn('GB', { referral: false }))).toBe(false);
    expect(unapprovedUkPromotion(ownerIn('GB', { offersCfds: false }))).toBe(false);
    for (const country of ['IT', 'IE', 'DE']) {
      const owner = ownerIn(country);
      expect(unapprovedUkPromotion(owner)).toBe(false);
      expect(servedTrading(owner)?.signupUrl).toBe(owner.trading?.signupUrl);
    }
  });
});

describe('the CFD loss share’s day', () => {
  it('is a date, and given only where the platform offers CFDs', () => {
    const folder = ownerCopy({
      trading: (trading) => ({ ...trading, cfdRetailLossAsOf: '1 October 2025' }),
    });
    expect(readOwner(folder, 2026).problems).toEqual([
      'owner/trading.json: field "cfdRetailLossAsOf": must be a date, "YYYY-MM-DD"',
    ]);
    folder.remove();
    const noCfds = ownerCopy({
      trading: (trading) => ({ ...trading, offersCfds: false, cfdRetailLossPercent: undefined }),
    });
    expect(readOwner(noCfds, 2026).problems).toEqual([
      'owner/trading.json: field "cfdRetailLossAsOf": is given, but "offersCfds" is false: remove it, or set "offersCfds" to true',
    ]);
    noCfds.remove();
  });
});
