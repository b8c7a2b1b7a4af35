/**
 * A picture that cannot be loaded (FALLS_BACK_ATTRIBUTE: a flag, an avatar
 * from another server) gives way to its stand-in, drawn from the template it
 * names with its words (FALLBACK_TEXT_ATTRIBUTE) and its text alternative, in
 * the same box: nothing moves.
 */
import { FALLBACK_TEXT, FALLBACK_TEXT_ATTRIBUTE, FALLS_BACK_ATTRIBUTE } from './contract';

function fallBack(image: HTMLImageElement): void {
  const template = image.ownerDocument.getElementById(
    image.getAttribute(FALLS_BACK_ATTRIBUTE) ?? '',
  );
  const standIn =
    template instanceof HTMLTemplateElement
      ? template.content.firstElementChild?.cloneNode(true)
      : null;
  if (!(standIn instanceof Element) || !image.isConnected) return;
  const text = image.getAttribute(FALLBACK_TEXT_ATTRIBUTE) ?? '';
  const walker = image.ownerDocument.createTreeWalker(standIn, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue === FALLBACK_TEXT) node.nodeValue = text;
  }
  if (standIn.getAttribute('role') === 'img') standIn.setAttribute('aria-label', image.alt);
  image.replaceWith(standIn);
}

/** The `error` event of an image (it does not bubble: listen while capturing). */
export function handleImageError(event: Event): void {
  const image = event.target;
  if (image instanceof HTMLImageElement && image.hasAttribute(FALLS_BACK_ATTRIBUTE)) {
    fallBack(image);
  }
}

/** The pictures in `root` that failed before anyone listened. */
export function fallBackWhereFailed(root: ParentNode): void {
  for (const image of root.querySelectorAll<HTMLImageElement>(`img[${FALLS_BACK_ATTRIBUTE}]`)) {
    // decode() rejects for a picture that failed, and resolves for one that came.
    if (image.complete) image.decode().catch(() => fallBack(image));
  }
}
