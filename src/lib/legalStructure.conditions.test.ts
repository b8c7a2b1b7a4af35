import { describe, expect, it } from 'vitest';
import { readLegalDocument } from './legalStructure';

describe('parts that follow what the site has', () => {
  const document = {
    title: 'T',
    updated: 'U',
    sections: {
      images: {
        heading: 'Images',
        'p1@languages@testimonials': 'Flags and avatars.',
        'p1@languages@!testimonials': 'Flags only.',
        'p1@!languages@testimonials': 'Avatars only.',
        'p2@languages|testimonials': 'Some images.',
        'p2@!languages@!testimonials': 'No images.',
        list1: { flags: 'Flag service', 'avatars@testimonials': 'Avatar service' },
        table: {
          caption: 'C',
          columns: { name: 'Name' },
          rows: { 'lang@languages': { name: 'picked' }, 'lang@!languages': { name: 'only one' } },
        },
      },
    },
  };
  const blocksWith = (conditions: string[]) =>
    readLegalDocument(document, 'p', conditions).sections[0]?.blocks;

  it('shows each part only where all its conditions hold, any of its alternatives', () => {
    expect(blocksWith(['languages', 'testimonials'])).toEqual([
      { kind: 'paragraph', key: 'p1@languages@testimonials' },
      { kind: 'paragraph', key: 'p2@languages|testimonials' },
      { kind: 'list', key: 'list1', items: ['flags', 'avatars@testimonials'] },
      { kind: 'table', key: 'table', columns: ['name'], rows: ['lang@languages'] },
    ]);
    expect(blocksWith(['testimonials'])).toEqual([
      { kind: 'paragraph', key: 'p1@!languages@testimonials' },
      { kind: 'paragraph', key: 'p2@languages|testimonials' },
      { kind: 'list', key: 'list1', items: ['flags', 'avatars@testimonials'] },
      { kind: 'table', key: 'table', columns: ['name'], rows: ['lang@!languages'] },
    ]);
    expect(blocksWith([])).toEqual([
      { kind: 'paragraph', key: 'p2@!languages@!testimonials' },
      { kind: 'list', key: 'list1', items: ['flags'] },
      { kind: 'table', key: 'table', columns: ['name'], rows: ['lang@!languages'] },
    ]);
  });

  it('reads every variant for the check, and reports a condition no site can have', () => {
    expect(readLegalDocument(document, 'p', 'every').problems).toEqual([]);
    const wrong = { ...document, sections: { images: { heading: 'H', 'p1@languages|blog': 'x' } } };
    expect(readLegalDocument(wrong, 'p', 'every').problems).toEqual([
      {
        key: 'p.sections.images.p1@languages|blog',
        problem:
          'names "blog", which is not a condition a part may follow (projects, courses, testimonials, trading, legal-notice, languages, detectedLanguage, flagService, avatarService, dataPrivacyFramework, processorAgreement, eu, uk, ch)',
      },
    ]);
  });

  it('reports variants of one part that a site would show together', () => {
    const overlapping = {
      ...document,
      sections: {
        images: {
          heading: 'H',
          'p1@languages': 'Flags.',
          'p1@testimonials': 'Avatars.',
          list1: { a: 'A', 'a@!languages': 'A again' },
        },
      },
    };
    expect(readLegalDocument(overlapping, 'p', 'every').problems).toEqual([
      {
        key: 'p.sections.images.p1',
        problem:
          'has variants a site would show together: p1@languages and p1@testimonials (give them conditions that exclude each other)',
      },
      {
        key: 'p.sections.images.list1.a',
        problem:
          'has variants a site would show together: a and a@!languages (give them conditions that exclude each other)',
      },
    ]);
  });
});
