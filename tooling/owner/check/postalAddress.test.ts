import { describe, expect, it } from 'vitest';
import { addressGaps, isPoBox } from './postalAddress';

describe('a full postal address', () => {
  it.each([
    ['DE', 'Karl-Liebknecht-Straße 112, 04275 Leipzig'],
    ['DE', 'Karl-Liebknecht-Straße 112\n04275 Leipzig\nDeutschland'],
    ['IT', 'Via Giuseppe Garibaldi 12, 10122 Torino (TO), Italia'],
    ['AT', 'Stephansplatz 1, 1010 Wien'],
    ['FR', '12 rue de la Paix, 75002 Paris'],
    ['ES', 'Calle Mayor 5, 3.º B, 28013 Madrid'],
    ['ES', 'Calle Mayor s/n, 28013 Madrid'],
    ['NL', 'Damrak 1, 1012 LG Amsterdam'],
    ['GB', '10 Downing Street, London, SW1A 2AA'],
    ['GB', 'Rose Cottage, Church Lane, Ambridge AB1 2CD'],
    ['IE', '12 Merrion Square, Dublin 2, D02 X285'],
    ['CH', 'Bahnhofstrasse 1, CH-8001 Zürich'],
    ['PL', 'ul. Marszałkowska 1, 00-001 Warszawa'],
    ['PT', 'Rua Augusta 10, 1100-048 Lisboa'],
    ['UK', '221B Baker Street, London NW1 6XE'],
    ['US', '1 Main Street, Springfield, IL 62701'],
  ])('is a street and number, a postcode and a city (%s: %s)', (country, address) => {
    expect(addressGaps(address, country)).toEqual([]);
  });

  it('is not a city alone, as a resume often gives it', () => {
    expect(addressGaps('Leipzig', 'DE')).toEqual([
      'no street and house number',
      "no postcode of DE's form (e.g. 10115)",
    ]);
    expect(addressGaps('Torino', 'IT')).toEqual([
      'no street and house number',
      "no postcode of IT's form (e.g. 00184)",
    ]);
  });

  it('has a street with its number, where the country numbers its houses', () => {
    expect(addressGaps('04275 Leipzig', 'DE')).toEqual(['no street and house number']);
    expect(addressGaps('Karl-Liebknecht-Straße, 04275 Leipzig', 'DE')).toEqual([
      'no street and house number',
    ]);
    expect(addressGaps('London SW1A 2AA', 'GB')).toEqual(['no street']);
  });

  it("has a postcode of the country's own form", () => {
    expect(addressGaps('Stephansplatz 1, 10115 Wien', 'AT')).toEqual([
      "no postcode of AT's form (e.g. 1010)",
    ]);
    expect(addressGaps('Damrak 1, 1012 Amsterdam', 'NL')).toEqual([
      "no postcode of NL's form (e.g. 1012 JS)",
    ]);
    // Ireland's postcode is the Eircode; Dublin's district is not one.
    expect(addressGaps('12 Merrion Square, Dublin 2', 'IE')).toEqual([
      "no postcode of IE's form (e.g. D02 X285)",
    ]);
    expect(addressGaps('Main Street 1', 'US')).toEqual(['no postcode']);
  });

  it('has a city beside the postcode or apart from the street', () => {
    expect(addressGaps('Karl-Liebknecht-Straße 112, 04275', 'DE')).toEqual(['no city']);
    expect(addressGaps('10 Downing Street, SW1A 2AA', 'GB')).toEqual(['no city']);
  });
});

describe('a PO box', () => {
  it.each([
    'Postfach 10 02 03, 04002 Leipzig',
    'PO Box 123, London SW1A 2AA',
    'P.O. Box 4, Dublin 2, D02 X285',
    'Casella postale 12, 10122 Torino',
    'BP 45, 75002 Paris',
    'Boîte postale 45, 75002 Paris',
    'Apartado de correos 33, 28080 Madrid',
    'Postbus 100, 1000 AC Amsterdam',
  ])('is told apart from a street address (%s)', (address) => {
    expect(isPoBox(address)).toBe(true);
  });

  it('is not a street that sounds like one', () => {
    expect(isPoBox('Postplatz 1, 01067 Dresden')).toBe(false);
    expect(isPoBox('Boxhagener Straße 5, 10245 Berlin')).toBe(false);
    expect(isPoBox('Via Roma 1, 00100 Roma')).toBe(false);
  });
});
