import { describe, expect, it } from 'vitest';
import { TEMPLATE_LANGUAGES } from './language';
import {
  everyCombination,
  keyShown,
  overlappingVariants,
  partName,
  partShown,
  siteConditions,
  unknownConditions,
} from './legalConditions';
import { siteModel } from './siteModel';

describe('siteConditions', () => {
  it('holds the site’s optional sections, “languages” with a picker, and the host’s certification', () => {
    const model = (languages: number, sections: ('testimonials' | 'trading')[]) =>
      siteModel({ languages: TEMPLATE_LANGUAGES.slice(0, languages), sections });
    const certified = { dataPrivacyFramework: true };
    expect(siteConditions(model(2, ['testimonials']), certified)).toEqual([
      'testimonials',
      'languages',
      'dataPrivacyFramework',
    ]);
    expect(siteConditions(model(1, ['trading']), { dataPrivacyFramework: false })).toEqual([
      'trading',
    ]);
  });
});

describe('partShown', () => {
  it('needs every condition, any of a condition’s alternatives', () => {
    expect(partShown('p2', [])).toBe(true);
    expect(partShown('p2@languages@!testimonials', ['languages'])).toBe(true);
    expect(partShown('p2@languages@!testimonials', ['languages', 'testimonials'])).toBe(false);
    expect(partShown('p2@languages|testimonials', ['testimonials'])).toBe(true);
    expect(partShown('p2@languages|testimonials', [])).toBe(false);
    expect(partShown('p2@!languages|!testimonials', ['languages'])).toBe(true);
    expect(partShown('p2@languages', 'every')).toBe(true);
  });

  it('shows a key where each part on its way is shown: a row’s cells with the row', () => {
    const cell = 'cookie.sections.storage.table.rows.i18nextLng@!languages.purpose';
    expect(keyShown(cell, [])).toBe(true);
    expect(keyShown(cell, ['languages'])).toBe(false);
    expect(keyShown('privacy.sections.data.p2@languages@testimonials', ['languages'])).toBe(false);
  });

  it('names the part without its conditions, and the conditions no site has', () => {
    expect(partName('p2@languages|testimonials')).toBe('p2');
    expect(unknownConditions('p2@!blog|languages@pictures')).toEqual(['blog', 'pictures']);
  });
});

describe('overlappingVariants', () => {
  it('finds two variants some site would show together', () => {
    expect(overlappingVariants(['p@languages', 'p@testimonials'])).toEqual([
      'p@languages',
      'p@testimonials',
    ]);
    expect(overlappingVariants(['p', 'p@!languages'])).toEqual(['p', 'p@!languages']);
  });

  it('accepts variants that exclude each other, even where none shows', () => {
    expect(
      overlappingVariants([
        'p@languages@testimonials',
        'p@languages@!testimonials',
        'p@!languages@testimonials',
      ]),
    ).toBeNull();
    expect(overlappingVariants(['p@languages|testimonials', 'p@!languages@!testimonials'])).toBe(
      null,
    );
  });

  it('tries every combination of the conditions', () => {
    const combinations = everyCombination(['a', 'b']);
    expect(combinations).toHaveLength(4);
    for (const holding of [[], ['a'], ['b'], ['a', 'b']])
      expect(combinations).toContainEqual(holding);
  });
});
