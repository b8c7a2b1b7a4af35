/**
 * Clamped texts (a description cut to three lines) show their Show more toggle
 * only when the clamp hides something. Measured as soon as the text is in the
 * page, and again when its box changes size (rotation, font size, another
 * language); the result is an attribute CSS reads, not app state.
 */
import { CLAMP_ATTRIBUTE, OVERFLOWING_ATTRIBUTE } from './contract';

/** While the text is open nothing is clamped: the last closed measurement stands. */
function measure(text: HTMLElement): void {
  const holder = text.closest(`[${CLAMP_ATTRIBUTE}]`);
  if (!holder || holder.querySelector('details[open]')) return;
  holder.toggleAttribute(OVERFLOWING_ATTRIBUTE, text.scrollHeight > text.clientHeight + 1);
}

let observer: ResizeObserver | null = null;

function resizeObserver(): ResizeObserver | null {
  if (typeof ResizeObserver === 'undefined') return null;
  observer ??= new ResizeObserver((entries) => {
    for (const entry of entries) measure(entry.target as HTMLElement);
  });
  return observer;
}

/** Measures a clamped text now and whenever its size changes. */
export function watchClamp(text: HTMLElement): () => void {
  measure(text);
  const watcher = resizeObserver();
  watcher?.observe(text);
  return () => watcher?.unobserve(text);
}

/** Every clamped text inside `root` (a page just shown). */
export function watchClamps(root: ParentNode): void {
  for (const text of root.querySelectorAll<HTMLElement>(`[${CLAMP_ATTRIBUTE}] > p`)) {
    watchClamp(text);
  }
}
