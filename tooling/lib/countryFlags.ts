/**
 * The flags the site draws itself: country-flag-icons' 3:2 SVGs, drawn for small
 * sizes (little detail; most under 1 KB, none over 6 KB), MIT-licensed
 * (docs/decisions/external-images.md). The build emits the ones the language
 * picker shows (tooling/build/flags.ts); the owner files check that a language's
 * flag exists.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const FLAGS_DIR = join(
  dirname(createRequire(import.meta.url).resolve('country-flag-icons/package.json')),
  '3x2',
);

/** The SVG file of a country's flag (ISO 3166-1 alpha-2, any case), or null where the package has none. */
export function countryFlagFile(country: string): string | null {
  if (!/^[a-z]{2}$/i.test(country)) return null;
  const file = join(FLAGS_DIR, `${country.toUpperCase()}.svg`);
  return existsSync(file) ? file : null;
}
