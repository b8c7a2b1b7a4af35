/** The owner's portrait, 192 and 384 px wide (profile.json "photo"), as hashed asset URLs; null without one. */
export { photo } from 'virtual:owner/photo';
