/**
 * Clamped texts (a description cut to three lines) show their Show more toggle
 * only when the clamp hides something. Measured as soon as the text is in the
 * page, and again when its box changes size (rotation, font size, another
 * language); the result is an attribute CSS reads, not app state.
 */
import { CLAMP_ATTRIBUTE, OVERFLOWING_ATTRIBUTE } from './contract';

/**
 * Measures first, then writes: reading a size after a write would make the
 * browser lay the page out again for every text (24 on the testimonials page).
 * While a text is open nothing is clamped: its last closed measurement stands.
 */
function measure(texts: readonly Element[]): void {
  const results = texts.flatMap((text) => {
    const holder = text.closest(`[${CLAMP_ATTRIBUTE}]`);
    if (!holder || holder.querySelector('details[open]')) return [];
    return [{ holder, overflowing: text.scrollHeight > text.clientHeight + 1 }];
  });
  for (const { holder, overflowing } of results) {
    holder.toggleAttribute(OVERFLOWING_ATTRIBUTE, overflowing);
  }
}

let observer: ResizeObserver | null = null;

/** One observer for every clamped text; it reports each new one once, in a batch. */
function resizeObserver(): ResizeObserver | null {
  if (typeof ResizeObserver === 'undefined') return null;
  observer ??= new ResizeObserver((entries) => measure(entries.map((entry) => entry.target)));
  return observer;
}

/** Measures a clamped text once it is laid out, and whenever its size changes. */
export function watchClamp(text: HTMLElement): () => void {
  const watcher = resizeObserver();
  if (!watcher) {
    measure([text]);
    return () => undefined;
  }
  watcher.observe(text);
  return () => watcher.unobserve(text);
}

/** Every clamped text inside `root` (a page just shown). */
export function watchClamps(root: ParentNode): void {
  for (const text of root.querySelectorAll<HTMLElement>(`[${CLAMP_ATTRIBUTE}] > p`)) {
    watchClamp(text);
  }
}
