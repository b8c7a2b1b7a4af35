import { AVATAR_ORIGIN, FLAG_ORIGIN, IMAGE_SERVICES } from '../../../src/lib/imageHosts.ts';
import { TEMPLATE_LANGUAGES } from '../../../src/lib/language.ts';
import {
  everyCombination,
  keyShown,
  LEGAL_CONDITIONS,
  siteConditions,
} from '../../../src/lib/legalConditions.ts';
import { REGIMES } from '../../../src/lib/policyLaw.ts';
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
const SERVICE_NAMES: readonly { origin: string; names: RegExp }[] = [
  { origin: FLAG_ORIGIN, names: /\bflagcdn\.com\b|\bFlagpedia\b/i },
  { origin: AVATAR_ORIGIN, names: /\bapi\.dicebear\.com\b|\bDiceBear\b/i },
];

/**
 * Each image service a text names, by its origin, with the name it uses ("flagcdn.com",
 * "Flagpedia"): what a site that never loads from that origin must not say.
 */
export function servicesNamed(text: string): { origin: string; named: string }[] {
  return SERVICE_NAMES.flatMap(({ origin, names }) => {
    const named = names.exec(text)?.[0];
    return named === undefined ? [] : [{ origin, named }];
  });
}

/**
 * The sites some owner can make, each with the conditions that hold for it and
 * the image hosts it loads from: one per combination of the conditions that a
 * site can have together (none loads its flags from a service without a picker).
 */
const SITES = everyCombination(LEGAL_CONDITIONS).flatMap((holding) => {
  const regime = REGIMES.find((each) => holding.includes(each));
  if (!regime) return [];
  const model = siteModel({
    languages: TEMPLATE_LANGUAGES.slice(0, holding.includes('languages') ? 2 : 1),
    sections: holding.filter(isOptionalSection),
    storeDetectedLanguage: holding.includes('detectedLanguage'),
    imageServices: {
      ...(holding.includes('flagService') ? { flags: IMAGE_SERVICES.flags.name } : {}),
      ...(holding.includes('avatarService') ? { avatars: IMAGE_SERVICES.avatars.name } : {}),
    },
  });
  const holds = siteConditions(model, {
    regime,
    dataPrivacyFramework: holding.includes('dataPrivacyFramework'),
    processorAgreement: holding.includes('processorAgreement'),
  });
  const possible =
    holds.length === holding.length && holds.every((condition) => holding.includes(condition));
  return possible ? [{ holding, hosts: model.imageHosts }] : [];
});

/** A site by what holds for it, less its regime: every site has one, and none loads an image for it. */
function describeSite(holding: readonly string[]): string {
  const regimes: readonly string[] = REGIMES;
  const told = holding.filter((condition) => !regimes.includes(condition));
  return told.length === 0
    ? 'no condition holds (one language, none of the optional sections)'
    : `only ${told.map((condition) => `“${condition}”`).join(', ')} ${told.length === 1 ? 'holds' : 'hold'}`;
}

/**
 * One message per text that names a service some site it shows on never loads,
 * naming the file, the key, the service and such a site.
 */
export function checkPolicyHosts(files: readonly LocaleFile[]): string[] {
  return files.flatMap((file) =>
    texts(file.content).flatMap(([key, text]) =>
      servicesNamed(displayedText(text)).flatMap(({ origin, named }) => {
        const site = SITES.find(
          ({ holding, hosts }) => keyShown(key, holding) && !hosts.includes(origin),
        );
        return site
          ? [
              `${file.path}: key "${key}" names "${named}", but it shows on a site where ${describeSite(site.holding)}, which never loads ${origin}; give the part a condition (src/lib/legalConditions.ts)`,
            ]
          : [];
      }),
    ),
  );
}
