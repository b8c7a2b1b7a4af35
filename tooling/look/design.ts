/**
 * The themes' own tones, in OKLCH: lightness and the chroma of the tint toward the accent's
 * hue (scaled down for a greyish accent). Starting points only: every token that carries text
 * or outlines a control is then moved, if it must be, to the nearest lightness that passes.
 */
import type { Theme } from '../../src/lib/theme.ts';

export interface Tone {
  l: number;
  c: number;
}

export interface ThemeDesign {
  page: Tone;
  surface: Tone;
  ink: Tone;
  muted: Tone;
  edge: Tone;
  /** Dividing hairlines: a quiet step from the page, no contrast owed (decoration). */
  line: Tone;
  /** The tinted surface; its chroma is at most this, never more than the accent's own. */
  accentSoft: Tone;
  /** Where text on a fill starts: the lighter tone for a dark fill, the darker for a light one. */
  onFill: readonly [Tone, Tone];
}

/** The accent chroma at which the neutrals take their full tint: a clearly coloured accent. */
export const FULL_TINT_CHROMA = 0.1;

// Two themes of one shape, spelled out on purpose: each tone is a design choice to read and tune.
export const DESIGN: Record<Theme, ThemeDesign> = {
  // Near-white: a faintly tinted page under whiter cards, ink-dark text.
  light: {
    page: { l: 0.985, c: 0.005 },
    surface: { l: 0.998, c: 0.003 },
    ink: { l: 0.24, c: 0.03 },
    muted: { l: 0.5, c: 0.035 },
    edge: { l: 0.6, c: 0.04 },
    line: { l: 0.9, c: 0.015 },
    accentSoft: { l: 0.95, c: 0.05 },
    onFill: [
      { l: 0.99, c: 0.006 },
      { l: 0.2, c: 0.02 },
    ],
  },
  // A designed dark, not black: a deep tinted page, cards a step lighter, text a soft white.
  dark: {
    page: { l: 0.17, c: 0.016 },
    surface: { l: 0.215, c: 0.02 },
    ink: { l: 0.94, c: 0.012 },
    muted: { l: 0.74, c: 0.025 },
    edge: { l: 0.55, c: 0.04 },
    line: { l: 0.3, c: 0.025 },
    accentSoft: { l: 0.3, c: 0.07 },
    onFill: [
      { l: 0.97, c: 0.008 },
      { l: 0.17, c: 0.02 },
    ],
  },
};
