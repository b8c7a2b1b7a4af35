import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { PHOTO_LONG_SIDE, photoReport, writeOwnerPicture } from './photo';

const work = mkdtempSync(join(tmpdir(), 'photo-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
/** The repository: the owner's folder in it; the photos outside it. */
const repository = join(work, 'repository');
const folder = join(repository, 'owner');
const pictures = join(work, 'Pictures');
mkdirSync(pictures, { recursive: true });

/**
 * As a phone stores a portrait photo: on its side (orientation 6), with its make and position.
 * Full size where the test reads the size written; else small, where the test reads where it
 * went (a phone's size is a second of mozjpeg per test on a busy machine).
 */
async function phonePhoto(name: string, width = 2400): Promise<string> {
  const path = join(pictures, name);
  const bytes = await sharp({
    create: { width, height: (width * 3) / 4, channels: 3, background: '#c86' },
  })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Google', Model: 'Pixel 8' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 20/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  writeFileSync(path, bytes);
  return path;
}

describe('owner:photo', () => {
  it('writes the photo upright, smaller and without metadata into images/, leaving the original', async () => {
    const source = await phonePhoto('IMG_20261120_142233.jpg');
    const written = await writeOwnerPicture(source, folder);
    expect(written).toMatchObject({
      photo: 'images/IMG_20261120_142233.jpg',
      width: 1200,
      height: PHOTO_LONG_SIDE,
    });
    const metadata = await sharp(readFileSync(join(folder, written.photo))).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 1600 });
    expect([metadata.exif, metadata.xmp, metadata.iptc, metadata.orientation]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect((await sharp(readFileSync(source)).metadata()).exif).toBeDefined();
    expect(photoReport(written, source, folder, repository)).toEqual([
      `owner/images/IMG_20261120_142233.jpg written: 1200 × 1600 px, upright, without metadata (no location, device or time), ${Math.round(written.bytes / 1000)} kB.`,
      `Your original stays where it was, outside the repository: ${source}`,
      'For your portrait, profile.json: "photo": "images/IMG_20261120_142233.jpg" (and "photoFocus" if the build\'s cut misses your face: docs/owner-content.md, "Images").',
    ]);
  });

  it('writes a picture already in the folder again in its place, and says that history keeps the old one', async () => {
    const inside = join(folder, 'images', 'me.jpg');
    writeFileSync(inside, readFileSync(await phonePhoto('me.jpg', 480)));
    const written = await writeOwnerPicture(inside, folder);
    expect(written.photo).toBe('images/me.jpg');
    expect((await sharp(readFileSync(inside)).metadata()).exif).toBeUndefined();
    expect(photoReport(written, inside, folder, repository)[1]).toBe(
      'It replaces the picture you gave. If git has committed the old one, its history keeps it: see docs/owner-content.md, "Images".',
    );
  });

  it('tells of an original elsewhere in the repository to move it out', async () => {
    const atRoot = join(repository, 'portrait.jpg');
    writeFileSync(atRoot, readFileSync(await phonePhoto('portrait.jpg', 480)));
    const written = await writeOwnerPicture(atRoot, folder);
    expect(photoReport(written, atRoot, folder, repository)[1]).toBe(
      'Your original, portrait.jpg, is inside the repository: move it out (or delete it), or git publishes it with its metadata.',
    );
  });

  it('keeps a transparent picture a PNG, and a small one says it is too small for the portrait', async () => {
    const source = join(pictures, 'logo mark.png');
    await sharp({ create: { width: 300, height: 300, channels: 4, background: '#0000' } })
      .png()
      .toFile(source);
    const written = await writeOwnerPicture(source, folder);
    expect(written.photo).toBe('images/logo-mark.png');
    expect(photoReport(written, source, folder, repository)[2]).toMatch(
      /^As your portrait it is 300 × 300 px, too small for the portrait: give a picture at least 384 px/,
    );
  });

  it('refuses a HEIC, and what is not a picture, saying what to give', async () => {
    await expect(writeOwnerPicture(join(pictures, 'IMG_1.HEIC'), folder)).rejects.toThrow(
      /IMG_1\.HEIC is HEIC, which this tool cannot read: export it as JPEG/,
    );
    const notes = join(pictures, 'notes.jpg');
    writeFileSync(notes, 'my CV, not my face');
    await expect(writeOwnerPicture(notes, folder)).rejects.toThrow(
      /notes\.jpg is not a picture this tool can read \(.+\): give a JPEG, PNG, WebP or AVIF$/,
    );
  });
});
