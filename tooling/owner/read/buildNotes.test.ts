import { afterEach, describe, expect, it } from 'vitest';
import { addLanguage } from '../languages/addLanguage';
import { buildNotes } from './buildNotes';
import { readOwner } from './load';
import { ownerCopy, pastFormatPath, SAMPLE_FOLDER } from '../testing/ownerCopy';

let remove = () => {};
afterEach(() => remove());

describe('what the build says of the owner’s folder', () => {
  it('is nothing for a folder current and written in every language', () => {
    expect(buildNotes(readOwner(SAMPLE_FOLDER, 2026))).toEqual([]);
  });

  it('counts, per language, the strings and texts shown in another, and names the command', () => {
    const folder = ownerCopy({ site: (site) => ({ ...site, languages: ['en', 'it', 'fr'] }) });
    remove = folder.remove;
    addLanguage(folder, 'pt');
    const reading = readOwner(folder, 2026);
    const strings = reading.untranslatedStrings.pt ?? 0;
    const texts = reading.untranslatedTextCount.pt ?? 0;
    expect(strings).toBeGreaterThan(200);
    expect(texts).toBe(reading.untranslatedTextCount.fr);
    expect(buildNotes(reading)).toEqual([
      `"fr" is not yet written throughout: ${texts} of your texts show in "en"; npm run check:content lists them`,
      `"pt" is not yet written throughout: ${strings} template string(s) show in "en" and ${texts} of your texts show in "en"; npm run check:content lists them`,
    ]);
  });

  it('says when the folder is read as today’s, and what writes it', () => {
    const folder = {
      path: pastFormatPath(2),
      name: 'owner',
      isSample: false,
    };
    const reading = readOwner(folder, 2026);
    expect(buildNotes(reading)).toContain(
      `owner/ is read as today's: ${reading.migrated.length} change(s) from an older format or keys the template renamed or dropped; npm run check:content lists them, npm run owner:migrate writes them`,
    );
  });
});
