import { describe, expect, it } from 'vitest';
import { sourceHash, staleMessages, staleTranslations } from './translationSources.ts';

const english = { legal: { title: 'Privacy policy', intro: { p1: 'We keep no data.' } } };

describe('translations that know their English', () => {
  it('are current while the English they were made from is unchanged', () => {
    const sources = {
      legal: { title: sourceHash('Privacy policy'), 'intro.p1': sourceHash('We keep no data.') },
    };
    const german = { legal: { title: 'Datenschutz', intro: { p1: 'Wir speichern nichts.' } } };
    expect(staleTranslations(german, english, sources)).toEqual([]);
  });

  it('name each key whose English changed, and each key with no record', () => {
    const sources = { legal: { title: sourceHash('Privacy') } };
    const german = { legal: { title: 'Datenschutz', intro: { p1: 'Wir speichern nichts.' } } };
    const stale = staleTranslations(german, english, sources);
    expect(stale).toEqual([{ namespace: 'legal', changed: ['title'], unrecorded: ['intro.p1'] }]);
    expect(staleMessages('owner/locales/de', stale, 'run npm run owner:translated -- de')).toEqual([
      "owner/locales/de/legal.json: the template's English of 1 key(s) changed since they were written: title; revise them, then run npm run owner:translated -- de",
      'owner/locales/de/legal.json: 1 key(s) with no record of the English they were made from: intro.p1; once they are checked, run npm run owner:translated -- de',
    ]);
  });

  it('name every key, however many, and add what else to know of those with no record', () => {
    const keys = Array.from({ length: 8 }, (_, index) => `k${index}`);
    const [message] = staleMessages(
      'owner/locales/de',
      [{ namespace: 'common', changed: [], unrecorded: keys }],
      'run npm run owner:translated -- de',
      '. The template writes "de" itself now',
    );
    expect(message).toBe(
      `owner/locales/de/common.json: 8 key(s) with no record of the English they were made from: ${keys.join(', ')}; once they are checked, run npm run owner:translated -- de. The template writes "de" itself now`,
    );
  });

  it('ignore keys the English no longer has (the override check reports those)', () => {
    expect(staleTranslations({ legal: { gone: 'Weg' } }, english, {})).toEqual([]);
  });

  it('fingerprint lists as well as texts', () => {
    expect(sourceHash(['a', 'b'])).not.toBe(sourceHash(['a', 'c']));
    expect(sourceHash('a')).toHaveLength(10);
  });
});
