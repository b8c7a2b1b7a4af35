/**
 * The contrast each of the look's colour tokens (src/lib/lookTokens.ts) is guaranteed to keep:
 * lookColours builds each token to meet its lines, and the tests check every pair.
 */
import type { Token } from '../../src/lib/lookTokens.ts';

/** WCAG 2.2 AA: 1.4.3 for text (normal size), 1.4.11 for controls' boundaries, focus and graphics. */
export const TEXT_CONTRAST = 4.5;
export const NON_TEXT_CONTRAST = 3;

/** A token keeps `min` against each token it is drawn `on`. */
export interface Guarantee {
  on: readonly Token[];
  min: number;
}

const text = (...on: Token[]): Guarantee[] => [{ on, min: TEXT_CONTRAST }];
const nonText = (...on: Token[]): Guarantee[] => [{ on, min: NON_TEXT_CONTRAST }];

/** The promise, in both themes. A token not listed is decoration: no ratio owed. */
export const GUARANTEED: Partial<Record<Token, readonly Guarantee[]>> = {
  ink: text('page', 'surface'),
  muted: text('page', 'surface'),
  edge: nonText('page', 'surface'),
  accent: text('page', 'surface'),
  accentFill: nonText('page', 'surface'),
  onAccent: text('accentFill'),
  onAccentSoft: text('accentSoft'),
  focus: nonText('page', 'surface'),
  // The chart's line crosses the bars of either sign, which are filled with gainLine and lossLine.
  gain: [...text('page', 'surface'), ...nonText('gainLine', 'lossLine')],
  loss: [...text('page', 'surface'), ...nonText('gainLine', 'lossLine')],
  onGainSoft: text('gainSoft'),
  onLossSoft: text('lossSoft'),
  onNoticeSoft: text('noticeSoft'),
  onStartSoft: text('startSoft'),
  onEndSoft: text('endSoft'),
};
