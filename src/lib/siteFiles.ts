/**
 * Files every build writes at the site's root, by name: the tab icon and the
 * share image, the owner's or the template's (tooling/build/ownerContentPlugin.ts writes
 * them; the documents link them). A leaf: the build and the site read it.
 */

/**
 * The tab icon: a small PNG, not an SVG. Chromium draws an SVG favicon on the
 * page's main thread as a document of its own (commit, style, layout, a font
 * lookup for its text): one task of about 10 ms at full speed, just after the
 * first paint (docs/performance.md).
 */
export const FAVICON = { file: 'favicon.png', size: 48 } as const;

/** The picture of link previews (og:image), 1200 × 630. */
export const SHARE_IMAGE = 'logo.png';
