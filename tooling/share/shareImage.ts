/**
 * Link-preview images per page (`"shareImages": "per-page"`): a 1200 × 630 PNG
 * of a page's title in the owner's look, drawn at build time from local fonts
 * (docs/decisions/share-images.md), and cached by content.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ShareCard, ShareColours } from './card';
import { layoutCard, type PortraitSlot } from './cardSvg';
import { fontHash, sha256 } from './faces';

export { SHARE_HEIGHT, SHARE_WIDTH, type ShareCard, type ShareColours } from './card';
export type { FontFile } from './faces';

/**
 * Bump when the drawing changes (cardSvg.ts, the PNG options): every cached
 * image is then redrawn. The key also holds libvips' version, which rasterises.
 */
export const RENDERER_VERSION = 1;

/** The portrait cut round, for its slot. */
async function roundPortrait(photo: Buffer, slot: PortraitSlot): Promise<Buffer> {
  const half = slot.size / 2;
  const mask = `<svg xmlns="http://www.w3.org/2000/svg" width="${slot.size}" height="${slot.size}"><circle cx="${half}" cy="${half}" r="${half}"/></svg>`;
  return (
    sharp(photo)
      // A photo that is not square keeps its most striking part, usually the face.
      .resize(slot.size, slot.size, { fit: 'cover', position: 'attention' })
      .ensureAlpha()
      .composite([{ input: Buffer.from(mask), blend: 'dest-in' }])
      .png()
      .toBuffer()
  );
}

/** One card as a 1200 × 630 PNG. */
export async function renderShareImage(card: ShareCard): Promise<Buffer> {
  const { svg, portrait } = layoutCard(card);
  const layers = card.photo
    ? [{ input: await roundPortrait(card.photo, portrait), left: portrait.left, top: portrait.top }]
    : [];
  // A palette PNG: flat colours and text edges quantise cleanly, and the small portrait too
  // (half the bytes of true colour; more quantising effort saved nothing, measured).
  return sharp(Buffer.from(svg))
    .composite(layers)
    .png({ palette: true, compressionLevel: 9 })
    .toBuffer();
}

/** Every colour by name, in a fixed order: the caller's key order must not change the key. */
const COLOUR_NAMES: readonly (keyof ShareColours)[] = [
  'background',
  'surface',
  'text',
  'muted',
  'accent',
  'onAccent',
];

/** The card's cache key: its texts, colours, the photo's and fonts' bytes, and the renderer. */
export function cardKey(card: ShareCard): string {
  const font = (name: 'heading' | 'body') => {
    const file = card.fonts[name];
    return [fontHash(file), file.weight, file.style];
  };
  return sha256(
    JSON.stringify([
      RENDERER_VERSION,
      sharp.versions.vips,
      card.title,
      card.ownerName,
      card.jobTitle,
      card.siteLabel,
      card.language,
      card.photo ? sha256(card.photo) : null,
      COLOUR_NAMES.map((name) => card.colours[name]),
      font('heading'),
      font('body'),
    ]),
  );
}

export interface ShareImage {
  fileName: string;
  png: Buffer;
  /** Taken from the cache, not drawn. */
  reused: boolean;
}

/**
 * The images of many cards, each drawn only if the cache in cacheDir has no
 * image of the same content. One after another: sharp already spreads each
 * image over the cores, and the layout is synchronous.
 */
export async function shareImages(
  cards: { fileName: string; card: ShareCard }[],
  cacheDir: string,
  render: (card: ShareCard) => Promise<Buffer> = renderShareImage,
): Promise<ShareImage[]> {
  await mkdir(cacheDir, { recursive: true });
  const images: ShareImage[] = [];
  for (const { fileName, card } of cards) {
    const cached = join(cacheDir, `${cardKey(card)}.png`);
    if (existsSync(cached)) {
      images.push({ fileName, png: await readFile(cached), reused: true });
      continue;
    }
    const png = await render(card);
    // Written aside, then renamed: a build stopped mid-write leaves no half image to reuse.
    const partial = `${cached}.${process.pid}.partial`;
    await writeFile(partial, png);
    await rename(partial, cached);
    images.push({ fileName, png, reused: false });
  }
  return images;
}
