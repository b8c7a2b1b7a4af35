/**
 * What the sentence check places in the template's strings: for each kind of value a
 * placeholder holds, the awkward ones. Owners' and quoted people's names that begin with a
 * vowel, a mute h, a y read as a vowel or a consonant, of either gender; decimals for scores,
 * shares and returns; counts across every plural form; every country's law (countryRules.ts)
 * and the stand-in for a country the template does not know; hosts whose names end in an
 * abbreviation's full stop; lists of one and of several language codes, one of them read
 * with /o/. Each is formatted by the site's own formatters (src/lib/percent.ts).
 */
import { COUNTRY_RULES } from '../../../owner/law/countryRules.ts';
import { TEMPLATE_LANGUAGES } from '../../../../src/lib/language.ts';
import { NETWORKS } from '../../../owner/files/networks.ts';
import { GITHUB_BASED_IN } from '../../../owner/import/fromResume.ts';

/** A person a sentence names, and the grammatical gender their name takes (unknown for an owner's own). */
export interface Person {
  name: string;
  gender?: 'feminine' | 'masculine';
}

export const PEOPLE: readonly Person[] = [
  { name: 'Anne Dupont', gender: 'feminine' },
  { name: 'Étienne Roux', gender: 'masculine' },
  { name: 'Laura Martínez', gender: 'feminine' },
  { name: 'Oscar Ibáñez', gender: 'masculine' },
  { name: 'Ugo Ferraris', gender: 'masculine' },
  { name: 'Hélène Martin', gender: 'feminine' },
  { name: 'Yves Keller', gender: 'masculine' },
  { name: 'Ingrid Olsen', gender: 'feminine' },
  { name: 'Marco Bianchi', gender: 'masculine' },
  { name: 'Sofia Conti', gender: 'feminine' },
];

/**
 * A host as an owner names it in legal.json: its service, its company, where it is based (by
 * language; an owner's own comes with their texts, FillValues' legalTexts).
 */
export interface Host {
  service: string;
  company: string;
  basedIn?: Readonly<Partial<Record<string, string>>>;
}

const BASED_IN_FRANCE = {
  en: 'based in France',
  it: 'con sede in Francia',
  de: 'mit Sitz in Frankreich',
  fr: 'établie en France',
  es: 'con sede en Francia',
};
const BASED_IN_ITALY = {
  en: 'based in Italy',
  it: 'con sede in Italia',
  de: 'mit Sitz in Italien',
  fr: 'établie en Italie',
  es: 'con sede en Italia',
};

export const HOSTS: readonly Host[] = [
  { service: 'GitHub Pages', company: 'GitHub', basedIn: GITHUB_BASED_IN },
  { service: 'Netlify', company: 'Netlify, Inc.', basedIn: GITHUB_BASED_IN },
  { service: 'OVHcloud', company: 'OVH SAS', basedIn: BASED_IN_FRANCE },
  { service: 'Aruba Hosting', company: 'Aruba S.p.A.', basedIn: BASED_IN_ITALY },
];

/** Every country the template knows, and one it does not (its policies show the stand-in). */
export const COUNTRIES: readonly string[] = [...Object.keys(COUNTRY_RULES), 'ZZ'];

/** The site's languages: one (no picker), several, and one read with /o/ after the last comma. */
export const LANGUAGE_LISTS: readonly (readonly string[])[] = [
  ['en'],
  ['it', 'en'],
  ['de', 'fr', 'es', 'it', 'en'],
  ['es', 'oc'],
];

/** Counts across every plural form of the five languages. */
export const COUNTS: readonly number[] = [0, 1, 2, 5, 11, 21];

/** Figures: a risk score on its 1 to 10 scale, a share in percent, a return in percent. */
export const SCORES: readonly number[] = [1, 3.5, 7.25, 10];
export const RISK_SCORE_MAX = 10;
export const SHARES: readonly number[] = [8, 11, 18, 74.5, 81.5, 100];
export const RETURNS: readonly number[] = [-3.5, 0, 8.69, 25.1, 1234.56];

export const YEARS: readonly number[] = [2021, 2025, 2026];
/** Months by index, January first: one whose name begins with a vowel in each language. */
export const MONTH_INDEXES: readonly number[] = [0, 3, 7, 9];
export const PAGES: readonly number[] = [1, 2, 11];
export const PAGE_TOTALS: readonly number[] = [2, 11, 21];
export const SIZES_KB: readonly number[] = [1, 38, 300];

export const JOB_TITLES: readonly string[] = [
  'Software Engineer',
  'Open-source maintainer',
  'UX designer',
];
/** A course's title, a job title, an Austrian trade title. */
export const TITLES: readonly string[] = [
  'Advanced TypeScript',
  'Introduction to Git',
  'Software Engineer',
  'Ingenieurbüro (Beratende Ingenieure)',
];
export const COMPANIES: readonly string[] = [
  'Acme',
  'Enel',
  'Ubisoft',
  'Oracle',
  'Hewlett-Packard',
];
export const PLATFORMS: readonly string[] = ['Udemy', 'edX', 'Coursera', 'YouTube'];
export const NETWORK_NAMES: readonly string[] = Object.values(NETWORKS).map(({ label }) => label);
export const LANGUAGE_NAMES: readonly string[] = TEMPLATE_LANGUAGES.map(({ name }) => name);
export const GRADES: readonly string[] = ['110/110', 'First-class honours'];
/** How well the owner speaks a language, as an owner writes it in each language (profile.json spokenLanguages). */
export const FLUENCIES: Readonly<Record<string, readonly string[]>> = {
  en: ['native', 'C1'],
  it: ['madrelingua', 'C1'],
  de: ['Muttersprache', 'C1'],
  fr: ['langue maternelle', 'C1'],
  es: ['lengua materna', 'C1'],
};
/** A course's duration, as an owner writes it in each language. */
export const DURATIONS: Readonly<Record<string, readonly string[]>> = {
  en: ['2.5 hours', '40 minutes'],
  it: ['2,5 ore', '40 minuti'],
  de: ['2,5 Stunden', '40 Minuten'],
  fr: ['2,5 heures', '40 minutes'],
  es: ['2,5 horas', '40 minutos'],
};
export const VAT_IDS: readonly string[] = ['IT01234567890', 'ATU12345678'];
export const EMAILS: readonly string[] = ['anne@example.org', 'o.ibanez@example.com'];
export const SITE_URLS: readonly string[] = [
  'https://anne.example.org/',
  'https://example.org/portfolio/',
];
export const POSTAL_ADDRESSES: readonly string[] = [
  'Via Roma 1, 10121 Torino, Italia',
  '12 rue de la Paix, 75002 Paris, France',
  'Calle Mayor 5, 28013 Madrid',
];
