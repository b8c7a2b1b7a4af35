import { readLegalDocument } from '../../../src/lib/legalStructure';
import { REGIMES } from '../../../src/lib/policyLaw';
import { CITATION_KEYS } from '../../../src/lib/citation';
import type { LocaleFile } from '../../lib/translationKeys';
import {
  isKeyGroup,
  TranslationTreeCheck,
  type TreeProblem,
} from '../../../src/lib/translationTreeCheck';

/**
 * The texts all legal documents share, at the top of legal.json (list_or joins the
 * alternatives of a list, 'en or it'; language_code quotes each code in it;
 * hosting_log_retention is what the privacy policy says of the host's logs until the owner
 * gives legal.json's hosting.logRetention), the regimes' names, the words around a cited
 * provision (`citation`); every other key there is a document.
 */
const SHARED_LEGAL_TEXTS = [
  'toc_label',
  'new_tab',
  'list_or',
  'language_code',
  'hosting_log_retention',
];

/** Each data-protection regime's names the policies interpolate ({{gdpr}}, {{gdprName}}, {{outsideArea}}). */
const REGIME_TEXTS = ['short', 'name', 'outside'];

function regimeProblems(regimes: unknown): TreeProblem[] {
  const check = new TranslationTreeCheck();
  if (!check.group(regimes, 'regimes', `one group per regime: ${REGIMES.join(', ')}`)) {
    return check.problems;
  }
  check.unknownKeys(regimes, 'regimes', REGIMES, 'the regimes');
  for (const regime of REGIMES) {
    const texts = regimes[regime];
    const key = `regimes.${regime}`;
    if (!check.group(texts, key, `its names: ${REGIME_TEXTS.join(', ')}`)) continue;
    for (const text of REGIME_TEXTS) check.text(texts[text], `${key}.${text}`);
    check.unknownKeys(texts, key, REGIME_TEXTS, 'a regime');
  }
  return check.problems;
}

/** The words around a cited provision (src/lib/citation.ts): each of its strings, no other. */
function citationProblems(citation: unknown): TreeProblem[] {
  const check = new TranslationTreeCheck();
  if (!check.group(citation, 'citation', `its words: ${CITATION_KEYS.join(', ')}`)) {
    return check.problems;
  }
  for (const key of CITATION_KEYS) check.text(citation[key], `citation.${key}`);
  check.unknownKeys(citation, 'citation', CITATION_KEYS, 'a citation');
  return check.problems;
}

/** Every problem in one legal.json: the shared texts, and each document's structure. */
export function legalNamespaceProblems(namespace: unknown): TreeProblem[] {
  if (!isKeyGroup(namespace)) return [{ key: '(top)', problem: 'must be a group of keys' }];
  return Object.entries(namespace).flatMap(([key, value]): TreeProblem[] => {
    if (SHARED_LEGAL_TEXTS.includes(key)) {
      const check = new TranslationTreeCheck();
      check.text(value, key);
      return check.problems;
    }
    if (key === 'regimes') return regimeProblems(value);
    if (key === 'citation') return citationProblems(value);
    if (isKeyGroup(value)) return readLegalDocument(value, key, 'every').problems;
    const shared = SHARED_LEGAL_TEXTS.join(', ');
    return [{ key, problem: `is neither a shared text (${shared}) nor a legal document` }];
  });
}

/**
 * The legal texts' structure in every language (see src/lib/legalStructure.ts),
 * one message per problem naming the file and the key, e.g.
 * `src/locales/it/legal.json: key "privacy.sections.rights.lisst1" is not a known part of …`.
 */
export function checkLegalTexts(files: readonly LocaleFile[]): string[] {
  return files
    .filter((file) => file.path.endsWith('/legal.json'))
    .flatMap((file) =>
      legalNamespaceProblems(file.content).map(
        ({ key, problem }) => `${file.path}: key "${key}" ${problem}`,
      ),
    );
}
