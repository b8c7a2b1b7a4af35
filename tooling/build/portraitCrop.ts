/**
 * Where the portrait's square is cut from the upright picture: around the
 * point the owner gives (profile.json `photoFocus`), else around the face the
 * picture most likely shows, found as its largest skin-toned region that is not
 * a background (a wall, a floor, a table spans the picture), else nowhere in
 * particular (null: portrait.ts takes sharp's attention crop, a square as wide
 * as the picture). Measured on a phone-like photo in docs/decisions/portrait.md.
 */
import { PORTRAIT_MIN_SIDE } from '../../src/lib/siteFiles.ts';
import type { PhotoFocus } from '../owner/files/profile.ts';

/** A square of the upright picture, in its pixels. */
export interface Square {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Raw RGB(A) pixels of a small copy of the upright picture. */
export interface Thumbnail {
  data: Uint8Array;
  width: number;
  height: number;
  channels: number;
}

/** The long side of the copy the face is looked for in: enough for a face a tenth as tall. */
export const THUMBNAIL_SIDE = 96;

/** Around the owner's point, without the owner's size: a head-and-shoulders cut of a phone photo. */
export const FOCUS_SIZE = 0.6;

/** Around a found face: this many times its skin's height (face and neck), head and shoulders. */
const SQUARE_PER_FACE = 3;

/** Never closer than this share of the short side: a small skin region may be a hand. */
const CLOSEST = 0.35;

/**
 * A skin tone, by two rules that must agree (Kovač et al.'s RGB rule and Chai and Ngan's
 * YCbCr ranges): either alone takes a terracotta wall or a red sign for skin.
 */
export function isSkin(red: number, green: number, blue: number): boolean {
  const cb = 128 - 0.168736 * red - 0.331264 * green + 0.5 * blue;
  const cr = 128 + 0.5 * red - 0.418688 * green - 0.081312 * blue;
  return (
    red > 95 &&
    green > 40 &&
    blue > 20 &&
    red - Math.min(green, blue) > 15 &&
    red - green > 15 &&
    red > blue &&
    cr >= 135 &&
    cr <= 173 &&
    cb >= 77 &&
    cb <= 127
  );
}

interface Region {
  area: number;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The skin-toned regions of the copy, each one connected (4-neighbour). */
function skinRegions({ data, width, height, channels }: Thumbnail): Region[] {
  const skin = new Uint8Array(width * height);
  for (let index = 0; index < width * height; index += 1) {
    const at = index * channels;
    skin[index] = isSkin(data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0) ? 1 : 0;
  }
  const regions: Region[] = [];
  const stack: number[] = [];
  for (let start = 0; start < skin.length; start += 1) {
    if (skin[start] !== 1) continue;
    const region = { area: 0, left: width, top: height, right: 0, bottom: 0 };
    skin[start] = 2;
    stack.push(start);
    while (stack.length > 0) {
      const index = stack.pop() ?? 0;
      const x = index % width;
      const y = (index - x) / width;
      region.area += 1;
      region.left = Math.min(region.left, x);
      region.right = Math.max(region.right, x + 1);
      region.top = Math.min(region.top, y);
      region.bottom = Math.max(region.bottom, y + 1);
      const neighbours = [
        x > 0 ? index - 1 : -1,
        x < width - 1 ? index + 1 : -1,
        y > 0 ? index - width : -1,
        y < height - 1 ? index + width : -1,
      ];
      for (const next of neighbours) {
        if (next >= 0 && skin[next] === 1) {
          skin[next] = 2;
          stack.push(next);
        }
      }
    }
    regions.push(region);
  }
  return regions;
}

/**
 * Where the face most likely is, with the square's size around it, as shares of
 * the picture; null when no skin-toned region looks like one. A region spanning
 * nine tenths of the picture's width or height is a background; of the others,
 * the largest wins, a higher one over a lower one (faces are above the middle).
 */
export function faceFocus(thumbnail: Thumbnail): PhotoFocus | null {
  const { width, height } = thumbnail;
  const smallest = Math.max(4, width * height * 0.002);
  const edgesTouched = (region: Region) =>
    [region.left === 0, region.top === 0, region.right === width, region.bottom === height].filter(
      Boolean,
    ).length;
  const candidates = skinRegions(thumbnail).filter((region) => {
    const across = region.right - region.left;
    const down = region.bottom - region.top;
    return (
      region.area >= smallest &&
      edgesTouched(region) < 2 &&
      across < 0.9 * width &&
      down < 0.9 * height &&
      down >= 0.8 * across &&
      down <= 2.5 * across
    );
  });
  const score = (region: Region) =>
    region.area * (1 - (0.5 * (region.top + region.bottom)) / 2 / height);
  const best = candidates.reduce<Region | null>(
    (chosen, region) => (!chosen || score(region) > score(chosen) ? region : chosen),
    null,
  );
  if (!best) return null;
  // The region's height as a share of the picture's short side (the copy keeps its shape).
  const faceHeight = (best.bottom - best.top) / Math.min(width, height);
  return {
    x: (best.left + best.right) / 2 / width,
    y: (best.top + best.bottom) / 2 / height,
    size: Math.min(1, Math.max(CLOSEST, SQUARE_PER_FACE * faceHeight)),
  };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The square around a point of the upright picture, its side `size` times the
 * short side (never under the portrait's largest width), moved inside the picture.
 */
export function squareAround(width: number, height: number, focus: PhotoFocus): Square {
  const short = Math.min(width, height);
  const side = Math.round(
    clamp(short * (focus.size ?? FOCUS_SIZE), Math.min(short, PORTRAIT_MIN_SIDE), short),
  );
  return {
    left: Math.round(clamp(focus.x * width - side / 2, 0, width - side)),
    top: Math.round(clamp(focus.y * height - side / 2, 0, height - side)),
    width: side,
    height: side,
  };
}
