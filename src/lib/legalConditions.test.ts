import { describe, expect, it } from 'vitest';
import type { ImageServiceChoices } from './imageHosts';
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
  const model = (
    languages: number,
    sections: ('testimonials' | 'trading')[],
    imageServices: ImageServiceChoices = {},
  ) => siteModel({ languages: TEMPLATE_LANGUAGES.slice(0, languages), sections, imageServices });
  const uncertified = {
    regime: 'eu',
    dataPrivacyFramework: false,
    processorAgreement: false,
  } as const;

  it('holds the site’s optional sections, “languages” with a picker, the host’s standing and the regime', () => {
    const certified = {
      regime: 'eu',
      dataPrivacyFramework: true,
      processorAgreement: true,
    } as const;
    expect(siteConditions(model(2, ['testimonials']), certified)).toEqual([
      'testimonials',
      'languages',
      'dataPrivacyFramework',
      'processorAgreement',
      'eu',
    ]);
    const neither = {
      regime: 'ch',
      dataPrivacyFramework: false,
      processorAgreement: false,
    } as const;
    expect(siteConditions(model(1, ['trading']), neither)).toEqual(['trading', 'ch']);
  });

  it('holds “detectedLanguage” where the site keeps the language it detected', () => {
    const facts = { regime: 'uk', dataPrivacyFramework: false, processorAgreement: false } as const;
    const spec = siteModel({
      languages: TEMPLATE_LANGUAGES.slice(0, 2),
      sections: [],
      storeDetectedLanguage: true,
    });
    expect(siteConditions(spec, facts)).toEqual(['languages', 'detectedLanguage', 'uk']);
    expect(siteConditions(model(2, []), facts)).toEqual(['languages', 'uk']);
  });

  it('holds an image service only where the owner chose it and the site shows its pictures', () => {
    const both: ImageServiceChoices = { flags: 'flagcdn', avatars: 'dicebear' };
    expect(siteConditions(model(2, ['testimonials'], both), uncertified)).toEqual([
      'testimonials',
      'languages',
      'flagService',
      'avatarService',
      'eu',
    ]);
    expect(siteConditions(model(2, ['testimonials'], { flags: 'flagcdn' }), uncertified)).toEqual([
      'testimonials',
      'languages',
      'flagService',
      'eu',
    ]);
    expect(siteConditions(model(1, ['testimonials'], both), uncertified)).toEqual([
      'testimonials',
      'avatarService',
      'eu',
    ]);
    expect(siteConditions(model(2, [], both), uncertified)).toEqual([
      'languages',
      'flagService',
      'eu',
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

  it('shows a text at a dotted key where every segment’s conditions hold', () => {
    expect(keyShown('privacy.sections.rights.list1.access@ch', ['ch'])).toBe(true);
    expect(keyShown('privacy.sections.transfer.p3@dataPrivacyFramework@uk', ['uk'])).toBe(false);
    expect(keyShown('cookie.sections.storage.table.rows.i18nextLng@languages', [])).toBe(false);
    expect(keyShown('privacy.title', [])).toBe(true);
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

  it('knows an owner has one regime: a variant per regime never overlaps', () => {
    expect(overlappingVariants(['p3@eu', 'p3@uk', 'p3@ch'])).toBeNull();
    expect(
      overlappingVariants([
        'p3@dataPrivacyFramework@eu',
        'p3@processorAgreement@!dataPrivacyFramework@eu',
      ]),
    ).toBeNull();
    expect(overlappingVariants(['p3@!ch', 'p3@uk'])).toEqual(['p3@!ch', 'p3@uk']);
  });

  it('knows a site keeps a detected language only with a picker', () => {
    expect(
      overlappingVariants([
        'row@detectedLanguage',
        'row@languages@!detectedLanguage',
        'row@!languages',
      ]),
    ).toBeNull();
  });

  it('tries every combination of the conditions', () => {
    const combinations = everyCombination(['a', 'b']);
    expect(combinations).toHaveLength(4);
    for (const holding of [[], ['a'], ['b'], ['a', 'b']])
      expect(combinations).toContainEqual(holding);
  });
});
