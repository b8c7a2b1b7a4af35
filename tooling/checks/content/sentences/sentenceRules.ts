/**
 * The template's sentences read by each language's rules once filled with awkward values
 * (filling.ts, awkwardValues.ts): a name beginning with a vowel, a decimal, each country's law.
 * Run by the content check and its unit test; one message per key and rule broken, quoting the
 * first filling that breaks it and what was placed in it.
 */
import { flattenKeys } from '../../../lib/translationKeys.ts';
import type { Owner } from '../../../owner/files/index.ts';
import { hostingFacts } from '../../../owner/files/legal.ts';
import { ownerChoices } from '../../../owner/read/model.ts';
import { OWNER_LOCALES } from '../../../owner/read/strings.ts';
import { type Strings } from '../../../lib/textTree.ts';
import type { ByLanguage } from '../../../../src/content/texts.ts';
import type { PolicyTexts } from '../../../../src/lib/legalTextValues.ts';
import { EVERY_LANGUAGE_RULES } from './everyLanguage.ts';
import { ENGLISH_RULES } from './english.ts';
import { fillStrings, type FilledSentence, type FillValues } from './filling.ts';
import { FRENCH_RULES } from './french.ts';
import { GERMAN_RULES } from './german.ts';
import { ITALIAN_RULES } from './italian.ts';
import type { SentenceRule } from './sentenceRule.ts';
import { SPANISH_RULES } from './spanish.ts';

export const SENTENCE_RULES: readonly SentenceRule[] = [
  ...EVERY_LANGUAGE_RULES,
  ...ENGLISH_RULES,
  ...ITALIAN_RULES,
  ...GERMAN_RULES,
  ...FRENCH_RULES,
  ...SPANISH_RULES,
];

/** What was placed in a sentence, for a message: each value, cut short. */
function placedSummary(placed: Readonly<Record<string, string>>): string {
  const cut = (value: string) => (value.length > 48 ? `${value.slice(0, 47)}…` : value);
  const values = Object.entries(placed).map(([name, value]) => `${name} “${cut(value)}”`);
  return values.length > 0 ? ` (filled with ${values.join(', ')})` : '';
}

/** A sentence with each placed value back as its placeholder: what it reads whatever is placed. */
function shapeOf({ text, placed }: FilledSentence): string {
  const longestFirst = Object.entries(placed).sort(([, a], [, b]) => b.length - a.length);
  return longestFirst.reduce(
    (shape, [name, value]) => (value === '' ? shape : shape.split(value).join(`{{${name}}}`)),
    text,
  );
}

/**
 * A sentence that reads the same for a count of one and of two: every template language
 * writes the two apart (i18next's key_one and key_other, by the language's plural rules).
 */
function countFaults(sentences: readonly FilledSentence[]): string[] {
  const byCount = new Map<string, Map<string, string>>();
  for (const sentence of sentences) {
    const { count } = sentence.placed;
    if (count !== '1' && count !== '2') continue;
    const shapes = byCount.get(sentence.where) ?? new Map<string, string>();
    shapes.set(count, shapeOf(sentence));
    byCount.set(sentence.where, shapes);
  }
  return [...byCount].flatMap(([where, shapes]) => {
    const one = shapes.get('1');
    return one !== undefined && one === shapes.get('2')
      ? [
          `${where} reads “${one}” for a count of 1 and of 2 alike; write the language’s plural forms (_one, _other)`,
        ]
      : [];
  });
}

/** One message per key and rule a sentence breaks, quoting the first filling that breaks it. */
export function sentenceFaults(
  sentences: readonly FilledSentence[],
  rules: readonly SentenceRule[] = SENTENCE_RULES,
): string[] {
  const faults = new Map<string, string>();
  for (const sentence of sentences) {
    for (const rule of rules) {
      if (rule.language !== '*' && rule.language !== sentence.language) continue;
      const fault = `${sentence.where}: ${rule.rule}`;
      if (faults.has(fault)) continue;
      const found = rule.find(sentence);
      if (found !== undefined) {
        faults.set(
          fault,
          `${sentence.where} reads “${found}”${placedSummary(sentence.placed)}; write ${rule.rule}`,
        );
      }
    }
  }
  return [...faults.values(), ...countFaults(sentences)];
}

/** The template's strings of every language, filled with awkward values and read by their rules. */
export function checkTemplateSentences(template: Strings, localesFolder: string): string[] {
  return Object.entries(template).flatMap(([language, namespaces]) =>
    sentenceFaults(
      fillStrings({
        language,
        namespaces,
        pathOf: (namespace) => `${localesFolder}/${language}/${namespace}.json`,
      }),
    ),
  );
}

/** The placeholders an owner's own law fills (legal.json supervisoryAuthority, nationalLaw, cookieRule). */
const OWN_LAW = /\{\{(?:authority|nationalLaw|cookieRule|cookieExemption)\}\}/;

/**
 * The template sentences an owner rewrote (owner/locales/<language>/), and those their own law
 * enters where they give it, read by the same rules: filled with the owner's own name, country,
 * law, host and languages where a sentence names them, and with the awkward values elsewhere
 * (counts, figures, people quoted). `strings`: the site's, made of the owner's
 * (siteStrings.ts), and `legalTexts` the legal module's texts (the host's, the month in words),
 * both as the build's context carries them.
 */
export function checkOwnerSentences(
  owner: Owner,
  folderName: string,
  strings: Strings,
  legalTexts: ByLanguage<PolicyTexts>,
): string[] {
  const { service, company } = hostingFacts(owner.legal.hosting);
  const { languages } = ownerChoices(owner);
  const { supervisoryAuthority, nationalLaw, cookieRule } = owner.legal;
  const values: FillValues = {
    owners: [{ name: owner.profile.name }],
    countries: [owner.profile.location.countryCode],
    ownLaw: {
      ...(supervisoryAuthority ? { supervisoryAuthority } : {}),
      ...(nationalLaw ? { nationalLaw } : {}),
      ...(cookieRule ? { cookieRule } : {}),
    },
    hosts: [{ service, company }],
    legalTexts,
    languageLists: [languages.map(({ code }) => code)],
  };
  return languages.flatMap(({ code: language }) => {
    const overrides = owner.strings[language] ?? {};
    const namespaces = strings[language];
    if (!namespaces) return [];
    const written = new Set(
      Object.entries(overrides).flatMap(([namespace, tree]) =>
        [...flattenKeys(tree).keys()].map((key) => `${namespace}:${key}`),
      ),
    );
    // The template's sentences the owner's own law enters, named by the file it comes from.
    const entered = new Set(
      Object.keys(values.ownLaw ?? {}).length === 0
        ? []
        : [...flattenKeys(namespaces.legal)].flatMap(([key, text]) =>
            typeof text === 'string' && OWN_LAW.test(text) && !written.has(`legal:${key}`)
              ? [key]
              : [],
          ),
    );
    const read = (
      pathOf: (namespace: string) => string,
      only: (namespace: string, key: string) => boolean,
    ) => sentenceFaults(fillStrings({ language, namespaces, pathOf, values, only }));
    return [
      ...read(
        (namespace) => `${folderName}/${OWNER_LOCALES}/${language}/${namespace}.json`,
        (namespace, key) => written.has(`${namespace}:${key}`),
      ),
      ...read(
        () => `${folderName}/legal.json, in src/locales/${language}/legal.json`,
        (namespace, key) => namespace === 'legal' && entered.has(key),
      ),
    ];
  });
}
