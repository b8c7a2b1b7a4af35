import { describe, expect, it } from 'vitest';
import { experience, experienceIn } from './experience';
import { profileTexts } from './profile';
import { pageIntro, textsIn, withTexts } from './texts';

describe('the owner’s texts, typed by their paths in the file', () => {
  it('reads a text the schema declares, in the page’s language; an undeclared path fails tsc', () => {
    const english = profileTexts('en');
    const italian = profileTexts('it');
    expect(english.location.city).toBe('Turin');
    expect(italian.location.city).toBe('Torino');
    // @ts-expect-error -- profile.json declares no such text (ownerTexts.ts); a name no owner file
    // will take, not the docs' walk example
    expect(english.notAFieldOfAnyOwnerFile).toBeUndefined();
  });

  it('falls back to the site’s first language in one the site does not have', () => {
    expect(textsIn({ it: { about: 'Ciao' }, en: { about: 'Hello' } }, 'de')).toEqual({
      about: 'Ciao',
    });
  });

  it('gives each entry its texts beside its facts, in the file’s order', () => {
    const entries = experienceIn('it');
    expect(entries.map(({ id }) => id)).toEqual(experience.entries.map(({ id }) => id));
    expect(entries[0]?.role).toEqual(expect.any(String));
    expect(withTexts([{ id: 'a' }, { id: 'b' }], [{ role: 'A' }])).toEqual([
      { id: 'a', role: 'A' },
      { id: 'b' },
    ]);
  });
});

describe('pageIntro', () => {
  it('is the owner’s intro, with its language where not yet translated, else the template’s', () => {
    expect(pageIntro({ intro: 'Hello', fallbackLanguages: { intro: 'en' } }, 'Ciao')).toEqual({
      intro: 'Hello',
      introLang: 'en',
    });
    expect(pageIntro({ intro: 'Salve' }, 'Ciao')).toEqual({ intro: 'Salve', introLang: undefined });
    expect(pageIntro({}, 'Ciao')).toEqual({ intro: 'Ciao' });
  });
});
