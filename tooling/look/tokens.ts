/**
 * The contrast each of the look's colour tokens (src/lib/lookTokens.ts) is guaranteed to keep:
 * lookColours builds each token to meet its line, and the tests check every pair.
 */
import type { Token } from '../../src/lib/lookTokens.ts';

/** WCAG 2.2 AA: 1.4.3 for text (normal size), 1.4.11 for controls' boundaries and focus. */
export const TEXT_CONTRAST = 4.5;
export const NON_TEXT_CONTRAST = 3;

/** The promise: each token keeps this ratio against every token it is drawn on, in both themes. */
export const GUARANTEED: Partial<Record<Token, { on: readonly Token[]; min: number }>> = {
  ink: { on: ['page', 'surface'], min: TEXT_CONTRAST },
  muted: { on: ['page', 'surface'], min: TEXT_CONTRAST },
  edge: { on: ['page', 'surface'], min: NON_TEXT_CONTRAST },
  accent: { on: ['page', 'surface'], min: TEXT_CONTRAST },
  accentFill: { on: ['page', 'surface'], min: NON_TEXT_CONTRAST },
  onAccent: { on: ['accentFill'], min: TEXT_CONTRAST },
  onAccentSoft: { on: ['accentSoft'], min: TEXT_CONTRAST },
  focus: { on: ['page', 'surface'], min: NON_TEXT_CONTRAST },
};
