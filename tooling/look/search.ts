import { hexAt, worstContrast, type Lch } from './colour.ts';

/** What a colour is for: the least contrast it must keep against each of these backgrounds. */
export interface Need {
  against: readonly string[];
  min: number;
}

/** A coarse walk finds the side that passes; halving then finds its edge to about 0.00001 in L. */
const STEP = 0.02;
const HALVINGS = 11;

const passes = (hex: string, needs: readonly Need[]) =>
  needs.every((need) => worstContrast(hex, need.against) >= need.min);

/**
 * The first lightness from the seed toward black (0) or white (1) whose colour passes, with
 * its hex. At a fixed hue, luminance rises with OKLCH lightness (chroma clamped or not), so
 * once a step passes every step beyond it does (the backgrounds of one token all lie on one side
 * of it, as the themes' do), and halving finds the edge on that side.
 */
function edgeToward(
  seed: Lch,
  end: 0 | 1,
  needs: readonly Need[],
): { l: number; hex: string } | null {
  let failing = seed.l;
  for (;;) {
    const next = end === 0 ? Math.max(0, failing - STEP) : Math.min(1, failing + STEP);
    if (passes(hexAt({ ...seed, l: next }), needs)) {
      let good = next;
      for (let halving = 0; halving < HALVINGS; halving++) {
        const middle = (failing + good) / 2;
        if (passes(hexAt({ ...seed, l: middle }), needs)) good = middle;
        else failing = middle;
      }
      return { l: good, hex: hexAt({ ...seed, l: good }) };
    }
    if (next === end) return null;
    failing = next;
  }
}

/**
 * The colour nearest in lightness to the seed, at the seed's hue and as much of its chroma as
 * sRGB allows, that meets every need; `given` is returned as it is when it already does.
 */
export function nearestPassing(
  seed: Lch,
  needs: readonly Need[],
  given: string = hexAt(seed),
): string {
  if (passes(given, needs)) return given;
  const edges = [edgeToward(seed, 0, needs), edgeToward(seed, 1, needs)]
    .filter((edge) => edge !== null)
    .sort((a, b) => Math.abs(a.l - seed.l) - Math.abs(b.l - seed.l));
  const nearest = edges[0];
  // Only a background of middling lightness could leave no side: the themes' are near the ends.
  if (!nearest) {
    const wanted = needs.map((need) => `${need.min}:1 against ${need.against.join(', ')}`);
    throw new Error(`no lightness of ${given} keeps ${wanted.join(' and ')}`);
  }
  return nearest.hex;
}
