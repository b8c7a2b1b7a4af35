/**
 * Every string of a language filled the way the site fills it, with awkward values
 * (awkwardValues.ts): i18next's interpolation, plural forms and number contexts, the legal
 * texts' values from the one function the policy pages use (src/lib/legalTextValues.ts), the
 * figures from the site's formatters, and the markup's tags left out, as the visitor reads
 * the text. A sentence is filled as many times as its most varied placeholder has values, each
 * placeholder taking its values in turn, so every value of every kind stands in every sentence
 * once. A legal text that shows only under some regime (`p3@uk`) is filled with the law of the
 * countries of that regime only, and one that shows only with a language picker (`@languages`)
 * with lists of several languages only. An owner's check fills their own name, country, host
 * and languages instead of the awkward ones (FillValues).
 */
import i18next, { type TFunction } from 'i18next';
import { noticeRule, policyLaw } from '../../../owner/law/lawForCountry.ts';
import {
  everyCombination,
  keyShown,
  possibleConditions,
} from '../../../../src/lib/legalConditions.ts';
import {
  legalTextValues,
  type LegalTextValues,
  type PolicyTexts,
} from '../../../../src/lib/legalTextValues.ts';
import type { ByLanguage } from '../../../../src/content/texts.ts';
import { NUMBER_CONTEXTS, numberContext } from '../../../../src/lib/numberWords.ts';
import {
  formatDecimal,
  formatProsePercent,
  formatProseReturn,
} from '../../../../src/lib/percent.ts';
import { REGIMES, type OwnerLaw } from '../../../../src/lib/policyLaw.ts';
import { citationsText } from '../../../../src/lib/citation.ts';
import { flattenKeys } from '../../../lib/translationKeys.ts';
import { keysCitingTheGdpr } from '../../../owner/check/countryAsks.ts';
import type { Tree } from '../../../lib/textTree.ts';
import {
  COMPANIES,
  COUNTRIES,
  COUNTS,
  DURATIONS,
  FLUENCIES,
  EMAILS,
  GRADES,
  HOSTS,
  JOB_TITLES,
  LANGUAGE_LISTS,
  LANGUAGE_NAMES,
  MONTH_INDEXES,
  NETWORK_NAMES,
  PAGE_TOTALS,
  PAGES,
  PEOPLE,
  PLATFORMS,
  POSTAL_ADDRESSES,
  RETURNS,
  RISK_SCORE_MAX,
  SCORES,
  SHARES,
  SITE_URLS,
  SIZES_KB,
  TITLES,
  VAT_IDS,
  YEARS,
  type Host,
  type Person,
} from './awkwardValues.ts';
import { monthInWords } from '../../../owner/files/legal.ts';

/** A month an owner last updated the policies in, said in each language's words. */
const POLICIES_UPDATED = '2026-03';

/** One string of the site as a visitor reads it once filled, with what was placed in it. */
export interface FilledSentence {
  /** The file and key it comes from: 'src/locales/fr/common.json: key "seo.trading.description"'. */
  where: string;
  language: string;
  /** The text filled, its markup's tags left out. */
  text: string;
  /** What each placeholder received, as placed. */
  placed: Readonly<Record<string, string>>;
  /** The people it names (an owner, a person quoted), with the gender their names take. */
  people: readonly Person[];
  /** The figures placed in it (a score, a share, a return), as the site's formatters wrote them. */
  figures: readonly string[];
}

/**
 * What fills the owner's places in a sentence: the owners named ({{ownerName}}, the site's
 * {{name}}), their countries' law, their hosts and their sites' languages. The awkward ones
 * for the template; an owner's own for their sentences.
 */
export interface FillValues {
  owners: readonly Person[];
  countries: readonly string[];
  /** What the owner gives of their country's law in legal.json, over the template's. */
  ownLaw?: OwnerLaw;
  hosts: readonly Host[];
  /**
   * The owner's legal.json texts the policies quote, by language, as the legal module serves
   * them (the host's, the month in words): an owner's check; else each host's (hostTexts).
   */
  legalTexts?: ByLanguage<PolicyTexts>;
  languageLists: readonly (readonly string[])[];
}

export const AWKWARD_VALUES: FillValues = {
  owners: PEOPLE,
  countries: COUNTRIES,
  hosts: HOSTS,
  languageLists: LANGUAGE_LISTS,
};

/** One language's strings, by namespace, the path each file is named by in messages, and what to fill. */
export interface LanguageStrings {
  language: string;
  namespaces: Readonly<Record<string, Tree>>;
  pathOf: (namespace: string) => string;
  /** The values placed; the awkward ones unless given. */
  values?: FillValues;
  /** Which keys to fill (all unless given): an owner's check reads only the sentences they wrote. */
  only?: (namespace: string, key: string) => boolean;
}

/** What a placeholder receives: its text, the value i18next is given if not the text, who or what it is. */
interface Fill {
  text: string;
  /** What i18next receives when it is not the text: a count's number, for its plural form. */
  value?: unknown;
  person?: Person;
  figure?: true;
  /** The key variant the value asks for (numberWords.ts: Italian's `share_elided`). */
  context?: string;
}

/** What a sentence is filled in: its language and namespace, and the law and languages it may show with. */
interface Scene {
  language: string;
  t: TFunction;
  /** The legal namespace's translations, each made once: the same few fill every legal text. */
  legalT: (key: string, options?: Readonly<Record<string, unknown>>) => string;
  /** The language's month names, January first: long, then short (trading.json `months`). */
  months: { long: readonly string[]; short: readonly string[] };
  namespace: string;
  values: FillValues;
  /** The countries and language lists of the values that a site showing this sentence may have. */
  countries: readonly string[];
  languageLists: readonly (readonly string[])[];
  legal: (index: number) => LegalTextValues;
}

interface Slot {
  /** How many values it has in this scene. */
  size: (scene: Scene) => number;
  fill: (index: number, scene: Scene) => Fill;
}

const at = <T>(list: readonly T[], index: number): T => {
  const item = list[index % list.length];
  if (item === undefined) throw new Error('an empty list of awkward values');
  return item;
};

const texts = (list: readonly string[]): Slot => ({
  size: () => list.length,
  fill: (index) => ({ text: at(list, index) }),
});
const numbers = (list: readonly number[]): Slot => ({
  size: () => list.length,
  fill: (index) => ({ text: String(at(list, index)), value: at(list, index) }),
});
const personSlot = (people: (scene: Scene) => readonly Person[]): Slot => ({
  size: (scene) => people(scene).length,
  fill: (index, scene) => {
    const person = at(people(scene), index);
    return { text: person.name, person };
  },
});
/** The owner a sentence names. */
const owners = personSlot((scene) => scene.values.owners);
/** A person quoted in a testimonial. */
const quoted = personSlot(() => PEOPLE);
/** A figure as the page writes it, in the scene's language. */
const figures = (list: readonly number[], format: (value: number, language: string) => string) => ({
  size: () => list.length,
  fill: (index: number, scene: Scene): Fill => ({
    text: format(at(list, index), scene.language),
    figure: true,
  }),
});

/** The twelve months' names in one style, as the trading namespace gives them. */
function monthNames(t: TFunction, style: 'long' | 'short'): string[] {
  const names: unknown = t(`months.${style}`, { ns: 'trading', returnObjects: true });
  return Array.isArray(names) ? names.filter((name) => typeof name === 'string') : [];
}
/** A month of a year as a sentence says it ('April 2025', 'aprile 2025'): periods.ts's pattern. */
const monthOfYear: Slot = {
  size: () => MONTH_INDEXES.length * YEARS.length,
  fill: (index, scene) => {
    const month = at(scene.months.long, at(MONTH_INDEXES, index));
    const year = at(YEARS, Math.floor(index / MONTH_INDEXES.length));
    return { text: scene.t('months.with_year_long', { ns: 'trading', month, year }) };
  },
};
/** A year's label on the trading page: the year, or a running year's ('2025 (partial)'). */
const yearLabel: Slot = {
  size: () => YEARS.length,
  fill: (index, scene) => {
    const year = at(YEARS, index);
    if (index === 0) return { text: String(year) };
    const keys = [`annual_labels.${year}_partial`, 'annual_labels.partial'];
    return { text: scene.t(keys, { ns: 'trading', year }) };
  },
};
const legal = (name: string, size: (scene: Scene) => number): Slot => ({
  size,
  fill: (index, scene) => ({ text: scene.legal(index)[name] ?? '' }),
});
const byCountry = (scene: Scene) => scene.countries.length;
const byHost = (scene: Scene) => scene.values.hosts.length;

/**
 * The rules that make a legal notice a duty, each country's for a business and for any site,
 * cited in the scene's language as the notice cites them.
 */
const noticeRules = (scene: Scene) => [
  ...new Set(
    scene.values.countries.flatMap((country) =>
      [noticeRule(country, true), noticeRule(country, false)].flatMap((rule) =>
        rule ? [citationsText(rule.rule, scene.language, scene.legalT)] : [],
      ),
    ),
  ),
];

/**
 * What the words around a cited provision take (legal.json `citation`, src/lib/citation.ts):
 * its numbers as statutes write them, a provision as the language words it, statutes named by
 * an abbreviation, by a number, and opening on a vowel.
 */
const CITATION_SLOTS: Readonly<Record<string, Slot>> = {
  number: texts(['10', '4a', '3:15d']),
  chapter: texts(['9']),
  paragraph: texts(['2']),
  sentence: texts(['3']),
  point: texts(['2', 'e']),
  provision: {
    size: () => 2,
    fill: (index, scene) => ({
      text: scene.legalT(index === 0 ? 'citation.article' : 'citation.section', { number: '10' }),
    }),
  },
  // Opening on a consonant: one opening on a vowel takes the elided words (below).
  statute: texts(['LSSI', 'd.lgs.\u00a0196/2003']),
};
const ELIDED_CITATION = { statute: texts(['ECG', 'Informācijas sabiedrības pakalpojumu likums']) };

/** What each placeholder holds, by its name. */
const SLOTS: Readonly<Record<string, Slot>> = {
  ownerName: owners,
  name: owners,
  jobTitle: texts(JOB_TITLES),
  title: texts(TITLES),
  company: texts(COMPANIES),
  platform: texts(PLATFORMS),
  network: texts(NETWORK_NAMES),
  language: texts(LANGUAGE_NAMES),
  grade: texts(GRADES),
  vatId: texts(VAT_IDS),
  url: texts(SITE_URLS),
  rule: {
    size: (scene) => noticeRules(scene).length,
    fill: (index, scene) => ({ text: at(noticeRules(scene), index) }),
  },
  duration: {
    size: () => 2,
    fill: (index, scene) => ({ text: at(DURATIONS[scene.language] ?? DURATIONS.en ?? [], index) }),
  },
  fluency: {
    size: () => 2,
    fill: (index, scene) => ({ text: at(FLUENCIES[scene.language] ?? FLUENCIES.en ?? [], index) }),
  },
  count: numbers(COUNTS),
  page: numbers(PAGES),
  total: numbers(PAGE_TOTALS),
  size: numbers(SIZES_KB),
  year: numbers(YEARS),
  month: {
    size: (scene) => scene.months.long.length + scene.months.short.length,
    fill: (index, scene) => ({ text: at([...scene.months.long, ...scene.months.short], index) }),
  },
  first: monthOfYear,
  last: monthOfYear,
  start: monthOfYear,
  // The chart's summary (PerformancePanel.tsx): a signed return in a sentence.
  final: figures(RETURNS, formatProseReturn),
  // The risk score and its scale (PerformancePanel.tsx).
  score: figures(SCORES, formatDecimal),
  max: figures([RISK_SCORE_MAX], formatDecimal),
  // The CFD warning's share (TradingPage.tsx), with the key variant its figure asks for.
  share: {
    size: () => SHARES.length,
    fill: (index, scene) => {
      const share = at(SHARES, index);
      const context = numberContext(scene.language, share);
      return {
        text: formatProsePercent(share, scene.language),
        figure: true,
        ...(context ? { context } : {}),
      };
    },
  },
  siteUrl: legal('siteUrl', () => SITE_URLS.length),
  email: legal('email', () => EMAILS.length),
  postalAddress: legal('postalAddress', () => POSTAL_ADDRESSES.length),
  hostingService: legal('hostingService', byHost),
  hostingCompany: legal('hostingCompany', byHost),
  hostingBasedIn: legal('hostingBasedIn', byHost),
  hostingLogRetention: legal('hostingLogRetention', byHost),
  languageCodes: legal('languageCodes', (scene) => scene.languageLists.length),
  noticeButton: legal('noticeButton', () => 1),
  policiesUpdated: legal('policiesUpdated', () => 1),
  authority: legal('authority', byCountry),
  nationalLaw: legal('nationalLaw', byCountry),
  cookieRule: legal('cookieRule', byCountry),
  cookieExemption: legal('cookieExemption', byCountry),
  gdpr: legal('gdpr', byCountry),
  gdprName: legal('gdprName', byCountry),
  outsideArea: legal('outsideArea', byCountry),
};

/**
 * Where a placeholder holds another kind in one namespace or sentence: a testimonial's quoted
 * person, the annual view's years (not months).
 */
const SLOTS_OF_NAMESPACE: Readonly<Record<string, Readonly<Record<string, Slot>>>> = {
  testimonials: { name: quoted },
};
const SLOTS_OF_KEY: Readonly<Record<string, Readonly<Record<string, Slot>>>> = {
  // One language's code, quoted (legalTextValues.ts), before the list of them is made.
  'legal:language_code': { code: texts([...new Set(LANGUAGE_LISTS.flat())]) },
  // A statute opening on a vowel, before which French and Italian elide (src/lib/citation.ts).
  'legal:citation.of_feminine_elided': ELIDED_CITATION,
  'legal:citation.of_masculine_elided': ELIDED_CITATION,
  'trading:performance.chart_summary_annual': { first: yearLabel, last: yearLabel },
  'trading:performance.table.caption_annual': { first: yearLabel, last: yearLabel },
  'trading:performance.months_of_year': { year: yearLabel },
};

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const placeholdersOf = (text: string) =>
  [...text.matchAll(PLACEHOLDER)].flatMap(([, name]) => name ?? []);

/** The markup's tags (<strong>, <privacyLink>, <mail>): the page renders their content only. */
const withoutTags = (text: string) => text.replace(/<\/?[A-Za-z][\w-]*\s*\/?>/g, '');

const PLURAL_SUFFIX = /_(?:zero|one|two|few|many|other)$/;

/** The key i18next is called with: without a plural form's or a number context's suffix. */
function calledKey(key: string, language: string): string {
  if (PLURAL_SUFFIX.test(key)) return key.replace(PLURAL_SUFFIX, '');
  const context = /_([a-z]+)$/.exec(key)?.[1];
  const contexts: readonly string[] = NUMBER_CONTEXTS[language] ?? [];
  return context && contexts.includes(context) ? key.slice(0, -context.length - 1) : key;
}

/** The conditions a legal key names, less the regimes (legalConditions.ts). */
const conditionsNamed = (key: string) =>
  [...new Set(key.split('.').flatMap((segment) => segment.split('@').slice(1)))]
    .flatMap((clause) => clause.split('|'))
    .map((literal) => literal.replace(/^!/, ''))
    .filter((condition) => !(REGIMES as readonly string[]).includes(condition));

/**
 * Every set of conditions (legalConditions.ts) under which some site shows this key; with or
 * without a picker whether the key names one or not, as a site has one or not.
 */
function showingConditions(key: string): string[][] {
  const named = [...new Set([...conditionsNamed(key), 'languages'])];
  return REGIMES.flatMap((regime) =>
    everyCombination(named)
      .map((others) => [...others, regime])
      .filter((conditions) => possibleConditions(conditions) && keyShown(key, conditions)),
  );
}

/** Each country's law, as its owners' policies cite it (with an owner's own, where given). */
const LAWS = new Map(COUNTRIES.map((country) => [country, policyLaw(country)]));
const lawOf = (country: string, own?: OwnerLaw) =>
  (own ? undefined : LAWS.get(country)) ?? policyLaw(country, own);

/**
 * The countries whose owners' policies may show a key as the template writes it (those of a
 * regime it shows under, less Switzerland where a Swiss owner must write it under the FADP:
 * countryAsks.ts), and the lists of languages a site showing it may have (several with a
 * picker, else one).
 */
function legalScene(
  key: string,
  values: FillValues,
  swissRewrite: ReadonlySet<string>,
): Pick<Scene, 'countries' | 'languageLists'> {
  const showing = showingConditions(key);
  const shownWith = (test: (conditions: readonly string[]) => boolean) => showing.some(test);
  return {
    countries: values.countries.filter((country) => {
      const { regime } = lawOf(country, values.ownLaw);
      return (
        shownWith((conditions) => conditions.includes(regime)) &&
        !(regime === 'ch' && swissRewrite.has(key))
      );
    }),
    languageLists: values.languageLists.filter((list) =>
      shownWith((conditions) => conditions.includes('languages') === list.length > 1),
    ),
  };
}

/** The policies' month in each language's words: a date formatter is slow to make, and each filling asks. */
const policiesMonth = new Map<string, string>();
function policiesUpdatedIn(language: string): string {
  if (!policiesMonth.has(language)) {
    policiesMonth.set(language, monthInWords(POLICIES_UPDATED, language));
  }
  return policiesMonth.get(language) as string;
}

/**
 * What legal.json's texts would give the policies for an owner with this host: where it is
 * based, in the language (else in English), no log retention of theirs (the template's words
 * stand in), and a month in the language's words.
 */
function hostTexts(host: Host, language: string): PolicyTexts {
  const basedIn = host.basedIn?.[language] ?? host.basedIn?.en;
  if (basedIn === undefined) throw new Error(`${host.company}: no basedIn in ${language} or en`);
  return { hosting: { basedIn }, policiesUpdated: policiesUpdatedIn(language) };
}

/** The law the policies of an owner in this country cite, and the names it is cited by. */
function legalValues(index: number, scene: Scene): LegalTextValues {
  const { values } = scene;
  const person = at(values.owners, index);
  const host = at(values.hosts, index);
  const country = at(scene.countries, index);
  return legalTextValues({
    translate: (key, options) => scene.legalT(key, options),
    texts: values.legalTexts?.[scene.language] ?? hostTexts(host, scene.language),
    identity: {
      name: person.name,
      email: at(EMAILS, index),
      postalAddress: at(POSTAL_ADDRESSES, index),
      siteUrl: at(SITE_URLS, index),
      hosting: { service: host.service, company: host.company },
    },
    languages: at(scene.languageLists, index),
    law: lawOf(country, values.ownLaw),
    language: scene.language,
  });
}

/** A string's (or a plural group's) every filling. */
function fillKey(
  namespace: string,
  key: string,
  raw: readonly string[],
  base: Pick<Scene, 'language' | 't' | 'legalT' | 'months' | 'values'> & {
    swissRewrite: ReadonlySet<string>;
  },
  where: string,
): FilledSentence[] {
  const names = [...new Set(raw.flatMap(placeholdersOf))];
  const isLegal = namespace === 'legal';
  const legalByIndex = new Map<number, LegalTextValues>();
  const scene: Scene = {
    ...base,
    namespace,
    ...(isLegal
      ? legalScene(key, base.values, base.swissRewrite)
      : { countries: base.values.countries, languageLists: base.values.languageLists }),
    legal: (index) => {
      const known = legalByIndex.get(index) ?? legalValues(index, scene);
      legalByIndex.set(index, known);
      return known;
    },
  };
  // A legal text no site of these values shows (another regime's, a picker's on a one-language site).
  if (scene.countries.length === 0 || scene.languageLists.length === 0) return [];
  const slots = names.map((name) => {
    const slot =
      SLOTS_OF_KEY[`${namespace}:${key}`]?.[name] ??
      (isLegal && key.startsWith('citation.') ? CITATION_SLOTS[name] : undefined) ??
      SLOTS_OF_NAMESPACE[namespace]?.[name] ??
      SLOTS[name];
    if (!slot) throw new Error(`${where}: no awkward values for {{${name}}} (awkwardValues.ts)`);
    return [name, slot] as const;
  });
  const times = Math.max(1, ...slots.map(([, slot]) => slot.size(scene)));
  // The same values twice read the same: a text citing only the regime takes three, not one per country.
  const seen = new Set<string>();
  return Array.from({ length: times }, (_, index): FilledSentence[] => {
    const fills = slots.map(([name, slot]) => [name, slot.fill(index, scene)] as const);
    const placed = Object.fromEntries(fills.map(([name, fill]) => [name, fill.text]));
    const filling = JSON.stringify(placed);
    if (seen.has(filling)) return [];
    seen.add(filling);
    const options: Record<string, unknown> = { ns: namespace };
    for (const [name, fill] of fills) {
      options[name] = fill.value ?? fill.text;
      if (fill.context) options.context = fill.context;
    }
    return [
      {
        where,
        language: base.language,
        text: withoutTags(scene.t(key, options)),
        placed,
        people: fills.flatMap(([, fill]) => fill.person ?? []),
        figures: fills.flatMap(([, fill]) => (fill.figure ? [fill.text] : [])),
      },
    ];
  }).flat();
}

/** Every string of one language filled with every awkward value its placeholders take. */
export function fillStrings({
  language,
  namespaces,
  pathOf,
  values = AWKWARD_VALUES,
  only = () => true,
}: LanguageStrings): FilledSentence[] {
  const i18n = i18next.createInstance();
  void i18n.init({
    initAsync: false,
    resources: { [language]: namespaces },
    lng: language,
    ns: Object.keys(namespaces),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const t = i18n.t.bind(i18n);
  const months = { long: monthNames(t, 'long'), short: monthNames(t, 'short') };
  const swissRewrite = new Set(
    keysCitingTheGdpr({ [language]: { ...namespaces } }, language, 'every'),
  );
  const translated = new Map<string, string>();
  const legalT = (key: string, options?: Readonly<Record<string, unknown>>) => {
    const asked = JSON.stringify([key, options]);
    const known = translated.get(asked) ?? t(key, { ns: 'legal', ...options });
    translated.set(asked, known);
    return known;
  };
  return Object.entries(namespaces).flatMap(([namespace, tree]) => {
    const groups = new Map<string, string[]>();
    const lists: FilledSentence[] = [];
    for (const [key, value] of flattenKeys(tree)) {
      if (!only(namespace, key)) continue;
      if (Array.isArray(value)) {
        // A list's items (month names, topics) take no values: each is read as it is.
        value.forEach((item: unknown, index) => {
          if (typeof item !== 'string') return;
          lists.push({
            where: `${pathOf(namespace)}: key "${key}.${index + 1}"`,
            language,
            text: withoutTags(item),
            placed: {},
            people: [],
            figures: [],
          });
        });
      } else if (typeof value === 'string') {
        const called = calledKey(key, language);
        groups.set(called, [...(groups.get(called) ?? []), value]);
      }
    }
    return [
      ...lists,
      ...[...groups].flatMap(([key, raw]) =>
        fillKey(
          namespace,
          key,
          raw,
          { language, t, legalT, months, values, swissRewrite },
          `${pathOf(namespace)}: key "${key}"`,
        ),
      ),
    ];
  });
}
