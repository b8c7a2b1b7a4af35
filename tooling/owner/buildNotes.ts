/**
 * What the build says of the owner's folder beside the site it makes, one
 * line each: a language the site shows partly in another (how many template
 * strings and owner's texts, and the command that lists them), and a folder
 * read as today's (an older format, keys the template renamed or dropped).
 * Nothing when all is current and written in every language.
 */
import { TEMPLATE_LANGUAGES } from '../../src/lib/language.ts';
import type { OwnerReading } from './load.ts';
import { ownerChoices } from './model.ts';

export function buildNotes(reading: OwnerReading): string[] {
  const { owner, folder, untranslatedStrings, untranslatedTextCount, migrated } = reading;
  if (!owner) return [];
  const languages = ownerChoices(owner).languages.map(({ code }) => code);
  const [first] = languages;
  const template = TEMPLATE_LANGUAGES[0]?.code;
  const untranslated = languages.flatMap((language) => {
    const strings = untranslatedStrings[language] ?? 0;
    const texts = untranslatedTextCount[language] ?? 0;
    const parts = [
      ...(strings > 0 ? [`${strings} template string(s) show in "${template}"`] : []),
      ...(texts > 0 ? [`${texts} of your texts show in "${first}"`] : []),
    ];
    return parts.length === 0
      ? []
      : [
          `"${language}" is not yet written throughout: ${parts.join(' and ')}; npm run check:content lists them`,
        ];
  });
  const older =
    migrated.length > 0
      ? [
          `${folder.name}/ is read as today's: ${migrated.length} change(s) from an older format or keys the template renamed or dropped; npm run check:content lists them, npm run owner:migrate writes them`,
        ]
      : [];
  return [...untranslated, ...older];
}
