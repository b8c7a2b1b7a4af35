import { texts } from './termCheck';
import { displayedText, type LocaleFile } from '../../lib/translationKeys';
import {
  ALL_CLAIMS,
  CONTRADICTIONS,
  KEY_CLAIMS,
  type Claim,
  type Contradiction,
  type KeyClaim,
} from './policyClaimPatterns';

/**
 * What the site's texts claim about what the site does, read across sentences
 * (docs/decisions/copy-and-terms.md, "Policies as built"). Two sentences can
 * each read well and still contradict each other: the third copy review found
 * a cookie policy that counted browser storage as cookies and, two sections
 * on, said the site sets none (its L1). The term check reads one text at a
 * time; this check reads all the texts of a language together. The claims,
 * in each language: policyClaimPatterns.ts.
 */

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

/**
 * Advice for each language of these texts whose policies the check cannot
 * read (no pattern for a claim: an owner's language beyond the template's),
 * with what the owner can do themselves (patterns are the template's to add).
 */
export function policyClaimsUnread(files: readonly LocaleFile[]): string[] {
  const read = (language: string) =>
    ALL_CLAIMS.every(({ patterns }) =>
      patterns.some((pattern) => pattern.language === '*' || pattern.language === language),
    );
  return [...new Set(files.map((file) => file.language))]
    .filter((language) => !read(language))
    .map(
      (language) =>
        `the policies in "${language}" are not read for claims the code contradicts (“no cookies” beside a cookie the site reads, “needs JavaScript” in path mode): read your translation against the English, and against docs/decisions/copy-and-terms.md, “Policies as built”`,
    );
}
