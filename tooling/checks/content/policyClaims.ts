import { displayedText, texts } from './termCheck';
import type { LocaleFile } from '../../lib/translationKeys';

/**
 * What the site's texts claim about what the site does, read across sentences
 * (docs/decisions/copy-and-terms.md, "Policies as built"). Two sentences can
 * each read well and still contradict each other: the third copy review found
 * a cookie policy that counted browser storage as cookies and, two sections
 * on, said the site sets none (its L1). The term check reads one text at a
 * time; this check reads all the texts of a language together.
 */

/** A claim as the texts of one language word it. */
export interface Claim {
  /** What the claim says, for messages. */
  name: string;
  /** By language code, or '*' for every language. */
  patterns: readonly { language: string; pattern: RegExp }[];
  /** Only texts under matching keys make it (a table's cells); any text when absent. */
  keys?: RegExp;
}

/** Two claims that cannot both stand in one language's texts, and what to do. */
export interface Contradiction {
  claim: Claim;
  against: Claim;
  instead: string;
}

/** A claim one text must not make, because the code says otherwise. */
export interface KeyClaim {
  /** The dotted key of the text (in any file). */
  key: string;
  claim: Claim;
  instead: string;
}

const NO_COOKIES: Claim = {
  name: 'the site sets no cookies',
  patterns: [
    {
      language: 'en',
      pattern:
        /\bno cookies\b|\b(?:does not|doesn’t|never) (?:set|use|install) (?:any )?cookies\b/i,
    },
    {
      language: 'it',
      // "Non usa cookie analitici" denies one kind only: not this claim.
      pattern:
        /\bnessun cookie\b|\bnon (?:installa|usa|utilizza|imposta) (?:alcun )?cookie\b(?! (?:analitic|di profilazione|di terze|pubblicitar|tecnic|soggett))/i,
    },
  ],
};

const STORAGE_IS_COOKIES: Claim = {
  name: 'browser storage counts as cookies',
  patterns: [
    {
      language: 'en',
      pattern:
        /[“"]cookies?[”"] (?:covers|includes|comprises|also means|refers to)\b|\b(?:localStorage|sessionStorage|browser storage)\b[^.;:]*\b(?:counts? as|(?:is|are) (?:also )?(?:called|considered|regarded as|defined as)) (?:a |an? )?cookies?\b/i,
    },
    {
      language: 'it',
      pattern:
        /[“"]cookie[”"] (?:comprende|include|indica anche|si riferisce anche)\b|\b(?:localStorage|sessionStorage|memoria del browser)\b[^.;:]*\b(?:(?:è|sono) (?:anch[ei] )?(?:considerat[aoie]|chiamat[aoie]|definit[aoie])(?: come)?|rientra(?:no)? tra) (?:i |un )?cookie\b/i,
    },
  ],
};

const COOKIE_IN_TABLE: Claim = {
  name: 'the storage table lists a cookie',
  keys: /\.table\.rows\.[^.]+\.where$/,
  patterns: [{ language: '*', pattern: /\bcookies?\b/i }],
};

const STORAGE_ONLY: Claim = {
  name: 'the site uses browser storage only',
  patterns: [
    {
      language: 'en',
      // "keeps in your browser storage only what it needs" limits what is kept: not this claim.
      pattern:
        /\b(?:uses|relies on) (?:only browser storage|browser storage only)\b|\bstorage only\b(?=\s*[,.;:)]|$)/i,
    },
    {
      language: 'it',
      pattern:
        /\b(?:usa|utilizza|impiega) (?:esclusivamente|soltanto|solo|unicamente) (?:la )?memoria del browser\b|\b(?:esclusivamente|unicamente) (?:la |alla |della )?memoria del browser\b/i,
    },
  ],
};

const READS_A_COOKIE: Claim = {
  name: 'the site reads a cookie',
  patterns: [
    { language: 'en', pattern: /\breads\b[^.;]*\bcookies?\b/i },
    { language: 'it', pattern: /\blegg[eo]\b[^.;]*\bcookie\b/i },
  ],
};

export const CONTRADICTIONS: readonly Contradiction[] = [
  {
    claim: NO_COOKIES,
    against: STORAGE_IS_COOKIES,
    instead:
      'the site keeps items in browser storage, so by that definition it sets cookies: say that the rules for cookies apply to browser storage too, without calling it cookies',
  },
  {
    claim: STORAGE_ONLY,
    against: READS_A_COOKIE,
    instead:
      'say what the site sets, “sets no cookies and keeps only technical data in browser storage”: it reads the i18next cookie to choose the language (src/lib/languageSources.ts)',
  },
  {
    claim: NO_COOKIES,
    against: COOKIE_IN_TABLE,
    instead:
      'the storage table and the sentence must agree on what the site sets (src/lib/storage.ts writes localStorage only)',
  },
];

export const KEY_CLAIMS: readonly KeyClaim[] = [
  {
    key: 'noscript.path',
    claim: {
      name: 'the site needs JavaScript',
      patterns: [
        {
          language: 'en',
          pattern: /\b(?:needs|requires) JavaScript\b|\bJavaScript is (?:needed|required)\b/i,
        },
        {
          language: 'it',
          pattern:
            /\b(?:richied[eo]|serve|servono) JavaScript\b|\bJavaScript è (?:necessario|richiesto)\b/i,
        },
      ],
    },
    instead:
      'what does not work without it: path-mode pages are prerendered and read without script (docs/decisions/first-paint.md)',
  },
];

interface Found {
  path: string;
  key: string;
  words: string;
}

/** Where these texts make a claim, with the words that make it. */
function findClaim(files: readonly LocaleFile[], claim: Claim): Found[] {
  return files.flatMap((file) => {
    const patterns = claim.patterns.filter(
      (candidate) => candidate.language === '*' || candidate.language === file.language,
    );
    return texts(file.content).flatMap(([key, text]): Found[] => {
      if (claim.keys && !claim.keys.test(key)) return [];
      const shown = displayedText(text);
      return patterns.flatMap(({ pattern }) => {
        const words = pattern.exec(shown)?.[0]?.trim();
        return words ? [{ path: file.path, key, words }] : [];
      });
    });
  });
}

const at = (found: Found) => `${found.path}: key "${found.key}" says "${found.words}"`;

/**
 * One message per pair of texts in one language that contradict each other,
 * and per text that makes a claim its key must not, naming each file and key.
 */
export function checkPolicyClaims(
  files: readonly LocaleFile[],
  contradictions: readonly Contradiction[] = CONTRADICTIONS,
  keyClaims: readonly KeyClaim[] = KEY_CLAIMS,
): string[] {
  const languages = [...new Set(files.map((file) => file.language))];
  const acrossTexts = languages.flatMap((language) => {
    const own = files.filter((file) => file.language === language);
    return contradictions.flatMap(({ claim, against, instead }) => {
      const claimed = findClaim(own, claim);
      const contradicted = findClaim(own, against);
      return claimed.flatMap((one) =>
        contradicted.map(
          (other) => `${at(one)} (${claim.name}), but ${at(other)} (${against.name}); ${instead}`,
        ),
      );
    });
  });
  const byKey = keyClaims.flatMap(({ key, claim, instead }) =>
    findClaim(files, { ...claim, keys: new RegExp(`^${key.replaceAll('.', '\\.')}$`) }).map(
      (found) => `${at(found)} (${claim.name}); write ${instead}`,
    ),
  );
  return [...acrossTexts, ...byKey];
}
