/**
 * The soft hyphen the build puts into long words of the site's strings
 * (tooling/build/hyphenation.ts): a line may break there, with a hyphen drawn.
 * What is not drawn on the page (the document's title, its description, link
 * previews) is read without them.
 */
export const SOFT_HYPHEN = '\u00AD';

/** The text with no soft hyphen: for the head, where no line breaks. */
export function withoutSoftHyphens(text: string): string {
  return text.replaceAll(SOFT_HYPHEN, '');
}
