/**
 * The statuses' colours (src/lib/lookTokens.ts, STATUS_TOKENS) as the site draws them: Tailwind's
 * colours, each written as the 8-bit sRGB the browser paints for it. They keep their hue in every
 * look; lookColours keeps each as given wherever it passes its pairs (tokens.ts) on the look's own
 * page and cards, and moves its lightness, at its hue, where it does not.
 */
import type { Palette, StatusToken, Token } from '../../src/lib/lookTokens.ts';
import type { Theme } from '../../src/lib/theme.ts';
import { over } from './colour.ts';

/** A colour as given, or laid at an opacity over a token already built (the dark badges). */
export type StatusSeed = string | { hex: string; alpha: number; over: Token };

const EMERALD_400 = '#00d492';
const AMBER_400 = '#ffb900';

// Two themes of one shape, spelled out on purpose: each colour beside its Tailwind name.
export const STATUS: Record<Theme, Record<StatusToken, StatusSeed>> = {
  light: {
    gain: '#008236', // green-700
    gainSoft: '#f0fdf4', // green-50
    onGainSoft: '#016630', // green-800
    gainLine: '#b9f8cf', // green-200
    loss: '#c10007', // red-700
    lossSoft: '#fef2f2', // red-50
    onLossSoft: '#9f0712', // red-800
    lossLine: '#ffc9c9', // red-200
    noticeSoft: '#fffbeb', // amber-50
    onNoticeSoft: '#461901', // amber-950
    noticeLine: '#ffd230', // amber-300
    startSoft: '#ecfdf5', // emerald-50
    onStartSoft: '#006045', // emerald-800
    startLine: '#a4f4cf', // emerald-200
    endSoft: '#fffbeb', // amber-50
    onEndSoft: '#7b3306', // amber-900
    endLine: '#fee685', // amber-200
  },
  dark: {
    gain: '#7bf1a8', // green-300
    gainSoft: '#032e15', // green-950
    onGainSoft: '#b9f8cf', // green-200
    gainLine: '#0d542b', // green-900
    loss: '#ffa2a2', // red-300
    lossSoft: '#460809', // red-950
    onLossSoft: '#ffc9c9', // red-200
    lossLine: '#82181a', // red-900
    noticeSoft: '#461901', // amber-950
    onNoticeSoft: '#fef3c6', // amber-100
    noticeLine: '#973c00', // amber-800
    // The badges sit on a card, and their fill and ring let it show through.
    startSoft: { hex: EMERALD_400, alpha: 0.1, over: 'surface' },
    onStartSoft: '#a4f4cf', // emerald-200
    startLine: { hex: EMERALD_400, alpha: 0.3, over: 'startSoft' },
    endSoft: { hex: AMBER_400, alpha: 0.1, over: 'surface' },
    onEndSoft: '#fee685', // amber-200
    endLine: { hex: AMBER_400, alpha: 0.3, over: 'endSoft' },
  },
};

/** The seed's colour in the palette built so far. */
export function statusHex(seed: StatusSeed, built: Partial<Palette>): string {
  if (typeof seed === 'string') return seed;
  const background = built[seed.over];
  if (!background) throw new Error(`${seed.hex} is laid over ${seed.over}, which is not built yet`);
  return over(seed.hex, seed.alpha, background);
}
