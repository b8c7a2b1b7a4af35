/**
 * A law's provision cited in a page's language: the law table keeps the numbers and the
 * statute's own name (src/lib/policyLaw.ts `Citation`), the template's strings give the words
 * around them (legal.json `citation`: the unit, each subdivision, the connecting words agreeing
 * with the statute's gender), so a Spanish owner's English page reads "Article 10 of the LSSI"
 * and the Spanish one "art. 10 de la LSSI". A rule the owner wrote (a string) is cited as written.
 */
import type { Citation, CitedRule } from './policyLaw.ts';

/** A translation of the legal namespace (i18next's `t` bound to it, or any function like it). */
export type LegalTranslate = (key: string, options?: Readonly<Record<string, unknown>>) => string;

/** The sentence numbers with a string of their own, for the languages that write them as words. */
const ORDINAL_SENTENCES = ['1', '2', '3', '4', '5'] as const;

/**
 * legal.json's `citation` strings: the units, the subdivisions (a lettered point apart), the
 * mark of a narrowed provision, and the connecting words by the statute's gender and name.
 */
export const CITATION_KEYS = [
  'article',
  'section',
  'regulation',
  'chapter',
  'paragraph',
  'paragraph_eu',
  'paragraph_germanic',
  'sentence',
  // A sentence's place as an ordinal word where the language says it so (terzo periodo).
  ...ORDINAL_SENTENCES.map((place) => `sentence_${place}`),
  'point',
  'letter',
  'narrowed',
  ...['feminine', 'masculine'].flatMap((gender) =>
    ['', '_elided', '_numbered', '_numbered_elided', '_plural'].map(
      (form) => `of_${gender}${form}`,
    ),
  ),
  'titled_feminine',
  'titled_neuter',
] as const;

/** A name that opens on a vowel, before which French and Italian elide (« de l’ECG », "dell’ECG"). */
const OPENS_ON_VOWEL = /^[aeiouàâäáéèêëíìîïóòôöúùûüāēīōū]/i;

/** The subdivisions, in the order they narrow the provision, each its own string. */
const SUBDIVISIONS = ['paragraph', 'sentence', 'point'] as const;

/** The connecting words' context: the statute's gender, and what its name asks of them. */
function connection({ statute }: Citation, name: string, language: string): string {
  const gender = statute.genderIn?.[language] ?? statute.gender;
  if (statute.plural) return `${gender}_plural`;
  const elided = OPENS_ON_VOWEL.test(name) ? '_elided' : '';
  return statute.numbered ? `${gender}_numbered${elided}` : `${gender}${elided}`;
}

/** One provision of a statute, as a sentence in `language` cites it. */
function provisionText(citation: Citation, language: string, translate: LegalTranslate): string {
  const word = (key: string, values: Readonly<Record<string, string>>) =>
    translate(`citation.${key}`, values);
  let provision = word(citation.unit, { number: citation.number });
  for (const subdivision of SUBDIVISIONS) {
    const value = citation[subdivision];
    if (value === undefined) continue;
    // A lettered point reads apart from a numbered one (lit. b, Nr. 2).
    const key = subdivision === 'point' && /^\D/.test(value) ? 'letter' : subdivision;
    // An EU act's paragraphs and a German-speaking State's Absätze have their own word in some languages.
    const system = key === 'paragraph' ? citation.statute.paragraphs : undefined;
    const ordinal = key === 'sentence' && (ORDINAL_SENTENCES as readonly string[]).includes(value);
    const variant = system ?? (ordinal ? value : undefined);
    provision = word(variant ? `${key}_${variant}` : key, { provision, [subdivision]: value });
  }
  if (citation.chapter !== undefined) {
    provision = word('chapter', { provision, chapter: citation.chapter });
  }
  const narrowed =
    citation.chapter !== undefined || SUBDIVISIONS.some((each) => citation[each] !== undefined);
  if (narrowed) provision = word('narrowed', { provision });
  const name = citation.statute.names?.[language] ?? citation.statute.name;
  // German sets an article before a statute named by its title (der Richtlinie), none before an abbreviation.
  const titled = citation.statute.titled;
  const statute = titled ? word(`titled_${titled}`, { statute: name }) : name;
  return translate('citation.of', {
    provision,
    statute,
    context: connection(citation, name, language),
  });
}

/** A rule cited in `language`: the owner's as written, the template's in the language's words. */
export function citationText(rule: CitedRule, language: string, translate: LegalTranslate): string {
  return typeof rule === 'string' ? rule : provisionText(rule, language, translate);
}

/** Several provisions cited together (Austria's notice: § 5 ECG, § 25 MedienG). */
export function citationsText(
  rules: readonly CitedRule[],
  language: string,
  translate: LegalTranslate,
): string {
  return rules.map((rule) => citationText(rule, language, translate)).join(', ');
}
