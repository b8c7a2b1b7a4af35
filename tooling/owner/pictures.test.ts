import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { PORTRAIT_MIN_SIDE } from '../../src/lib/siteFiles';
import { pictureProblems } from './pictures';
import { ownerCopy, SAMPLE_FOLDER } from './testing/ownerCopy';

let remove = () => {};
afterEach(() => remove());

const picture = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#c86' } });

/** As a phone writes a photo: its make, and where it was taken. */
const phonePhoto = () =>
  picture()
    .jpeg()
    .withExif({
      IFD0: { Make: 'Google', Model: 'Pixel 8' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 20/1 0/1' },
    })
    .toBuffer();

/** A copy of the sample with these pictures added below images/, and profile.json's photo set. */
async function folderWith(pictures: Record<string, Buffer>, photo?: string) {
  const folder = ownerCopy(
    photo ? { profile: (profile) => ({ ...profile, photo: `images/${photo}` }) } : {},
  );
  remove = folder.remove;
  for (const [name, bytes] of Object.entries(pictures)) {
    mkdirSync(join(folder.path, 'images', name, '..'), { recursive: true });
    writeFileSync(join(folder.path, 'images', name), bytes);
  }
  return folder;
}

describe('the pictures git would publish with the owner’s folder', () => {
  it('refuses a phone photo’s metadata, its GPS position named, with the command that strips it', async () => {
    const folder = await folderWith({ 'IMG_1234.jpg': await phonePhoto() });
    expect(await pictureProblems(folder, undefined, join(folder.path, '..'))).toEqual([
      'owner/images/IMG_1234.jpg: carries EXIF with a GPS position, which git would publish with your repository (where and when it was taken, the device): npm run owner:photo -- owner/images/IMG_1234.jpg writes it again without them',
    ]);
  });

  it('refuses XMP and IPTC too, in any picture below the folder, used or not', async () => {
    const xmp =
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>';
    const folder = await folderWith({
      'courses/old.png': await picture().png().withXmp(xmp).toBuffer(),
      'camera.jpg': await picture()
        .jpeg()
        .withExif({ IFD0: { Make: 'Canon' } })
        .toBuffer(),
    });
    const problems = await pictureProblems(folder, undefined);
    expect(problems.map((problem) => problem.split(', which')[0])).toEqual([
      'owner/images/camera.jpg: carries EXIF',
      'owner/images/courses/old.png: carries XMP',
    ]);
  });

  it('refuses a HEIC, which the build cannot read and which carries the phone’s metadata', async () => {
    const folder = await folderWith({ 'IMG_1234.HEIC': Buffer.from('ftypheic') });
    expect(await pictureProblems(folder, undefined)).toEqual([
      expect.stringMatching(
        /^owner\/images\/IMG_1234\.HEIC: is HEIC, .* export it as JPEG outside the repository, then npm run owner:photo -- <that JPEG> writes it here without metadata; delete this one$/,
      ),
    ]);
  });

  it('refuses a portrait too small for the card before the build does', async () => {
    const folder = await folderWith(
      { 'avatar.jpg': await picture(100, 100).jpeg().toBuffer() },
      'avatar.jpg',
    );
    expect(await pictureProblems(folder, 'images/avatar.jpg')).toEqual([
      `owner/profile.json: field "photo": images/avatar.jpg is 100 × 100 px, too small for the portrait: give a picture at least ${PORTRAIT_MIN_SIDE} px on its short side (a photo straight from the camera is fine: the build makes the sizes)`,
    ]);
  });

  it('finds nothing in pictures without metadata: the sample’s, and what owner:photo writes', async () => {
    expect(await pictureProblems(SAMPLE_FOLDER, 'images/portrait.jpg')).toEqual([]);
    const folder = await folderWith({ 'me.jpg': await picture().jpeg().toBuffer() }, 'me.jpg');
    expect(await pictureProblems(folder, 'images/me.jpg')).toEqual([]);
  });
});
