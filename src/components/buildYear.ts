/**
 * The year the site was built: what the pages are drawn with. A text that
 * names the current year marks it (THIS_YEAR_ATTRIBUTE), and the page writes
 * today's there when a later year has begun (src/behaviours/thisYear.ts).
 */
export const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR);
