import { describe, expect, it } from 'vitest';
import { AVATAR_ORIGIN, FLAG_ORIGIN, type ImageServiceChoices } from './imageHosts';
import { TEMPLATE_LANGUAGES } from './language';
import { siteModel } from './siteModel';

describe('siteModel', () => {
  const BOTH: ImageServiceChoices = { flags: 'flagcdn', avatars: 'dicebear' };
  const model = (
    languages: number,
    sections: 'testimonials'[],
    imageServices: ImageServiceChoices = {},
  ) => siteModel({ languages: TEMPLATE_LANGUAGES.slice(0, languages), sections, imageServices });

  it('has a language picker only with more than one language', () => {
    expect(model(2, []).languagePicker).toBe(true);
    expect(model(1, []).languagePicker).toBe(false);
  });

  it('keeps a picked language, the detected one only where the owner keeps the spec’s, none on one language', () => {
    expect(model(2, []).languageMemory).toBe('picked');
    const choices = { languages: TEMPLATE_LANGUAGES.slice(0, 2), sections: [] };
    expect(siteModel({ ...choices, storeDetectedLanguage: true }).languageMemory).toBe('detected');
    expect(model(1, []).languageMemory).toBe('none');
    const one = { languages: TEMPLATE_LANGUAGES.slice(0, 1), sections: [] };
    expect(siteModel({ ...one, storeDetectedLanguage: true }).languageMemory).toBe('none');
  });

  it('loads images from no other host unless the owner chose a service', () => {
    expect(model(2, ['testimonials'])).toMatchObject({
      imageServices: { flags: false, avatars: false },
      imageHosts: [],
    });
    expect(
      siteModel({ languages: TEMPLATE_LANGUAGES, sections: ['testimonials'] }).imageHosts,
    ).toEqual([]);
  });

  it('loads the flags from the chosen service only with a picker', () => {
    expect(model(2, [], { flags: 'flagcdn' })).toMatchObject({
      imageServices: { flags: true, avatars: false },
      imageHosts: [FLAG_ORIGIN],
    });
    expect(model(1, [], BOTH).imageHosts).toEqual([]);
  });

  it('loads the avatars from the chosen service only with testimonials', () => {
    expect(model(2, ['testimonials'], BOTH)).toMatchObject({
      imageServices: { flags: true, avatars: true },
      imageHosts: [AVATAR_ORIGIN, FLAG_ORIGIN],
    });
    expect(model(1, ['testimonials'], BOTH).imageHosts).toEqual([AVATAR_ORIGIN]);
    expect(model(2, [], { avatars: 'dicebear' }).imageHosts).toEqual([]);
  });
});
