/**
 * Whether `legal.json`'s postal address is a full one, as the policies and the
 * legal notice print it: a street with its house number, a postcode of the
 * owner's country's form and a city, in parts apart by commas or lines
 * ("Karl-Liebknecht-Straße 112, 04275 Leipzig"); and, where the site has a
 * legal notice, an address where the owner can be reached and served, not a
 * PO box. The address stays one string, written as post in the owner's country
 * expects it (docs/decisions/policies-by-country.md says why).
 */
import { isoCountry } from '../law/countryRules.ts';

interface PostcodeForm {
  pattern: RegExp;
  /** A postcode of that form, for the message. */
  example: string;
}

/** Digits only, as most of Europe writes them, optionally after the country's letter code ('L-1234'). */
const digits = (count: number, example: string, prefix = ''): PostcodeForm => ({
  pattern: new RegExp(`(?:^|\\s)(?:${prefix ? `${prefix}-` : ''})?\\d{${count}}(?=\\s|$)`),
  example,
});

/** Three digits, a space or none, two more (Czechia, Greece, Sweden, Slovakia). */
const threeTwo = (example: string): PostcodeForm => ({
  pattern: /(?:^|\s)\d{3} ?\d{2}(?=\s|$)/,
  example,
});

/** Each country's postcode, for the 32 countries whose rules the template knows. */
const POSTCODES: Readonly<Record<string, PostcodeForm>> = {
  AT: digits(4, '1010'),
  BE: digits(4, '1000'),
  BG: digits(4, '1000'),
  CH: digits(4, '8001', 'CH'),
  CY: digits(4, '1010'),
  CZ: threeTwo('110 00'),
  DE: digits(5, '10115'),
  DK: digits(4, '1050', 'DK'),
  EE: digits(5, '10111'),
  ES: digits(5, '28001'),
  FI: digits(5, '00100'),
  FR: digits(5, '75001'),
  GB: {
    pattern: /(?:^|\s)(?:[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|GIR ?0AA)(?=\s|$)/i,
    example: 'SW1A 2AA',
  },
  GR: threeTwo('105 57'),
  HR: digits(5, '10000'),
  HU: digits(4, '1051'),
  // The Eircode: a routing key and a unique identifier of the address.
  IE: {
    pattern: /(?:^|\s)(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}(?=\s|$)/i,
    example: 'D02 X285',
  },
  IS: digits(3, '101'),
  IT: digits(5, '00184'),
  LI: digits(4, '9490'),
  LT: digits(5, '01100', 'LT'),
  LU: digits(4, '1111', 'L'),
  LV: digits(4, '1050', 'LV'),
  MT: { pattern: /(?:^|\s)[A-Z]{3} ?\d{4}(?=\s|$)/i, example: 'VLT 1117' },
  NL: { pattern: /(?:^|\s)\d{4} ?[A-Z]{2}(?=\s|$)/i, example: '1012 JS' },
  NO: digits(4, '0150'),
  PL: { pattern: /(?:^|\s)\d{2}-\d{3}(?=\s|$)/, example: '00-001' },
  PT: { pattern: /(?:^|\s)\d{4}-\d{3}(?=\s|$)/, example: '1100-148' },
  RO: digits(6, '010011'),
  SE: threeTwo('111 20'),
  SI: digits(4, '1000', 'SI'),
  SK: threeTwo('811 01'),
};

/** Where a building's name may stand for its number (the UK, Ireland's rural addresses). */
const NAMES_FOR_NUMBERS = new Set(['GB', 'IE']);

/** A house number, or the words for none: Spain's s/n, Italy's snc. */
const HOUSE_NUMBER = /\d|(?:^|\s)(?:s\/n|snc|s\.n\.c\.)(?=\s|$|,)/i;

/** A PO box, in the words of the template's countries' post. */
const PO_BOX =
  /\b(?:p\.?\s?o\.?\s?box|post\s?office\s?box|postfach|postbus|postboks|casella postale|case postale|bo[iî]te postale|b\.?p\.?\s?\d|apartado(?: de correos)?\s?\d|apdo\.?\s?\d|box\s\d)/i;

const LETTER = /\p{L}/u;

/** What makes an address less than full, in the words of a message; empty when it is full. */
export function addressGaps(address: string, countryCode: string): string[] {
  const country = isoCountry(countryCode);
  const form = POSTCODES[country];
  const parts = address
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  // The postcode's part, looked for from the end, where addresses put it.
  const postcodeAt = form
    ? parts.findLastIndex((part) => form.pattern.test(part))
    : parts.findLastIndex((part, index) => index > 0 && /\d/.test(part));
  const postcodePart = parts[postcodeAt] ?? '';
  const cityBesidePostcode = form ? LETTER.test(postcodePart.replace(form.pattern, ' ')) : true;
  // The street comes before the postcode, in every country's order the template knows.
  const beforePostcode = postcodeAt < 0 ? parts : parts.slice(0, postcodeAt);
  const numberOptional = NAMES_FOR_NUMBERS.has(country);
  const street = beforePostcode.find(
    (part) => LETTER.test(part) && (numberOptional || HOUSE_NUMBER.test(part)),
  );
  const city =
    cityBesidePostcode ||
    parts.some((part, index) => index !== postcodeAt && part !== street && LETTER.test(part));
  const gaps: string[] = [];
  if (!street) gaps.push(numberOptional ? 'no street' : 'no street and house number');
  if (postcodeAt < 0) {
    gaps.push(form ? `no postcode of ${country}'s form (e.g. ${form.example})` : 'no postcode');
  } else if (!city) gaps.push('no city');
  return gaps;
}

/** Whether an address is a PO box, which no legal notice may give for the owner's. */
export function isPoBox(address: string): boolean {
  return PO_BOX.test(address);
}
