import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS } from '../checks/size/budgets';
import type { OwnerFolder } from '../owner/load';
import { PORTRAIT_MIN_SIDE, PORTRAIT_WIDTHS } from '../../src/lib/siteFiles';
import { portraitFiles, portraitModule } from './portrait';

const work = mkdtempSync(join(tmpdir(), 'portrait-'));
const folder: OwnerFolder = { path: join(work, 'owner'), name: 'owner', isSample: false };
const cacheDir = join(work, 'cache');
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Writes a picture into the owner's images/, returning its path as profile.json names it. */
function ownerImage(name: string, bytes: Buffer): string {
  mkdirSync(join(folder.path, 'images'), { recursive: true });
  writeFileSync(join(folder.path, 'images', name), bytes);
  return `images/${name}`;
}

/**
 * As a phone writes a portrait photo: stored 4032 × 3024 with EXIF orientation 6
 * (turn 90° clockwise to show it 3024 × 4032), red above and blue below as stored,
 * so red is on the right once upright; with grain coarse enough to survive the
 * scaling down, which costs bytes as a real photo's detail does.
 */
async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [4032, 3024];
  const halves = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height / 2}" fill="#d22"/><rect y="${height / 2}" width="${width}" height="${height / 2}" fill="#24c"/></svg>`;
  const grain = await sharp({
    create: {
      width: width / 4,
      height: height / 4,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .resize(width, height)
    .raw()
    .toBuffer();
  return sharp(Buffer.from(halves))
    .composite([{ input: grain, raw: { width, height, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe('the portrait from one picture of any size', () => {
  let photo = '';
  beforeAll(async () => {
    photo = ownerImage('me.jpg', await phonePhoto());
  }, 60_000);

  it('makes a phone photo into square WebP files at each width the card draws, upright, without its metadata, within the image budget', async () => {
    expect(statSync(join(folder.path, photo)).size).toBeGreaterThan(2_000_000);
    const files = await portraitFiles(folder, photo, cacheDir);
    expect(files.map((file) => file.width)).toEqual([...PORTRAIT_WIDTHS]);
    for (const file of files) {
      expect(file.path.startsWith(cacheDir)).toBe(true);
      expect(file.path).toMatch(new RegExp(`/me-${file.width}\\.webp$`));
      const bytes = readFileSync(file.path);
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: file.width, height: file.width });
      expect(metadata.exif).toBeUndefined();
      expect(bytes.byteLength).toBeLessThan(BUDGETS.imageBytes);
    }
    const largest = readFileSync(files.at(-1)?.path ?? '');
    // 23 kB measured: a PNG, or a quality near 100, would be several times that.
    expect(largest.byteLength).toBeLessThan(50_000);
    const { data, info } = await sharp(largest).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const [red = 0, , blue = 0] = data.subarray((info.width * y + x) * info.channels);
      return { red, blue };
    };
    // Upright, blue is on the left and red on the right, top to bottom (as stored, red on top).
    const topLeft = pixel(8, info.height / 4);
    expect(topLeft.blue).toBeGreaterThan(topLeft.red);
    const bottomRight = pixel(info.width - 8, (info.height * 3) / 4);
    expect(bottomRight.red).toBeGreaterThan(bottomRight.blue);
  });

  it('reuses the files made from the same bytes, and makes new ones for another picture', async () => {
    const first = await portraitFiles(folder, photo, cacheDir);
    const marked = first[0]?.path ?? '';
    writeFileSync(marked, 'cached');
    const again = await portraitFiles(folder, photo, cacheDir);
    expect(again).toEqual(first);
    expect(readFileSync(marked, 'utf8')).toBe('cached');
    const other = ownerImage(
      'other.png',
      await sharp({
        create: { width: 500, height: 400, channels: 3, background: '#2e7d32' },
      })
        .png()
        .toBuffer(),
    );
    const otherFiles = await portraitFiles(folder, other, cacheDir);
    expect(otherFiles[0]?.path).not.toBe(marked);
  });

  it('refuses a picture too small for the largest width, naming the owner’s file and what to give', async () => {
    const small = ownerImage(
      'small.png',
      await sharp({ create: { width: 300, height: 400, channels: 3, background: '#888' } })
        .png()
        .toBuffer(),
    );
    await expect(portraitFiles(folder, small, cacheDir)).rejects.toThrow(
      `owner/profile.json: field "photo": images/small.png is 300 × 400 px, too small for the portrait: give a picture at least ${PORTRAIT_MIN_SIDE} px on its short side (a photo straight from the camera is fine: the build makes the sizes)`,
    );
  });

  it('refuses a file that is not a picture, and a damaged one', async () => {
    const text = ownerImage('notes.jpg', Buffer.from('my CV, not my face'));
    await expect(portraitFiles(folder, text, cacheDir)).rejects.toThrow(
      /^owner\/profile\.json: field "photo": images\/notes\.jpg is not a picture the build can read \(.+\): give a JPEG, PNG, WebP or AVIF \(a HEIC photo from an iPhone: export it as JPEG\)$/,
    );
    const whole = readFileSync(join(folder.path, photo));
    const cut = ownerImage('cut.jpg', whole.subarray(0, whole.byteLength / 2));
    await expect(portraitFiles(folder, cut, cacheDir)).rejects.toThrow(
      /^owner\/profile\.json: field "photo": images\/cut\.jpg is damaged \(.+\): save it again from the original, or give another picture$/,
    );
  });

  it('is imported by the site’s module as the card’s src and srcset, or null without one', async () => {
    expect(await portraitModule(folder, null, cacheDir)).toBe('export const photo = null;');
    const code = await portraitModule(folder, photo, cacheDir);
    const files = await portraitFiles(folder, photo, cacheDir);
    for (const file of files) expect(code).toContain(`from ${JSON.stringify(file.path)};`);
    expect(code).toContain('src: width384,');
    expect(code).toContain(
      'srcSet: [width128 + " 128w", width192 + " 192w", width256 + " 256w", width384 + " 384w"].join(", "),',
    );
  });
});
