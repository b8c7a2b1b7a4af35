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

  it('loads the avatars only with testimonials', () => {
    expect(model(2, ['testimonials']).imageHosts).toEqual([AVATAR_ORIGIN, FLAG_ORIGIN]);
    expect(model(1, ['testimonials']).imageHosts).toEqual([AVATAR_ORIGIN]);
  });
});
