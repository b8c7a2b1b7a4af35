import { flattenKeys, type LocaleFile } from './translationKeys';

/**
 * The words chosen for the site's copy (docs/decisions/copy-and-terms.md), kept
 * by the content check: a text that uses a word set aside is reported with its
 * file, key and the word to use instead, so the choices survive the next edit.
 */
export interface TermRule {
  /** A language code, or '*' for every language. */
  language: string;
  pattern: RegExp;
  instead: string;
}

const JOB_TITLE = 'Senior Software Engineer / Technical Architect FE';

export const TERM_RULES: readonly TermRule[] = [
  {
    language: 'it',
    pattern: /\barchitett[oaie]\b/i,
    instead: `the English job title ("${JOB_TITLE}"): "architetto" is a protected title in Italy`,
  },
  {
    language: 'it',
    pattern: /\bingegner[ei]\b/i,
    instead:
      'an English job title ("Software Engineer", "Test Engineer"): "ingegnere" is a protected title in Italy',
  },
  {
    language: 'it',
    pattern: /memorizzazione|memorizzat[oaie] nel browser|dati memorizzati/i,
    instead: '"memoria del browser", the one name for browser storage',
  },
  { language: 'it', pattern: /\bsquadr[ae]\b/i, instead: '"team"' },
  { language: 'it', pattern: /\bcumulativ[oaie]\b/i, instead: '"cumulato"' },
  { language: 'it', pattern: /\bfattur[ae]\b/i, instead: '"bollette", the one word for bills' },
  { language: 'it', pattern: /\bself-care\b/i, instead: '"area clienti online"' },
  { language: 'it', pattern: /[«»]/, instead: 'the quotation marks “ ”' },
  {
    language: 'it',
    pattern: /\bmodul[oi] di contatto\b/i,
    instead: 'nothing: the site has no form',
  },
  { language: 'en', pattern: /\blearnt\b/i, instead: '"learned"' },
  { language: 'en', pattern: /\bsquads?\b/i, instead: '"team"' },
  { language: 'en', pattern: /\binvoices?\b/i, instead: '"bills", the one word for bills' },
  { language: 'en', pattern: /\bself-care\b/i, instead: '"online account area"' },
  { language: 'en', pattern: /\bcontact form\b/i, instead: 'nothing: the site has no form' },
  {
    language: 'en',
    pattern: /\bfront-end (technical )?architect\b/i,
    instead: `the job title as the spec writes it, "${JOB_TITLE}"`,
  },
  {
    language: 'en',
    pattern: /(^|[\s(])'[^']+'(?=[\s.,;:)]|$)/,
    instead: 'the quotation marks “ ”',
  },
  {
    language: '*',
    pattern: /\bTECNAVIA\b(?! APPS s\.r\.l\.)/,
    instead: '"TECNAVIA APPS s.r.l.", the company\'s one spelling',
  },
];

/** Every text of a translation file with its dotted key; a list's items as key.1, key.2… */
function texts(content: unknown): [string, string][] {
  return [...flattenKeys(content)].flatMap(([key, value]): [string, string][] => {
    if (typeof value === 'string') return [[key, value]];
    if (Array.isArray(value)) {
      return value.flatMap((item: unknown, index): [string, string][] =>
        typeof item === 'string' ? [[`${key}.${index + 1}`, item]] : [],
      );
    }
    return [];
  });
}

/** One message per word set aside, naming the file, the key and what to write instead. */
export function checkTerms(
  files: readonly LocaleFile[],
  rules: readonly TermRule[] = TERM_RULES,
): string[] {
  return files.flatMap((file) =>
    texts(file.content).flatMap(([key, text]) =>
      rules
        .filter((rule) => rule.language === '*' || rule.language === file.language)
        .flatMap((rule) => {
          const found = rule.pattern.exec(text)?.[0]?.trim();
          return found ? [`${file.path}: key "${key}" says "${found}"; write ${rule.instead}`] : [];
        }),
    ),
  );
}
