import { describe, expect, it } from 'vitest';
import { readOwner } from '../owner/read/load';
import { SAMPLE_FOLDER } from '../owner/testing/ownerCopy';
import { textOrigins } from './textOrigins';

const sample = readOwner(SAMPLE_FOLDER).owner;
if (!sample) throw new Error('the sample owner does not load');
const origins = textOrigins(sample, SAMPLE_FOLDER.name);

describe("a printed text's origins", () => {
  it('name the owner file and field a fact or text comes from, in the language printed', () => {
    expect(origins('Torino, Italia', 'T', 'it')).toEqual([
      'sample-owner/profile.json: field "location.city.it"',
    ]);
    expect(origins('Davide Marchetti · Page 2 of 3', 'D', 'en')).toEqual([
      'sample-owner/profile.json: field "name"',
    ]);
    expect(origins('ITIS Amedeo Avogadro', 'v', 'en')).toEqual([
      'sample-owner/experience.json: entry "itis-diploma" (entries[8]) field "company"',
    ]);
  });

  it('name the template key of a heading in capitals or a sentence with values put in', () => {
    expect(origins('EXPÉRIENCE PROFESSIONNELLE', 'É', 'fr')).toEqual([
      'src/locales/fr/cv.json: key "work"',
    ]);
    expect(origins('Note\u202f: 110/110', '\u202f', 'fr')).toEqual([
      'src/locales/fr/cv.json: key "grade"',
    ]);
  });

  it('name nothing for a text no source holds', () => {
    expect(origins('Wang 王', '王', 'en')).toEqual([]);
  });
});
