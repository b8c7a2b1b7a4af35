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
