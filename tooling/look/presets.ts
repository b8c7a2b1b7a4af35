/**
 * Looks to compare with the sample's: `npm run template:screenshots` screenshots them,
 * check:variants builds its owners in them (each typeface held to the budgets),
 * and docs/looks.md shows them (a unit test keeps the page in step). `system` is
 * the template's own look, for an owner who chooses none (DEFAULT_LOOK).
 */
import type { Look } from './look.ts';

export const LOOK_PRESETS = {
  grotesk: { accent: '#6d28d9', typeface: 'grotesk', shape: 'square' },
  humanist: { accent: '#0f766e', typeface: 'humanist', shape: 'rounded' },
  system: { accent: '#1d5fd6', typeface: 'system', shape: 'rounded' },
} as const satisfies Record<string, Look>;

export type PresetName = keyof typeof LOOK_PRESETS;

/** The template's look, for an owner who has not chosen one: the system preset. */
export const DEFAULT_LOOK: Look = LOOK_PRESETS.system;
export const PRESET_NAMES = Object.keys(LOOK_PRESETS) as PresetName[];
