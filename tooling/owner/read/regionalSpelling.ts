/**
 * The template's German as it is written where the owner lives (copy review 5, DT-9): in
 * Switzerland and Liechtenstein without ß and with «…», as the Federal Chancellery's
 * Schreibweisungen set them, and in Switzerland with the DSG's words where a sentence is shared
 * with the GDPR's (Personendaten, bearbeiten); in Austria with „Jänner“ for January. Only the
 * template's strings take it: the owner's overrides and texts are written as the owner writes them.
 */
import type { Tree } from '../../lib/textTree.ts';

/** Where German is written the Swiss way: no ß, guillemets for quotation marks. */
const SWISS_GERMAN = new Set(['CH', 'LI']);
const AUSTRIAN_GERMAN = new Set(['AT']);
/** Where the law is the Swiss DSG, not the GDPR (Liechtenstein's is the GDPR). */
const SWISS_LAW = new Set(['CH']);

const swiss = (text: string): string =>
  text
    .replaceAll('ß', 'ss')
    .replaceAll('ẞ', 'SS')
    .replaceAll('„', '«')
    .replaceAll('“', '»')
    .replaceAll('‚', '‹')
    // ‘ closes a German inner quotation; ’ (the apostrophe) is left as it is.
    .replaceAll('‘', '›');

// The words of the Swiss DSG in the sentences a Swiss owner shares with the GDPR's: Personendaten
// (Art. 5 lit. a), bearbeiten (lit. d), besonders schützenswerte Personendaten (lit. c) and the
// Datenschutzberater (Art. 10), as the Swiss-only sentences already say.
const swissLaw = (text: string): string =>
  text
    .replace(
      /\bbesonderen Kategorien personenbezogener Daten\b/g,
      'besonders schützenswerten Personendaten',
    )
    .replace(/\b[Pp]ersonenbezogenen? Daten\b/g, 'Personendaten')
    .replaceAll('Verarbeit', 'Bearbeit')
    .replaceAll('verarbeit', 'bearbeit')
    .replace(/\bDatenschutzbeauftragter\b/g, 'Datenschutzberater');

const swissUnderSwissLaw = (text: string): string => swiss(swissLaw(text));

// The month's name, and its abbreviation where a text is only that (the trading page's labels).
const austrian = (text: string): string =>
  text === 'Jan' ? 'Jän' : text.replace(/\bJanuar(?=s?\b)/g, 'Jänner');

/** How a text of the template reads in this language for an owner in this country; null if as written. */
export function regionalForm(
  language: string,
  countryCode: string,
): ((text: string) => string) | null {
  if (language !== 'de') return null;
  const country = countryCode.toUpperCase();
  if (SWISS_LAW.has(country)) return swissUnderSwissLaw;
  if (SWISS_GERMAN.has(country)) return swiss;
  if (AUSTRIAN_GERMAN.has(country)) return austrian;
  return null;
}

/** Every text of a namespace in the language's regional form (keys and shape kept). */
export function inRegionalForm(tree: Tree, language: string, countryCode: string): Tree {
  const form = regionalForm(language, countryCode);
  if (!form) return tree;
  const each = (value: Tree[string]): Tree[string] =>
    typeof value === 'string'
      ? form(value)
      : Array.isArray(value)
        ? value.map(form)
        : Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, each(inner)]));
  return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, each(value)]));
}
