/**
 * The conditions a part of a legal text may carry in its key, so that no policy
 * sentence speaks of something the site does not have:
 *
 *   p2@testimonials            only while the site has a testimonials page
 *   p2@!testimonials           only while it has none
 *   p1@languages               only while it has a language picker (more than one language)
 *   rows.i18nextLng@detectedLanguage   only while it keeps the language it detected, not only one picked
 *   flags@flagService          only while it loads its flags from the flag service the owner chose
 *   avatars@avatarService      only while it loads its avatars from the avatar service the owner chose
 *   p3@dataPrivacyFramework    only while its host is certified under the Data Privacy Framework
 *                              of the owner's regime (EU–US, its UK Extension, Swiss–US)
 *   p2@processorAgreement      only while the host processes for the owner under an agreement (art. 28)
 *   access@ch                  only under the owner's regime: eu, uk or ch (exactly one holds)
 *   p2@languages@!testimonials every condition must hold
 *   browsing@languages|testimonials   either may hold
 *
 * The parts that share a name (p2@…) are variants of one part: at most one may
 * show on any site, which the content check verifies (overlappingVariants).
 */
import { REGIMES, type Regime } from './policyLaw.ts';
import { OPTIONAL_SECTIONS } from './routes.ts';
import type { SiteModel } from './siteModel.ts';

/**
 * What a part may depend on: a section that follows content, the language picker, whether
 * the detected language is kept, an outside image service the site loads from, the host's
 * certification and role, the owner's regime.
 */
export const LEGAL_CONDITIONS: readonly string[] = [
  ...OPTIONAL_SECTIONS,
  'languages',
  'detectedLanguage',
  'flagService',
  'avatarService',
  'dataPrivacyFramework',
  'processorAgreement',
  ...REGIMES,
];

/** The conditions that hold for a site; 'every' shows every variant (the content check reads them all). */
export type Conditions = readonly string[] | 'every';

/** What the owner's legal facts decide of the policies: the regime and the host's standing. */
export interface PolicyFacts {
  regime: Regime;
  /** The host is certified under the Data Privacy Framework of the regime (legal.json hosting). */
  dataPrivacyFramework: boolean;
  /** The host processes the site's requests for the owner under an agreement (art. 28). */
  processorAgreement: boolean;
}

/**
 * What holds for a site: its optional sections, 'languages' when it has a picker,
 * 'detectedLanguage' when it keeps the language it detected, 'flagService' and
 * 'avatarService' when it loads those pictures from the service the owner chose, the host's
 * 'dataPrivacyFramework' and 'processorAgreement' (the owner's legal.json), and its regime.
 */
export function siteConditions(
  site: Pick<SiteModel, 'sections' | 'languagePicker' | 'languageMemory' | 'imageServices'>,
  facts: PolicyFacts,
): string[] {
  return [
    ...site.sections,
    ...(site.languagePicker ? ['languages'] : []),
    ...(site.languageMemory === 'detected' ? ['detectedLanguage'] : []),
    ...(site.imageServices.flags ? ['flagService'] : []),
    ...(site.imageServices.avatars ? ['avatarService'] : []),
    ...(facts.dataPrivacyFramework ? ['dataPrivacyFramework'] : []),
    ...(facts.processorAgreement ? ['processorAgreement'] : []),
    facts.regime,
  ];
}

/** A part's name without its conditions: 'p2@!testimonials' → 'p2'. */
export const partName = (name: string) => name.replace(/@.*$/, '');

/** Each condition of a name, as alternatives: 'p2@languages|testimonials@!trading' → [[…], […]]. */
const clausesOf = (name: string) =>
  name
    .split('@')
    .slice(1)
    .map((clause) => clause.split('|'));

/** The conditions a name uses that no site can have ('p2@blog' → ['blog']). */
export function unknownConditions(name: string): string[] {
  return clausesOf(name)
    .flat()
    .map((literal) => literal.replace(/^!/, ''))
    .filter((condition) => !LEGAL_CONDITIONS.includes(condition));
}

/** Whether a part with this name shows where these conditions hold. */
export function partShown(name: string, conditions: Conditions): boolean {
  if (conditions === 'every') return true;
  return clausesOf(name).every((alternatives) =>
    alternatives.some((literal) =>
      literal.startsWith('!')
        ? !conditions.includes(literal.slice(1))
        : conditions.includes(literal),
    ),
  );
}

/** Whether a text at this dotted key shows where these conditions hold: each segment's must. */
export const keyShown = (key: string, conditions: Conditions) =>
  key.split('.').every((segment) => partShown(segment, conditions));

/** Whether a dotted key's conditions name this one as holding: a text written for it ('access@ch'). */
export const keyWrittenFor = (key: string, condition: string) =>
  key
    .split('.')
    .some((segment) => clausesOf(segment).some((alternatives) => alternatives.includes(condition)));

/** Every combination of some conditions holding or not: 2^n lists of those that hold. */
export function everyCombination(conditions: readonly string[]): string[][] {
  return conditions.reduce<string[][]>(
    (combinations, condition) =>
      combinations.flatMap((holding) => [holding, [...holding, condition]]),
    [[]],
  );
}

/**
 * Whether some site has these conditions: an owner has one regime, never two, and a
 * site keeps a detected language only where it has a picker (siteModel.ts).
 */
export const possibleConditions = (holding: readonly string[]) =>
  holding.filter((condition) => (REGIMES as readonly string[]).includes(condition)).length <= 1 &&
  (!holding.includes('detectedLanguage') || holding.includes('languages'));

/**
 * Two variants of one part that some site would show together, or null: the
 * names given are one group's keys ('p2@testimonials', 'p2@!testimonials', 'p2').
 */
export function overlappingVariants(names: readonly string[]): [string, string] | null {
  const used = [...new Set(names.flatMap((name) => clausesOf(name).flat()))].map((literal) =>
    literal.replace(/^!/, ''),
  );
  for (const holding of everyCombination([...new Set(used)]).filter(possibleConditions)) {
    const shown = names.filter((name) => partShown(name, holding));
    const [first, second] = shown;
    if (first !== undefined && second !== undefined) return [first, second];
  }
  return null;
}
