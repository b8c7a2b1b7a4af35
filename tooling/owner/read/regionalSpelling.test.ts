import { afterEach, describe, expect, it } from 'vitest';
import { readOwner } from './load';
import { inRegionalForm, regionalForm } from './regionalSpelling';
import { siteNamespace } from './siteStrings';
import { templateStrings } from './strings';
import { ownerCopy } from '../testing/ownerCopy';

const removals: (() => void)[] = [];
afterEach(() => {
  for (const remove of removals.splice(0)) remove();
});

describe('German as written in the owner’s country', () => {
  it('writes ss for ß and «…» for „…“ in Switzerland and Liechtenstein, the apostrophe kept', () => {
    for (const country of ['CH', 'li']) {
      const swiss = regionalForm('de', country);
      expect(swiss?.('Außerhalb der Schweiz, gemäß „DSG“ und ‚innen‘; geht’s')).toBe(
        'Ausserhalb der Schweiz, gemäss «DSG» und ‹innen›; geht’s',
      );
    }
  });

  it('speaks the DSG’s words in Switzerland, and the GDPR’s in Liechtenstein', () => {
    const swiss = regionalForm('de', 'CH');
    expect(
      swiss?.(
        'Personenbezogene Daten werden verarbeitet; Ihre personenbezogenen Daten, keine besonderen Kategorien personenbezogener Daten; Zwecke der Verarbeitung, der Auftragsverarbeiter. Ein Datenschutzbeauftragter wurde nicht benannt.',
      ),
    ).toBe(
      'Personendaten werden bearbeitet; Ihre Personendaten, keine besonders schützenswerten Personendaten; Zwecke der Bearbeitung, der Auftragsbearbeiter. Ein Datenschutzberater wurde nicht benannt.',
    );
    expect(regionalForm('de', 'LI')?.('Ihre personenbezogenen Daten werden verarbeitet')).toBe(
      'Ihre personenbezogenen Daten werden verarbeitet',
    );
  });

  it('calls January Jänner in Austria, the abbreviation too', () => {
    const austrian = regionalForm('de', 'AT');
    expect(austrian?.('Januar')).toBe('Jänner');
    expect(austrian?.('Jan')).toBe('Jän');
    expect(austrian?.('Stand: 1. Januar 2026; Anfang des Januars')).toBe(
      'Stand: 1. Jänner 2026; Anfang des Jänners',
    );
    // Only a label that is the abbreviation alone: a name or word around it is left.
    expect(austrian?.('Jan Novak, Janus')).toBe('Jan Novak, Janus');
    expect(austrian?.('Außerhalb „DSG“')).toBe('Außerhalb „DSG“');
  });

  it('leaves German elsewhere, and every other language, as written', () => {
    expect(regionalForm('de', 'DE')).toBeNull();
    expect(regionalForm('de', 'LU')).toBeNull();
    expect(regionalForm('fr', 'CH')).toBeNull();
    expect(regionalForm('it', 'CH')).toBeNull();
    const tree = { a: 'groß', b: ['Januar'] };
    expect(inRegionalForm(tree, 'de', 'DE')).toBe(tree);
  });

  it('reaches every text of a namespace, in lists and nested keys, keeping its shape', () => {
    expect(
      inRegionalForm({ a: 'Straße', b: { c: '„x“', d: ['Januar', 'Maß'] } }, 'de', 'CH'),
    ).toEqual({ a: 'Strasse', b: { c: '«x»', d: ['Januar', 'Mass'] } });
  });
});

describe('the site’s German strings for an owner in Switzerland or Austria', () => {
  /** The sample moved to a country, with a German override of the banner's text. */
  function ownerIn(country: string) {
    const folder = ownerCopy({
      profile: (profile) => ({
        ...profile,
        location: { city: { en: 'Somewhere' }, countryCode: country },
      }),
    });
    removals.push(folder.remove);
    const { owner } = readOwner(folder, 2026);
    if (!owner) throw new Error('the folder must load');
    return {
      ...owner,
      strings: { ...owner.strings, de: { common: { about_title: 'Über mich, „groß“' } } },
    };
  }

  it('has no ß and no „“ in a Swiss owner’s template strings, and leaves the owner’s own words', () => {
    const owner = ownerIn('CH');
    const template = templateStrings();
    const legal = JSON.stringify(siteNamespace(owner, 'de', 'legal', template));
    expect(JSON.stringify(template.de?.legal)).toMatch(/ß/);
    expect(legal).not.toMatch(/[ß„“]/);
    expect(legal).toContain('ausserhalb der Schweiz');
    // One law's words on the page: the sentences shared with the GDPR's speak the DSG's too.
    expect(legal).not.toMatch(/personenbezogen|verarbeit|Datenschutzbeauftragter/i);
    expect(siteNamespace(owner, 'de', 'common', template).about_title).toBe('Über mich, „groß“');
  });

  it('names January Jänner on an Austrian owner’s trading page, and January elsewhere in German', () => {
    const template = templateStrings();
    const months = (country: string) =>
      siteNamespace(ownerIn(country), 'de', 'trading', template).months as {
        long: string[];
        short: string[];
      };
    expect(months('AT').long[0]).toBe('Jänner');
    expect(months('AT').short[0]).toBe('Jän');
    expect(months('DE').long[0]).toBe('Januar');
  });
});
