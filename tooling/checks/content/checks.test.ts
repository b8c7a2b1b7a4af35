import { describe, expect, it } from 'vitest';
import { TEMPLATE_LANGUAGES } from '../../../src/lib/language';
import { passedSummary, type ContentReport } from './checks';

const report = (changes: Partial<ContentReport>): ContentReport => ({
  problems: [],
  untranslated: [],
  untranslatedStrings: 0,
  revisit: [],
  advice: [],
  migrated: [],
  folder: 'owner',
  ...changes,
});

const shipped = TEMPLATE_LANGUAGES.map(({ code }) => code).join(', ');
const checked = `Content check passed: owner/ is valid, and the template's strings are complete in the languages it ships (${shipped})`;

describe('the content check’s closing line', () => {
  it('says what it checked, and no more, when nothing is untranslated', () => {
    expect(passedSummary(report({}))).toBe(`${checked}.`);
  });

  it('counts the template strings a language of the owner’s own still shows in English', () => {
    const untranslated = [
      'owner/locales/de/common.json: 231 template string(s) with no "de" words yet',
    ];
    expect(passedSummary(report({ untranslated, untranslatedStrings: 231 }))).toBe(
      `${checked}; 231 template strings still show in English (listed above).`,
    );
    expect(passedSummary(report({ untranslated, untranslatedStrings: 1 }))).toBe(
      `${checked}; 1 template string still shows in English (listed above).`,
    );
  });

  it('points to the owner’s untranslated texts when the template’s strings are all there', () => {
    const untranslated = ['owner/experience.json: entry "acme" field "role": no "it" text yet'];
    expect(passedSummary(report({ untranslated }))).toBe(
      `${checked}; the texts listed above still show in the site's first language.`,
    );
  });

  it('says when translations are to revisit after a template change', () => {
    const revisit = ['owner/locales/de/legal.json: the template’s English of 2 key(s) changed'];
    expect(passedSummary(report({ revisit }))).toBe(
      `${checked}; 1 file(s) of your translations to revisit after a template change (listed above).`,
    );
  });
});
