import { lastPresent } from './series';

/** A bar's pale fill and the darker (light theme) or brighter (dark theme) edge that outlines it. */
export interface BarColors {
  fill: string;
  edge: string;
}

export interface ChartPalette {
  lineUp: string;
  lineDown: string;
  barUp: BarColors;
  barDown: BarColors;
  ticks: string;
  grid: string;
}

/**
 * What the chart is drawn on: the performance card's surface (PerformancePanel), which
 * the owner's look tints toward its accent but keeps near-white in the light theme and a
 * deep dark in the dark one (tooling/look/design.ts). These stand for it in the unit test;
 * the browser test checks the colours against the card as painted.
 */
export const CHART_BACKGROUNDS: Record<'light' | 'dark', string> = {
  light: '#ffffff',
  dark: '#0f172a',
};

/**
 * Colours that keep 3:1 (WCAG 1.4.11) against what they touch: the line and the
 * bar edges against the background, and the line against the fill of every bar
 * it crosses, green or red (chartPalette.test.ts checks each pair). The line is
 * green when the series ends at or above zero and red below, in a different
 * shade per theme; bars are outlined in their sign's colour around a pale fill.
 */
// Two palettes of one shape, spelled out on purpose: each colour beside its Tailwind name.
export const PALETTES: Record<'light' | 'dark', ChartPalette> = {
  light: {
    lineUp: '#15803d', // green-700
    lineDown: '#b91c1c', // red-700
    barUp: { fill: '#bbf7d0', edge: '#15803d' }, // green-200, green-700
    barDown: { fill: '#fecaca', edge: '#b91c1c' }, // red-200, red-700
    ticks: '#334155', // slate-700
    grid: '#e2e8f0', // slate-200
  },
  dark: {
    lineUp: '#86efac', // green-300
    lineDown: '#fca5a5', // red-300
    barUp: { fill: '#14532d', edge: '#4ade80' }, // green-900, green-400
    barDown: { fill: '#7f1d1d', edge: '#f87171' }, // red-900, red-400
    ticks: '#cbd5e1', // slate-300
    grid: '#334155', // slate-700
  },
};

/** The cumulative line's colour: green when the final cumulative value is ≥ 0, red otherwise. */
export function lineColor(cumulative: readonly (number | null)[], dark: boolean): string {
  const palette = PALETTES[dark ? 'dark' : 'light'];
  const final = lastPresent(cumulative) ?? 0;
  return final >= 0 ? palette.lineUp : palette.lineDown;
}
