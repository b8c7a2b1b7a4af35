import { describe, expect, it } from 'vitest';
import { AVATAR_ORIGIN, FLAG_ORIGIN } from './imageHosts';
import { TEMPLATE_LANGUAGES } from './language';
import { siteModel } from './siteModel';

describe('siteModel', () => {
  const model = (languages: number, sections: 'testimonials'[]) =>
    siteModel({ languages: TEMPLATE_LANGUAGES.slice(0, languages), sections });

  it('has a language picker, and loads its flags, only with more than one language', () => {
    expect(model(2, [])).toMatchObject({ languagePicker: true, imageHosts: [FLAG_ORIGIN] });
    expect(model(1, [])).toMatchObject({ languagePicker: false, imageHosts: [] });
  });

  it('keeps a picked language, the detected one only where the owner keeps the spec’s, none on one language', () => {
    expect(model(2, []).languageMemory).toBe('picked');
    const choices = { languages: TEMPLATE_LANGUAGES.slice(0, 2), sections: [] };
    expect(siteModel({ ...choices, storeDetectedLanguage: true }).languageMemory).toBe('detected');
    expect(model(1, []).languageMemory).toBe('none');
    const one = { languages: TEMPLATE_LANGUAGES.slice(0, 1), sections: [] };
    expect(siteModel({ ...one, storeDetectedLanguage: true }).languageMemory).toBe('none');
  });

  it('loads the avatars only with testimonials', () => {
    expect(model(2, ['testimonials']).imageHosts).toEqual([AVATAR_ORIGIN, FLAG_ORIGIN]);
    expect(model(1, ['testimonials']).imageHosts).toEqual([AVATAR_ORIGIN]);
  });
});
