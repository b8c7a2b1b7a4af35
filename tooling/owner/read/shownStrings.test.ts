import { describe, expect, it } from 'vitest';
import { SAMPLE_FOLDER } from '../testing/ownerCopy';
import { readOwner } from './load';
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
