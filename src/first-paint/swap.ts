/**
 * How a hash-mode page change puts the next page in place of the one shown:
 * the page's own part (<main>) is replaced whole, so it comes in as a new page
 * does (its fade); everything else keeps its elements and takes the next
 * page's attributes and texts (the current link, another language's words),
 * so a menu the visitor opened stays open and focus stays where it is.
 */

function sameKind(shown: Node, next: Node): boolean {
  return shown.nodeType === next.nodeType && shown.nodeName === next.nodeName;
}

function takeAttributes(shown: Element, next: Element): void {
  for (const { name } of [...shown.attributes]) {
    if (!next.hasAttribute(name)) shown.removeAttribute(name);
  }
  for (const { name, value } of next.attributes) {
    if (shown.getAttribute(name) !== value) shown.setAttribute(name, value);
  }
}

/**
 * Makes `shown` read as `next`: same elements where the two have the same
 * shape, `next`'s nodes where they differ or `replaced` says so.
 */
export function morph(shown: Node, next: Node, replaced: (element: Element) => boolean): void {
  if (!sameKind(shown, next) || (next instanceof Element && replaced(next))) {
    shown.parentNode?.replaceChild(next, shown);
    return;
  }
  if (!(shown instanceof Element) || !(next instanceof Element)) {
    if (shown.nodeValue !== next.nodeValue) shown.nodeValue = next.nodeValue;
    return;
  }
  takeAttributes(shown, next);
  const shownChildren = [...shown.childNodes];
  const nextChildren = [...next.childNodes];
  if (shownChildren.length !== nextChildren.length) {
    shown.replaceChildren(...nextChildren);
    return;
  }
  shownChildren.forEach((child, index) => {
    const counterpart = nextChildren[index];
    if (counterpart) morph(child, counterpart, replaced);
  });
}

/**
 * Puts the page in `next` (the fragment, parsed) into `root`: its <main>
 * replaced when it is another page, its other parts made to read as the next
 * page's (a language switch on the same page keeps every element it can).
 */
export function swapPage(root: Element, next: Element, anotherPage: boolean): void {
  const shownChildren = [...root.childNodes];
  const nextChildren = [...next.childNodes];
  if (shownChildren.length !== nextChildren.length) {
    root.replaceChildren(...nextChildren);
    return;
  }
  const isMain = (element: Element) => anotherPage && element.tagName === 'MAIN';
  shownChildren.forEach((child, index) => {
    const counterpart = nextChildren[index];
    if (counterpart) morph(child, counterpart, isMain);
  });
}
