import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { layoutCard, TITLE_WIDTH } from './cardSvg.ts';
import { loadFace, missingCharacters } from './faces.ts';
import { ELLIPSIS } from './lineBreak.ts';
import {
  cardKey,
  renderShareImage,
  shareImages,
  sourcesHash,
  type ShareCard,
  type ShareColours,
} from './shareImage.ts';
import { sampleCard, sourceSans } from './testing/sampleCard.ts';

const photo = readFileSync('sample-owner/images/portrait.jpg');
const folder = mkdtempSync(join(tmpdir(), 'share-images-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function expectCardPng(png: Buffer) {
  const meta = await sharp(png).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  // Link previews fetch it on every share: kept well under 100 KB.
  expect(png.length).toBeLessThan(100_000);
}

describe('a share image', () => {
  it('is a 1200 × 630 PNG with the round photo', async () => {
    await expectCardPng(await renderShareImage({ ...sampleCard(), photo }));
  });

  it('is drawn without a photo too, with a monogram of the initials', async () => {
    await expectCardPng(await renderShareImage({ ...sampleCard(), photo: null }));
  });

  it('draws text as outlines, never as text a rasteriser would set in system fonts', () => {
    const { svg } = layoutCard({ ...sampleCard(), title: 'Perché l’attività è così: più caffè' });
    expect(svg).not.toMatch(/<text|font-family/);
  });

  it('has glyphs for Italian accents, curly quotes, the ellipsis and the separator', () => {
    const face = loadFace(sourceSans(700));
    expect(missingCharacters(face, 'àèéìòù ÀÈÉÌÒÙ ’‘“” … · – —')).toEqual([]);
  });

  it('fails, naming the characters, rather than draw empty boxes', () => {
    expect(() => layoutCard({ ...sampleCard(), title: 'Опыт' })).toThrow(/no glyph for "О"/);
  });

  it('refuses a colour that is not hex', () => {
    const colours = { ...sampleCard().colours, accentFill: 'red"/><script' };
    expect(() => layoutCard({ ...sampleCard(), colours })).toThrow(/accentFill/);
  });

  it('keeps a very long title to three lines within the width, ending in an ellipsis', () => {
    const title = `Trading e rendimenti · ${'Maria Giulia Bianchi-Santoro '.repeat(8)}`;
    const laid = layoutCard({ ...sampleCard(), title }).title;
    expect(laid.lines).toHaveLength(3);
    expect(laid.lines.at(-1)?.endsWith(ELLIPSIS)).toBe(true);
    expect(laid.width).toBeLessThanOrEqual(TITLE_WIDTH);
  });

  it('sets a short title large, on one line', () => {
    expect(layoutCard({ ...sampleCard(), title: 'Home' }).title).toMatchObject({
      size: 112,
      lines: ['Home'],
    });
  });
});

describe('the cache of share images', () => {
  let draws = 0;
  const countingRender = async () => {
    draws += 1;
    return Buffer.from(`image ${draws}`);
  };
  const run = (cards: ShareCard[], cache = join(folder, 'cache')) =>
    shareImages(
      cards.map((card, index) => ({ fileName: `card-${index}.png`, card })),
      cache,
      countingRender,
    );

  const base: ShareCard = { ...sampleCard(), photo };
  // The same photo but for its last byte.
  const otherPhoto = Buffer.concat([photo.subarray(0, -1), Buffer.from([(photo.at(-1) ?? 0) ^ 1])]);
  const colour = (name: keyof ShareColours) => ({ ...base.colours, [name]: '#123456' });
  // Every field has a change here: a field added to the card must be added to its key.
  const changes: Record<keyof ShareCard, ShareCard[]> = {
    title: [{ ...base, title: 'Esperienza' }],
    ownerName: [{ ...base, ownerName: 'Maria Bianchi' }],
    jobTitle: [{ ...base, jobTitle: 'Staff Engineer' }],
    siteLabel: [{ ...base, siteLabel: 'maria.dev' }],
    language: [{ ...base, language: 'it' }],
    photo: [
      { ...base, photo: null },
      { ...base, photo: otherPhoto },
    ],
    colours: (Object.keys(base.colours) as (keyof ShareColours)[]).map((name) => ({
      ...base,
      colours: colour(name),
    })),
    fonts: [
      { ...base, fonts: { ...base.fonts, heading: sourceSans(600) } },
      { ...base, fonts: { ...base.fonts, body: sourceSans(300) } },
    ],
  };

  it('draws a card once, then reuses it while nothing changes', async () => {
    const first = await run([base]);
    expect(first.map((image) => image.reused)).toEqual([false]);
    const again = await run([{ ...base, photo: Buffer.from(photo) }]);
    expect(again.map((image) => [image.fileName, image.reused])).toEqual([['card-0.png', true]]);
    expect(again[0]?.png).toEqual(first[0]?.png);
    expect(draws).toBe(1);
  });

  it.each(Object.entries(changes))('redraws a card whose %s changed', async (_field, cards) => {
    const before = draws;
    const images = await run(cards);
    expect(images.map((image) => image.reused)).toEqual(cards.map(() => false));
    expect(draws).toBe(before + cards.length);
  });

  it('draws a card that comes twice in one call once, and keeps the order', async () => {
    const before = draws;
    const twice = { ...base, title: 'Twice' };
    const images = await run([twice, { ...base, title: 'Once' }, twice]);
    expect(images.map((image) => [image.fileName, image.reused])).toEqual([
      ['card-0.png', false],
      ['card-1.png', false],
      ['card-2.png', true],
    ]);
    expect(draws).toBe(before + 2);
  });

  it('keys fonts by their bytes, not their path', () => {
    const copy = join(folder, 'heading-copy.woff');
    copyFileSync(base.fonts.heading.path, copy);
    const moved = {
      ...base,
      fonts: { ...base.fonts, heading: { ...base.fonts.heading, path: copy } },
    };
    expect(cardKey(moved)).toBe(cardKey(base));
    const reordered = { ...base, colours: { ...base.colours } };
    expect(cardKey(reordered)).toBe(cardKey(base));
  });

  it("keys the drawing by its modules' content: any change redraws, a test's does not", () => {
    const sources = join(folder, 'renderer');
    mkdirSync(sources);
    writeFileSync(join(sources, 'cardSvg.ts'), 'export const width = 1200;');
    writeFileSync(join(sources, 'cardSvg.test.ts'), 'it();');
    const before = sourcesHash(sources);
    writeFileSync(join(sources, 'cardSvg.test.ts'), 'it(); it();');
    expect(sourcesHash(sources)).toBe(before);
    writeFileSync(join(sources, 'cardSvg.ts'), 'export const width = 1201;');
    expect(sourcesHash(sources)).not.toBe(before);
  });

  it('stores real images and hands back the same bytes when reused', async () => {
    const cache = join(folder, 'real');
    const card = { ...base, language: 'it' };
    const cards = [{ fileName: 'experience-it.png', card }];
    const [drawn] = await shareImages(cards, cache);
    const [reused] = await shareImages(cards, cache);
    expect(drawn?.reused).toBe(false);
    expect(reused?.reused).toBe(true);
    expect(reused?.png.equals(drawn?.png ?? Buffer.alloc(0))).toBe(true);
    expect(readdirSync(cache)).toEqual([`${cardKey(card)}.png`]);
  });
});
