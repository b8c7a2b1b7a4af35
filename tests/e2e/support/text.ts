import type { Language } from '../../../src/lib/language';
import { hashAddress } from '../../../src/lib/siteUrls';
import type { RouteKey } from '../../../src/lib/routes';
import { modules, namespaceStrings, ownerTexts, profile, sampleSite } from './owner';

export type { Language };

/** A string of a page's namespace by dotted key, as the site shows it (no interpolation). */
export function pageText(language: Language, namespace: string, key: string): string {
  return lookUp(namespaceStrings(language, namespace), key, language);
}

/** A head text in a language with the owner's facts in, as the page head interpolates them. */
export function withOwner(text: string, language: Language): string {
  return text
    .replaceAll('{{name}}', profile.name)
    .replaceAll('{{jobTitle}}', ownerTexts('profile', language).jobTitle);
}

/**
 * A page's description for search engines, as written: the owner's where the page's file gives
 * one (profile.json's for the home page), else the template's.
 */
export function pageDescription(language: Language, key: RouteKey): string {
  const module = key === 'home' ? 'profile' : key;
  const own =
    module in modules
      ? (ownerTexts(module as keyof typeof modules, language) as { description?: string })
          .description
      : undefined;
  return own ?? common(language, `seo.${key}.description`);
}

/** A common-namespace string by dotted key, as the site shows it (no interpolation). */
export function common(language: Language, key: string): string {
  return lookUp(namespaceStrings(language, 'common'), key, language);
}

function lookUp(strings: unknown, key: string, language: Language): string {
  let node: unknown = strings;
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`No string "${key}" in ${language}`);
  return node;
}

/** URL of a route in a language, through the ?lng= query the detector reads first. */
export function routeUrl(path: string, language: Language = sampleSite.fallbackLanguage): string {
  return hashAddress(path, language);
}
