/** The owner's portrait (profile.json "photo") at the card's widths, as hashed asset URLs; null without one. */
export { photo } from 'virtual:owner/photo';
