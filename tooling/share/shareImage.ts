/**
 * Link-preview images per page (`"shareImages": "per-page"`): a 1200 × 630 PNG
 * of a page's title in the owner's look, drawn at build time from local fonts
 * (docs/decisions/share-images.md), and cached by content.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { SHARE_TOKENS, type ShareCard } from './card.ts';
import { layoutCard, type PortraitSlot } from './cardSvg.ts';
import { fontHash, sha256 } from './faces.ts';

export { SHARE_HEIGHT, SHARE_WIDTH, type ShareCard, type ShareColours } from './card.ts';

/**
 * The drawing's own version: a hash of every module of this folder (the layout,
 * the faces, the PNG options), so a change to any of them redraws every cached
 * image. The key also holds libvips' version, which rasterises.
 */
export const RENDERER_VERSION = sourcesHash(dirname(fileURLToPath(import.meta.url)));

/** A hash of a folder's modules, its tests left out. */
export function sourcesHash(folder: string): string {
  const sources = readdirSync(folder).filter((file) => /(?<!\.test)\.ts$/.test(file));
  return sha256(
    sources
      .sort()
      .map((file) => readFileSync(join(folder, file), 'utf8'))
      .join('\0'),
  );
}

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
      // By token, in a fixed order: the caller's key order must not change the key.
      SHARE_TOKENS.map((token) => card.colours[token]),
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
 * image of the same content (nor an earlier card of the same call). One card
 * per core at a time: quantising and compressing a PNG keeps one core busy,
 * so two at once took a third less time on two cores (measured).
 */
export async function shareImages(
  cards: { fileName: string; card: ShareCard }[],
  cacheDir: string,
  render: (card: ShareCard) => Promise<Buffer> = renderShareImage,
): Promise<ShareImage[]> {
  await mkdir(cacheDir, { recursive: true });
  const drawing = new Map<string, Promise<Buffer>>();
  const one = async ({ fileName, card }: { fileName: string; card: ShareCard }) => {
    const key = cardKey(card);
    const cached = join(cacheDir, `${key}.png`);
    const pending = drawing.get(key);
    if (pending) return { fileName, png: await pending, reused: true };
    if (existsSync(cached)) return { fileName, png: await readFile(cached), reused: true };
    const png = render(card).then(async (image) => {
      // Written aside, then renamed: a build stopped mid-write leaves no half image to reuse.
      const partial = `${cached}.${randomUUID()}.partial`;
      await writeFile(partial, image);
      await rename(partial, cached);
      return image;
    });
    drawing.set(key, png);
    return { fileName, png: await png, reused: false };
  };
  const images: ShareImage[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < cards.length; index = next++) {
      const card = cards[index];
      if (card) images[index] = await one(card);
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  return images;
}
