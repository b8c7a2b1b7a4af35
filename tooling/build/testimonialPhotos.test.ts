import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { TESTIMONIAL_PHOTO_WIDTHS } from '../../src/lib/siteFiles';
import type { OwnerFolder } from '../owner/files/ownerFile';
import { squarePictureFiles } from './portrait';
import { testimonialsModule } from './testimonialPhotos';

const work = mkdtempSync(join(tmpdir(), 'testimonial-photos-'));
const folder: OwnerFolder = { path: join(work, 'owner'), name: 'owner', isSample: false };
const cacheDir = join(work, 'cache');
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A picture of this size in the owner's images/people/, as testimonials.json names it. */
async function personPicture(name: string, width: number, height: number): Promise<string> {
  mkdirSync(join(folder.path, 'images/people'), { recursive: true });
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#2e7d32' } })
    .jpeg()
    .toBuffer();
  writeFileSync(join(folder.path, 'images/people', name), bytes);
  return `images/people/${name}`;
}

const person = (id: string, photo?: string) => ({
  id,
  name: `items.${id}.name`,
  quote: `items.${id}.quote`,
  ...(photo ? { photo } : {}),
});

describe('the testimonials’ pictures', () => {
  it('makes a person’s picture square WebP files at the avatar’s widths, imported by the module', async () => {
    const photo = await personPicture('giulia.jpg', 400, 300);
    const code = await testimonialsModule(
      folder,
      { entries: [person('giulia-ferraris', photo), person('marco-bianchi')] },
      cacheDir,
    );
    const picture = { path: photo, field: '', role: '', widths: TESTIMONIAL_PHOTO_WIDTHS };
    const files = await squarePictureFiles(folder, picture, cacheDir);
    expect(files.map((file) => file.width)).toEqual([56, 112]);
    for (const file of files) {
      expect(file.path).toMatch(new RegExp(`/giulia-${file.width}\\.webp$`));
      expect(await sharp(file.path).metadata()).toMatchObject({
        format: 'webp',
        width: file.width,
        height: file.width,
      });
      expect(code).toContain(`import person0width${file.width} from ${JSON.stringify(file.path)};`);
    }
    expect(code).toContain('"id":"giulia-ferraris"');
    expect(code).toContain('src: person0width112,');
    expect(code).toContain(
      'srcSet: [person0width56 + " 56w", person0width112 + " 112w"].join(", "),',
    );
    // Without a picture, the person is as the owner's file gave it: initials, or the service's.
    expect(code).toContain(JSON.stringify(person('marco-bianchi')));
    expect(code.match(/^import /gm)).toHaveLength(2);
  });

  it('refuses a picture too small for the avatar, naming the entry and what to give', async () => {
    const small = await personPicture('small.jpg', 100, 300);
    await expect(
      testimonialsModule(
        folder,
        { entries: [person('giulia-ferraris'), person('elena-ricci', small)] },
        cacheDir,
      ),
    ).rejects.toThrow(
      'owner/testimonials.json: entry "elena-ricci" (entries[1]) field "photo": images/people/small.jpg is 100 × 300 px, too small for a testimonial’s picture: give a picture at least 112 px on its short side (a photo straight from the camera is fine: the build makes the sizes)',
    );
  });
});
