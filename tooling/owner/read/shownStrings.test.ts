import { describe, expect, it } from 'vitest';
import { SAMPLE_FOLDER } from '../testing/ownerCopy';
import { readOwner } from './load';
import type { Owner } from '../files/index';
import { shownTemplateKeys } from './shownStrings';

describe('which template strings a site shows', () => {
  const { owner } = readOwner(SAMPLE_FOLDER);
  if (!owner) throw new Error('the sample must load');

  it('shows the template’s words for the host’s logs until legal.json gives the period', () => {
    expect(owner.legal.hosting.logRetention).toBeUndefined();
    expect(shownTemplateKeys(owner)('legal', 'hosting_log_retention')).toBe(true);
    const hosting = { ...owner.legal.hosting, logRetention: { en: '30 days' } };
    const given = { ...owner, legal: { ...owner.legal, hosting } };
    expect(shownTemplateKeys(given)('legal', 'hosting_log_retention')).toBe(false);
  });
});

describe('which strings of the legal notice a site shows', () => {
  const { owner } = readOwner(SAMPLE_FOLDER);
  if (!owner) throw new Error('the sample must load');
  /** The sample, moved to a country, with these notice facts. */
  const noticeOf = (countryCode: string, legalNotice: Owner['legal']['legalNotice']) => {
    const location = { ...owner.profile.location, countryCode };
    const legal = { ...owner.legal, businessActivity: true, legalNotice };
    const shown = shownTemplateKeys({ ...owner, profile: { ...owner.profile, location }, legal });
    return (key: string) => shown('legal-notice', key);
  };

  it('asks no trade licence’s words of a German notice with a telephone only', () => {
    const shown = noticeOf('DE', { phone: '+49 341 2345678', vatId: false, register: false });
    for (const key of ['title', 'intro_duty', 'labels.name', 'labels.email', 'labels.phone']) {
      expect(shown(key), key).toBe(true);
    }
    for (const key of ['intro', 'labels.vatId', 'labels.register', 'trade_title', 'new_tab']) {
      expect(shown(key), key).toBe(false);
    }
  });

  it('asks the rows an Austrian trade licence and an activity add, as the page draws them', () => {
    const tradeLicence = { authority: 'Magistrat Wien', chamber: 'WK Wien', title: 'IT' };
    const activity = { en: 'Software development' };
    const shown = noticeOf('AT', { phone: '+43 1 234567', tradeLicence, activity });
    const keys = ['tradeAuthority', 'chamber', 'tradeTitle', 'tradeRules', 'activity'];
    for (const key of [...keys.map((row) => `labels.${row}`), 'trade_title', 'new_tab']) {
      expect(shown(key), key).toBe(true);
    }
    expect(shown('labels.profession')).toBe(false);
  });
});
