import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ImageServiceChoices } from '../../src/lib/imageHosts';
import { TEMPLATE_LANGUAGES, type LanguageInfo } from '../../src/lib/language';
import { siteModel } from '../../src/lib/siteModel';
import { countryFlagFile } from '../lib/countryFlags';
import { flagsModule, ownFlags } from './flags';

const model = (languages: readonly LanguageInfo[], imageServices: ImageServiceChoices = {}) =>
  siteModel({ languages, sections: [], imageServices });

describe('the flags the build emits', () => {
  it('emits one flag per country of the site’s languages, as SVG files of the flag package', () => {
    const brazilian = { code: 'pt', name: 'Português', locale: 'pt_BR', flagCountry: 'br' };
    const flags = ownFlags(model([...TEMPLATE_LANGUAGES.slice(0, 2), brazilian]));
    expect(flags.map(({ country }) => country)).toEqual(['gb', 'it', 'br']);
    for (const { file } of flags) {
      expect(file).toMatch(/country-flag-icons\/3x2\/[A-Z]{2}\.svg$/);
      expect(readFileSync(file, 'utf8')).toMatch(/^<svg /);
    }
  });

  it('emits a country’s flag once, however many languages it stands for', () => {
    const swiss = (code: string) => ({ code, name: code, locale: `${code}_CH`, flagCountry: 'ch' });
    expect(ownFlags(model([swiss('de'), swiss('fr')])).map(({ country }) => country)).toEqual([
      'ch',
    ]);
  });

  it('emits none for a site without a picker, or whose owner chose the flag service', () => {
    expect(ownFlags(model(TEMPLATE_LANGUAGES.slice(0, 1)))).toEqual([]);
    expect(ownFlags(model(TEMPLATE_LANGUAGES, { flags: 'flagcdn' }))).toEqual([]);
    expect(flagsModule(model(TEMPLATE_LANGUAGES, { flags: 'flagcdn' }))).toBe(
      'export const flags = {};',
    );
  });

  it('imports each file, so that Vite emits it with a hashed name, and exports it by country', () => {
    const code = flagsModule(model(TEMPLATE_LANGUAGES.slice(0, 2)));
    expect(code).toBe(
      [
        `import flag0 from ${JSON.stringify(countryFlagFile('gb'))};`,
        `import flag1 from ${JSON.stringify(countryFlagFile('it'))};`,
        'export const flags = { "gb": flag0, "it": flag1 };',
      ].join('\n'),
    );
  });

  it('finds no file for a code that names no country', () => {
    expect(countryFlagFile('zz')).toBeNull();
    expect(countryFlagFile('../GB')).toBeNull();
    expect(countryFlagFile('GB')).toBe(countryFlagFile('gb'));
  });
});
