/**
 * `virtual:owner/flags`: the language picker's flags from the site itself, one
 * per country its languages' flags stand for (site.json `flagCountry`), each
 * file imported so that Vite emits it with a hashed name like any asset. None
 * where the site has no picker or the owner chose the flag service
 * (site.json `imageServices.flags`): the picker then asks that service.
 */
import type { SiteModel } from '../../src/lib/siteModel.ts';
import { countryFlagFile } from '../lib/countryFlags.ts';

/** The countries whose flags the site draws, each with its file; one the package lacks is left out. */
export function ownFlags(
  model: Pick<SiteModel, 'languages' | 'languagePicker' | 'imageServices'>,
): { country: string; file: string }[] {
  if (!model.languagePicker || model.imageServices.flags) return [];
  const countries = [...new Set(model.languages.map((language) => language.flagCountry))];
  return countries.flatMap((country) => {
    const file = countryFlagFile(country);
    return file ? [{ country, file }] : [];
  });
}

/** The module's code: each flag imported, exported by country code. */
export function flagsModule(
  model: Pick<SiteModel, 'languages' | 'languagePicker' | 'imageServices'>,
): string {
  const flags = ownFlags(model);
  const entries = flags.map(({ country }, index) => `${JSON.stringify(country)}: flag${index}`);
  return [
    ...flags.map(({ file }, index) => `import flag${index} from ${JSON.stringify(file)};`),
    `export const flags = {${entries.length > 0 ? ` ${entries.join(', ')} ` : ''}};`,
  ].join('\n');
}
