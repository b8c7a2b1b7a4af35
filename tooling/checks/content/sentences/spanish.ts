/**
 * What a Spanish sentence keeps once filled: the contractions « del » and « al », « u » for « o »
 * before /o/ and « e » for « y » before /i/, no bracket inside a bracket, an apposition closed by a
 * comma, and a role noun that does not give the owner a gender (« El responsable … es Laura »).
 */
import {
  excerpt,
  lawArticles,
  nestedBrackets,
  ownWords,
  unclosedApposition,
  type SentenceRule,
} from './sentenceRule.ts';

/** Role nouns whose article (or the noun itself) takes the person's gender. */
const ROLE =
  '(?:responsable|titular|autora?|encargad[oa]|propietari[oa]|editora?|desarrollador(?:a)?|creador(?:a)?|interesad[oa])';
const MASCULINE = new Set(['el', 'los', 'del', 'al', 'cuyo', 'cuyos', 'este', 'un']);
const FEMININE = new Set(['la', 'las', 'cuya', 'cuyas', 'esta', 'una']);

/** A role noun tied to a name by « es », its determiner captured: « El responsable … es Laura ». */
const LINKED_ROLES = new Map<string, RegExp>();
function linkedRole(name: string): RegExp {
  const known = LINKED_ROLES.get(name);
  if (known) return known;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(
    `(?<!\\p{L})(\\p{L}+)\\s+${ROLE}\\b[^.;:]*?\\bes\\s+${escaped}|${escaped}\\s+es\\s+(\\p{L}+)\\s+${ROLE}\\b`,
    'iu',
  );
  LINKED_ROLES.set(name, pattern);
  return pattern;
}

export const SPANISH_RULES: readonly SentenceRule[] = [
  {
    // « de el », « a el » contract to « del », « al » (not before a name's « El »: « de El Salvador »).
    language: 'es',
    rule: 'the contraction « del », « al »',
    find: ownWords(/(?<!\p{L})(?:de|a)\s+el\b/gu),
  },
  {
    // « o » becomes « u » before /o/ (« u oc », « u ocho »); « y » becomes « e » before /i/.
    language: 'es',
    rule: '« u » for « o » before a word read with /o/, « e » for « y » before /i/ (RAE)',
    find: ownWords(
      /(?<!\p{L})o\s+(?=h?[oóOÓ]|8|11(?!\d))|(?<!\p{L})y\s+(?=h?[iíIÍ](?![aeouáéóú]))/gu,
    ),
  },
  {
    // The OLE sets a bracket inside a bracket as [ ]; a citation is better rephrased.
    language: 'es',
    rule: 'no round bracket inside another (the OLE: « […] » inside, or « art. 22.2 de la LSSI »)',
    find: nestedBrackets,
  },
  {
    language: 'es',
    rule: 'a comma closing the apposition the value ends with',
    find: unclosedApposition(['el', 'la', 'los', 'las', 'lo']),
  },
  {
    // « El responsable del tratamiento es Laura Martínez »: the article gives the owner a gender
    // the template cannot know. A label (« Responsable del tratamiento: … ») or no article.
    language: 'es',
    rule: 'no article or determiner giving the person named a gender: « Responsable del tratamiento: {{ownerName}} »',
    find: ({ text, people }) => {
      for (const person of people) {
        if (person.gender === undefined) continue;
        const linked = linkedRole(person.name).exec(text);
        const determiner = (linked?.[1] ?? linked?.[2] ?? '').toLowerCase();
        const other = person.gender === 'feminine' ? MASCULINE : FEMININE;
        if (linked && other.has(determiner)) {
          return excerpt(text, linked.index, linked.index + linked[0].length);
        }
      }
      return undefined;
    },
  },
  {
    // « del RGPD » but « de la LPD »: the article takes the law's gender.
    language: 'es',
    rule: 'the article of the law’s gender: « del RGPD », « de la LPD »',
    find: lawArticles(
      {
        RGPD: 'masculine',
        'UK GDPR': 'masculine',
        Reglamento: 'masculine',
        LPD: 'feminine',
        Ley: 'feminine',
      },
      {
        masculine: ['la', 'de la', 'a la', 'una', 'esta'],
        feminine: ['el', 'del', 'al', 'un', 'este'],
      },
    ),
  },
];
