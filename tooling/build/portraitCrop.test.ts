import { describe, expect, it } from 'vitest';
import { PORTRAIT_MIN_SIDE } from '../../src/lib/siteFiles';
import { faceFocus, FOCUS_SIZE, isSkin, squareAround, type Thumbnail } from './portraitCrop';

/** A thumbnail of one colour with rectangles of others: [colour, left, top, width, height]. */
function thumbnail(
  width: number,
  height: number,
  background: readonly number[],
  shapes: [readonly number[], number, number, number, number][],
): Thumbnail {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const shape = shapes.findLast(
        ([, left, top, across, down]) =>
          x >= left && x < left + across && y >= top && y < top + down,
      );
      data.set(shape?.[0] ?? background, (y * width + x) * 3);
    }
  }
  return { data, width, height, channels: 3 };
}

const SKY = [201, 211, 220];
const SKIN = [224, 172, 138];
const WOOD = [107, 90, 72];

describe('a skin tone', () => {
  it('is a face’s in light and dark skin, not a red sign, a terracotta wall or a grey sky', () => {
    for (const [red, green, blue] of [SKIN, [141, 85, 36], [198, 134, 66], [255, 219, 172]]) {
      expect(isSkin(red ?? 0, green ?? 0, blue ?? 0)).toBe(true);
    }
    for (const [red, green, blue] of [[208, 28, 28], [192, 96, 63], SKY, [43, 74, 122]]) {
      expect(isSkin(red ?? 0, green ?? 0, blue ?? 0)).toBe(false);
    }
  });
});

describe('the face a picture most likely shows', () => {
  it('is its largest skin-toned region above the floor, the square three times its height', () => {
    // 72 × 96, as a phone portrait: a face at ⅔ across and ⅓ down, a wooden floor split by legs.
    const picture = thumbnail(72, 96, SKY, [
      [WOOD, 0, 68, 72, 28],
      [SKY, 30, 68, 12, 28],
      [SKIN, 42, 26, 12, 14],
    ]);
    const focus = faceFocus(picture);
    expect(focus?.x).toBeCloseTo(48 / 72);
    expect(focus?.y).toBeCloseTo(33 / 96);
    expect(focus?.size).toBeCloseTo((3 * 14) / 72);
  });

  it('is nowhere when the skin tones are a background, a sliver, or absent', () => {
    // A skin-coloured wall from edge to edge, with the face in it: no face to tell apart.
    expect(faceFocus(thumbnail(72, 96, SKIN, []))).toBeNull();
    // A bar across the picture (a table's edge) is not a face's shape.
    expect(faceFocus(thumbnail(72, 96, SKY, [[SKIN, 10, 40, 40, 6]]))).toBeNull();
    expect(faceFocus(thumbnail(72, 96, SKY, []))).toBeNull();
  });

  it('never cuts closer than a third of the short side around a small region', () => {
    const focus = faceFocus(thumbnail(96, 96, SKY, [[SKIN, 40, 40, 5, 6]]));
    expect(focus?.size).toBe(0.35);
  });
});

describe('the square around a point', () => {
  it('is centred on the point, its side a share of the short side', () => {
    expect(squareAround(3024, 4032, { x: 0.5, y: 0.5, size: 0.5 })).toEqual({
      left: 756,
      top: 1260,
      width: 1512,
      height: 1512,
    });
    expect(squareAround(3024, 4032, { x: 0.5, y: 0.5 }).width).toBe(Math.round(3024 * FOCUS_SIZE));
  });

  it('stays inside the picture, and never under the portrait’s largest width', () => {
    expect(squareAround(3024, 4032, { x: 1, y: 0, size: 0.5 })).toEqual({
      left: 1512,
      top: 0,
      width: 1512,
      height: 1512,
    });
    expect(squareAround(1000, 800, { x: 0.5, y: 0.5, size: 0.1 }).width).toBe(PORTRAIT_MIN_SIDE);
    expect(squareAround(1000, 800, { x: 0.5, y: 0.5, size: 1 })).toEqual({
      left: 100,
      top: 0,
      width: 800,
      height: 800,
    });
  });
});
