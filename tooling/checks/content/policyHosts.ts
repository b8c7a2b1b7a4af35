import { AVATAR_ORIGIN, FLAG_ORIGIN } from '../../../src/lib/imageHosts.ts';
import { TEMPLATE_LANGUAGES } from '../../../src/lib/language.ts';
import { everyCombination, keyShown, LEGAL_CONDITIONS } from '../../../src/lib/legalConditions.ts';
import { isOptionalSection } from '../../../src/lib/routes.ts';
import { siteModel } from '../../../src/lib/siteModel.ts';
import { displayedText, type LocaleFile } from '../../lib/translationKeys.ts';
import { texts } from './termCheck.ts';

/**
 * The external services a text names, against the hosts the site model loads
 * (src/lib/siteModel.ts): on every kind of site a text shows on (its keys'
 * conditions, src/lib/legalConditions.ts), it may name only a service that
 * site loads from. The fourth copy review found a one-language site, with no
 * picker and so no flag, whose policies named the flag service (its L5).
 */
export const IMAGE_SERVICES: readonly { origin: string; names: RegExp }[] = [
  { origin: FLAG_ORIGIN, names: /\bflagcdn\.com\b|\bFlagpedia\b/i },
  { origin: AVATAR_ORIGIN, names: /\bapi\.dicebear\.com\b|\bDiceBear\b/i },
];

/** The image hosts of a site where these conditions hold. */
function hostsWhere(holding: readonly string[]): readonly string[] {
  return siteModel({
    languages: TEMPLATE_LANGUAGES.slice(0, holding.includes('languages') ? 2 : 1),
    sections: holding.filter(isOptionalSection),
  }).imageHosts;
}

const SITES = everyCombination(LEGAL_CONDITIONS).map((holding) => ({
  holding,
  hosts: hostsWhere(holding),
}));

const describeSite = (holding: readonly string[]) =>
  holding.length === 0
    ? 'no condition holds (one language, none of the optional sections)'
    : `only ${holding.map((condition) => `“${condition}”`).join(', ')} ${holding.length === 1 ? 'holds' : 'hold'}`;

/**
 * One message per text that names a service some site it shows on never loads,
 * naming the file, the key, the service and such a site.
 */
export function checkPolicyHosts(files: readonly LocaleFile[]): string[] {
  return files.flatMap((file) =>
    texts(file.content).flatMap(([key, text]) => {
      const shown = displayedText(text);
      return IMAGE_SERVICES.flatMap(({ origin, names }) => {
        const named = names.exec(shown)?.[0];
        if (named === undefined) return [];
        const site = SITES.find(
          ({ holding, hosts }) => keyShown(key, holding) && !hosts.includes(origin),
        );
        return site
          ? [
              `${file.path}: key "${key}" names "${named}", but it shows on a site where ${describeSite(site.holding)}, which never loads ${origin}; give the part a condition (src/lib/legalConditions.ts)`,
            ]
          : [];
      });
    }),
  );
}
