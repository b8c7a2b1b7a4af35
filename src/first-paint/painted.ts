/**
 * When the after-paint module is fetched (the web fonts, the islands: src/after-paint/):
 * once what the visitor first sees is on screen. On a slow connection it would
 * otherwise share the bandwidth with the page's HTML, stylesheet and main
 * image and hold back the first paint; every control already answers.
 */

/** It is fetched by then whatever has painted: a background tab, a hanging image. */
export const AFTER_PAINT_DEADLINE_MS = 2500;

/** Calls `callback` in a task of its own once the next frame has been drawn. */
export function nextFrame(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback, 0));
}

/** Resolves once the browser reports the first contentful paint (a frame later where it cannot). */
function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      nextFrame(resolve);
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Resolves once the page's main image (fetched with high priority) has painted or failed. */
function mainImagePainted(root: HTMLElement | null): Promise<void> {
  const images = [...(root?.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]') ?? [])];
  return Promise.all(
    images.map((image) =>
      image.decode().then(
        () => new Promise<void>((resolve) => nextFrame(resolve)),
        () => undefined,
      ),
    ),
  ).then(() => undefined);
}

/** Calls `start` once, when the shown page has painted, or at the deadline. */
export function startWhenPainted(
  pageShown: Promise<boolean>,
  rootId: string,
  start: () => void,
): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  void pageShown
    .then(() =>
      Promise.all([firstContentfulPaint(), mainImagePainted(document.getElementById(rootId))]),
    )
    .then(once, once);
  setTimeout(once, AFTER_PAINT_DEADLINE_MS);
}
