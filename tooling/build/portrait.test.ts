import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS } from '../checks/size/budgets';
import type { OwnerFolder } from '../owner/files/ownerFile';
import { PORTRAIT_MIN_SIDE, PORTRAIT_WIDTHS } from '../../src/lib/siteFiles';
import { portraitFiles, portraitModule, portraitSquare } from './portrait';
import { isSkin } from './portraitCrop';

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
 * so red is on the right once upright; with grain in 4 px blocks, coarse enough to
 * survive the scaling down, which costs bytes as a real photo's detail does. The
 * blocks are written here, the same each run, and scaled up by sharp (its noise,
 * scaled up smoothly and laid over the halves, took seconds for the same picture).
 */
async function phonePhoto(): Promise<Buffer> {
  const [width, height, block, amplitude] = [4032, 3024, 4, 30];
  const [across, down] = [width / block, height / block];
  const [red, blue] = [
    [0xdd, 0x22, 0x22],
    [0x22, 0x44, 0xcc],
  ];
  const blocks = new Uint8Array(across * down * 3);
  let seed = 1;
  for (let index = 0; index < across * down; index += 1) {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    const shift = (seed % (2 * amplitude + 1)) - amplitude;
    const colour = index < (across * down) / 2 ? red : blue;
    for (let channel = 0; channel < 3; channel += 1) {
      // Within 0–255 for both colours: no clamping.
      blocks[index * 3 + channel] = (colour[channel] ?? 0) + shift;
    }
  }
  return sharp(blocks, { raw: { width: across, height: down, channels: 3 } })
    .resize(width, height, { kernel: 'nearest' })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/**
 * Like the owner walk's phone photo, smaller: a portrait stored on its side with EXIF
 * orientation 6, upright 1008 × 1344; a face at ⅔ across and ⅓ down (centre 672, 448;
 * 181 px wide) over a blue shirt, a red "TOP" in the upper left, a wooden floor.
 */
async function walkPhoto(): Promise<Buffer> {
  const [width, height, face] = [1008, 1344, 90.7];
  const [x, y] = [672, 448];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="#c9d3dc"/>
    <rect y="${height * 0.7}" width="${width}" height="${height * 0.3}" fill="#6b5a48"/>
    <text x="60" y="160" font-size="120" font-family="sans-serif" font-weight="bold" fill="#d01c1c">TOP</text>
    <rect x="${x - 2.4 * face}" y="${y + 1.6 * face}" width="${4.8 * face}" height="${height}" fill="#2b4a7a"/>
    <rect x="${x - 0.35 * face}" y="${y + 0.8 * face}" width="${0.7 * face}" height="${0.8 * face}" fill="#d9a384"/>
    <ellipse cx="${x}" cy="${y}" rx="${face}" ry="${1.25 * face}" fill="#e0ac8a"/>
    <ellipse cx="${x}" cy="${y - 0.75 * face}" rx="${1.05 * face}" ry="${0.6 * face}" fill="#3a2a1e"/>
  </svg>`;
  return sharp(await sharp(Buffer.from(svg)).rotate(-90).png().toBuffer())
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Where the skin-toned pixels of a file's picture are, as shares of it, how wide they spread, how many. */
async function skinIn(
  path: string,
): Promise<{ x: number; y: number; across: number; share: number }> {
  const { data, info } = await sharp(readFileSync(path))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const xs: number[] = [];
  const ys: number[] = [];
  for (let index = 0; index < info.width * info.height; index += 1) {
    const at = index * info.channels;
    if (isSkin(data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0)) {
      xs.push(index % info.width);
      ys.push(Math.floor(index / info.width));
    }
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    x: mean(xs) / info.width,
    y: mean(ys) / info.height,
    across: (Math.max(...xs) - Math.min(...xs)) / info.width,
    share: xs.length / (info.width * info.height),
  };
}

describe('the portrait’s square', () => {
  let photo = '';
  beforeAll(async () => {
    photo = ownerImage('walk.jpg', await walkPhoto());
  }, 60_000);

  it('is cut around the face the photo shows, upright, closer than the photo’s width', async () => {
    const files = await portraitFiles(folder, photo, cacheDir);
    const face = await skinIn(files.at(-1)?.path ?? '');
    // Across the middle, a little above it; a third of the square wide (18 % in a square as wide as the photo).
    expect(face.x).toBeGreaterThan(0.4);
    expect(face.x).toBeLessThan(0.6);
    expect(face.y).toBeGreaterThan(0.3);
    expect(face.y).toBeLessThan(0.6);
    expect(face.across).toBeGreaterThan(0.28);
  });

  it('is where the owner’s photoFocus says, whatever the photo shows', async () => {
    const size = { width: 1008, height: 1344 };
    const bytes = readFileSync(join(folder.path, photo));
    expect(await portraitSquare(bytes, size, { x: 0.15, y: 0.08, size: 0.4 })).toEqual({
      left: 0,
      top: 0,
      width: 403,
      height: 403,
    });
    const files = await portraitFiles(folder, photo, cacheDir, { x: 0.15, y: 0.08, size: 0.4 });
    const defaults = await portraitFiles(folder, photo, cacheDir);
    expect(defaults[0]?.path).not.toBe(files[0]?.path);
    // The red sign, not the face (7 % of the default cut is skin; here only the sign’s edges).
    expect((await skinIn(defaults.at(-1)?.path ?? '')).share).toBeGreaterThan(0.05);
    expect((await skinIn(files.at(-1)?.path ?? '')).share).toBeLessThan(0.02);
  });
});

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
    // 29 kB measured: a PNG, or a quality near 100, would be several times that.
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
