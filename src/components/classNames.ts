/**
 * The looks every page shares, from the design tokens (src/styles.css): a card, and the two
 * buttons, primary (filled in the owner's accent, a pair the build guarantees) and secondary
 * (outlined).
 */

/** A card or panel on the page: the surface, a hairline edge, the shape's corners. */
export const CARD = 'rounded-card border border-line bg-surface shadow-xs';
const BUTTON_BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-control px-5 py-2.5 text-sm font-semibold transition-colors';

export const PRIMARY_BUTTON = `${BUTTON_BASE} bg-accent-fill text-on-accent hover:brightness-110`;

export const SECONDARY_BUTTON = `${BUTTON_BASE} border border-edge bg-surface text-ink hover:border-accent hover:text-accent`;
