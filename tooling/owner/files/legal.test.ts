import { afterEach, describe, expect, it } from 'vitest';
import { readOwner } from '../load';
import { ownerTexts } from '../project';
import { ownerCopy, SAMPLE_FOLDER } from '../testing/ownerCopy';
import { legalFacts, monthInWords, TEMPLATE_POLICIES_UPDATED } from './legal';

let remove = () => {};
afterEach(() => remove());

function ownerWith(policiesUpdated: string | undefined) {
  const folder = ownerCopy({ legal: (legal) => ({ ...legal, policiesUpdated }) });
  remove = folder.remove;
  const { owner, problems } = readOwner(folder, 2026);
  return { owner, problems };
}

describe('the month the policies were last updated', () => {
  it('is the owner’s, in each language’s words, with the machine-readable month beside', () => {
    const { owner } = ownerWith('2026-03');
    if (!owner) throw new Error('the folder must load');
    expect(legalFacts(owner).policiesUpdated).toBe('2026-03');
    expect(ownerTexts(owner, 'en').legal).toMatchObject({ policies_updated: 'March 2026' });
    expect(ownerTexts(owner, 'it').legal).toMatchObject({ policies_updated: 'marzo 2026' });
  });

  it('is written as each template language writes a month and year', () => {
    expect(['en', 'it', 'de', 'fr', 'es'].map((language) => monthInWords('2026-03', language))).toEqual(
      ['March 2026', 'marzo 2026', 'März 2026', 'mars 2026', 'marzo de 2026'],
    );
  });

  it('is the sample’s June 2025, the spec’s; without one, the template’s', () => {
    const { owner: sample } = readOwner(SAMPLE_FOLDER);
    if (!sample) throw new Error('the sample must load');
    expect(legalFacts(sample).policiesUpdated).toBe('2025-06');
    expect(ownerTexts(sample, 'it').legal).toMatchObject({ policies_updated: 'giugno 2025' });
    const { owner } = ownerWith(undefined);
    if (!owner) throw new Error('the folder must load');
    expect(legalFacts(owner).policiesUpdated).toBe(TEMPLATE_POLICIES_UPDATED);
  });

  it('refuses what is not a year and month', () => {
    expect(ownerWith('March 2026').problems).toEqual([
      'owner/legal.json: field "policiesUpdated": must be a year and month, e.g. "2026-03"',
    ]);
    expect(ownerWith('2026-13').problems).toHaveLength(1);
  });
});
