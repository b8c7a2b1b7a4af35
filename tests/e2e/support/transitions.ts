import type { Page } from '@playwright/test';

export interface Entrance {
  opacity: string | null;
  transform: string | null;
  durationMs: number;
}

/**
 * How the first item a page change has just shown comes in: its CSS
 * animation's first keyframe and duration (styles.css, `data-enter`). Read at
 * once after the change, while it runs; null when nothing animates.
 */
export function entranceOfNewPage(page: Page): Promise<Entrance | null> {
  return page
    .locator('[data-enter]:not([data-off])')
    .first()
    .evaluate((item) => {
      const animation = item.getAnimations()[0];
      const effect = animation?.effect;
      if (!(effect instanceof KeyframeEffect)) return null;
      const [from] = effect.getKeyframes();
      return {
        opacity: from?.opacity === undefined ? null : String(from.opacity),
        transform: from?.transform === undefined ? null : String(from.transform),
        durationMs: Number(effect.getTiming().duration),
      };
    });
}
