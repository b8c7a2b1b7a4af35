/**
 * A law's provision cited in a page's language: the law table keeps the numbers and the
 * statute's own name (`Citation`, below), the template's strings give the words
 * around them (legal.json `citation`: the unit, each subdivision, the connecting words agreeing
 * with the statute's gender), so a Spanish owner's English page reads "Article 10 of the LSSI"
 * and the Spanish one "art. 10 de la LSSI". A rule the owner wrote (a string) is cited as written.
 */
/**
 * A statute as a citation names it: as it names itself, in its own language (its abbreviation
 * where it has one: 'LSSI', 'TDDDG'), with what the connecting words of a page's language agree
 * with. The words come from the template's strings (legal.json `citation`), never from here.
 */
export interface Statute {
  name: string;
  /**
   * Its name in another language, by language code: a bilingual country's official one, or a
   * law cited by the language's word for it (Greece's ν.: Law, legge; German in the genitive).
   */
  names?: Readonly<Record<string, string>>;
  /**
   * The gender of its kind in Italian, French and Spanish, which agree on each: a law (legge,
   * loi, ley) or a directive feminine; a decree, code, treaty or regulation masculine.
   */
  gender: 'feminine' | 'masculine';
  /** Named by its number or date (d.lgs. 196/2003, S.I. No. 336 of 2011): English sets no "the". */
  numbered?: true;
  /** Where a language gives it another gender than its kind's (Italian: del TDDDG, del TKG). */
  genderIn?: Readonly<Record<string, 'feminine' | 'masculine'>>;
  /** A plural name (the UK's Regulations): Italian, French and Spanish set the plural article. */
  plural?: true;
  /**
   * Named by its title, not an abbreviation or code name (TDDDG, LSSI stay bare): the gender
   * German gives it (die Richtlinie, die loi; das Gesetz, das Wetboek), whose article it sets.
   */
  titled?: 'feminine' | 'neuter';
  /**
   * Whose paragraphs a language names apart: an EU act's (Italian "par.", not "comma"), a German,
   * Austrian or Swiss Absatz (French "alinéa", not "paragraphe").
   */
  paragraphs?: 'eu' | 'germanic';
}

/**
 * A provision of a statute as data, its numbers as the statute writes them: the page's
 * language gives the words around them (citationText, below).
 */
export interface Citation {
  /** What the statute calls its units: articles, sections (§) or regulations (a UK or Irish SI). */
  unit: 'article' | 'section' | 'regulation';
  number: string;
  /** The chapter that numbers its sections anew (Sweden's kap.). */
  chapter?: string;
  /** Abs., comma, paragraphe, apartado. */
  paragraph?: string;
  /** Satz: the sentence of that paragraph. */
  sentence?: string;
  /** Its numbered point (Nr., n.) or lettered one (lit., lett., point), as the statute writes it. */
  point?: string;
  statute: Statute;
}

/** A rule as the owner wrote it (legal.json), cited as written, or the template's, as data. */
export type CitedRule = string | Citation;

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
