import type { Language } from '../../../src/lib/language';
import { hashAddress } from '../../../src/lib/siteUrls';
import { profile, namespaceStrings, sampleSite } from './owner';

export type { Language };

/** A string of a page's namespace by dotted key, as the site shows it (no interpolation). */
export function pageText(language: Language, namespace: string, key: string): string {
  return lookUp(namespaceStrings(language, namespace), key, language);
}

/** A head text in a language with the owner's facts in, as the page head interpolates them. */
export function withOwner(text: string, language: Language): string {
  return text
    .replaceAll('{{name}}', profile.name)
    .replaceAll('{{jobTitle}}', common(language, 'jobTitle'));
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
