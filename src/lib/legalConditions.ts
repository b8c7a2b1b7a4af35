/**
 * The conditions a part of a legal text may carry in its key, so that no policy
 * sentence speaks of something the site does not have:
 *
 *   p2@testimonials            only while the site has a testimonials page
 *   p2@!testimonials           only while it has none
 *   flags@languages            only while it has a language picker (more than one language)
 *   p3@dataPrivacyFramework    only while its host is certified under the EU–US Data Privacy Framework
 *   p2@languages@!testimonials every condition must hold
 *   browsing@languages|testimonials   either may hold
 *
 * The parts that share a name (p2@…) are variants of one part: at most one may
 * show on any site, which the content check verifies (overlappingVariants).
 */
import { OPTIONAL_SECTIONS } from './routes';
import type { SiteModel } from './siteModel';

/** What a part may depend on: a section that follows content, the language picker, the host's certification. */
export const LEGAL_CONDITIONS: readonly string[] = [
  ...OPTIONAL_SECTIONS,
  'languages',
  'dataPrivacyFramework',
];

/** The conditions that hold for a site; 'every' shows every variant (the content check reads them all). */
export type Conditions = readonly string[] | 'every';

/**
 * What holds for a site: its optional sections, 'languages' when it has a picker,
 * 'dataPrivacyFramework' when its host is certified (the owner's legal.json).
 */
export function siteConditions(
  site: Pick<SiteModel, 'sections' | 'languagePicker'>,
  host: { dataPrivacyFramework: boolean },
): string[] {
  return [
    ...site.sections,
    ...(site.languagePicker ? ['languages'] : []),
    ...(host.dataPrivacyFramework ? ['dataPrivacyFramework'] : []),
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
export function keyShown(key: string, conditions: Conditions): boolean {
  return key.split('.').every((segment) => partShown(segment, conditions));
}

/** Every combination of some conditions holding or not: 2^n lists of those that hold. */
export function everyCombination(conditions: readonly string[]): string[][] {
  return conditions.reduce<string[][]>(
    (combinations, condition) =>
      combinations.flatMap((holding) => [holding, [...holding, condition]]),
    [[]],
  );
}

/**
 * Two variants of one part that some site would show together, or null: the
 * names given are one group's keys ('p2@testimonials', 'p2@!testimonials', 'p2').
 */
export function overlappingVariants(names: readonly string[]): [string, string] | null {
  const used = [...new Set(names.flatMap((name) => clausesOf(name).flat()))].map((literal) =>
    literal.replace(/^!/, ''),
  );
  for (const holding of everyCombination([...new Set(used)])) {
    const shown = names.filter((name) => partShown(name, holding));
    const [first, second] = shown;
    if (first !== undefined && second !== undefined) return [first, second];
  }
  return null;
}
