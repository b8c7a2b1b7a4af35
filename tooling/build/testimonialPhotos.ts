/**
 * `virtual:owner/testimonials`: testimonials.json's facts, each person's picture (where
 * the owner gave one, testimonials.json `photo`) made square at the avatar's
 * widths by the portrait's pipeline (portrait.ts) and imported, so that Vite
 * emits each file with a hashed name. A picture the build cannot use is
 * refused, naming the entry.
 */
import { TESTIMONIAL_PHOTO_WIDTHS } from '../../src/lib/siteFiles.ts';
import type { Facts, OwnerFolder } from '../owner/files/ownerFile.ts';
import { sizedPictureCode, squarePictureFiles } from './portrait.ts';

export async function testimonialsModule(
  folder: OwnerFolder,
  testimonials: Facts<'testimonials'>['testimonials'],
  cacheDir: string,
): Promise<string> {
  if (!testimonials) return 'export const testimonials = null;';
  const { entries: people, ...facts } = testimonials;
  const imports: string[] = [];
  const entries: string[] = [];
  for (const [index, { photo, ...person }] of people.entries()) {
    if (photo === undefined) {
      entries.push(JSON.stringify(person));
      continue;
    }
    const picture = {
      path: photo,
      field: `testimonials.json: entry "${person.id}" (entries[${index}]) field "photo"`,
      role: 'a testimonial’s picture',
      widths: TESTIMONIAL_PHOTO_WIDTHS,
    };
    const code = sizedPictureCode(
      await squarePictureFiles(folder, picture, cacheDir),
      `person${index}width`,
    );
    imports.push(...code.imports);
    entries.push(`{ ...${JSON.stringify(person)}, photo: ${code.expression} }`);
  }
  return [
    ...imports,
    `export const testimonials = { ...${JSON.stringify(facts)}, entries: [${entries.join(',\n')}] };`,
  ].join('\n');
}
