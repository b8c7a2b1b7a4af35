/**
 * What the build makes of an owner's photo (src/content/ownerFacts.ts types each photo so; the
 * portrait is `virtual:owner/photo`).
 */

/** A square picture the build made at each width an `img` draws it: the largest's URL, and every width's. */
export interface SizedPicture {
  src: string;
  srcSet: string;
}
