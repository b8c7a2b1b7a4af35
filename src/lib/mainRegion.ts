/** The id of the page's <main>, where the skip link and a dismissed banner send focus. */
export const MAIN_ID = 'main-content';

/** Moves keyboard focus to the main region (scrolling to it, for the skip link). */
export function focusMain(doc: Document, { scroll }: { scroll: boolean }): void {
  const main = doc.getElementById(MAIN_ID);
  main?.focus({ preventScroll: !scroll });
  if (scroll) main?.scrollIntoView();
}
