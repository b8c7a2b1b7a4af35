import enCommon from '../../../src/locales/en/common.json' with { type: 'json' };
import itCommon from '../../../src/locales/it/common.json' with { type: 'json' };

export type Language = 'en' | 'it';

const COMMON = { en: enCommon, it: itCommon };

/** A common-namespace string by dotted key, as the site shows it (no interpolation). */
export function common(language: Language, key: string): string {
  let node: unknown = COMMON[language];
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`No common string "${key}" in ${language}`);
  return node;
}

/** URL of a route in a language, through the ?lng= query the detector reads first. */
export function routeUrl(path: string, language: Language = 'en'): string {
  return `/?lng=${language}#${path}`;
}
