import type { Page } from '@playwright/test';

export interface Entrance {
  opacity: string | null;
  transform: string | null;
  durationMs: number;
}

/**
 * How the first item a page change has just shown comes in: the animation its
 * computed style names, that animation's first keyframe (styles.css, `data-enter`)
 * and its duration; null when nothing animates. Read from the styles, not from
 * the running animation, which a loaded machine may finish before the read.
 */
export function entranceOfNewPage(page: Page): Promise<Entrance | null> {
  return page
    .locator('[data-enter]:not([data-off])')
    .first()
    .evaluate((item) => {
      const style = getComputedStyle(item);
      if (style.animationName === 'none') return null;
      const rulesOf = (list: CSSRuleList): CSSRule[] =>
        [...list].flatMap((rule) =>
          rule instanceof CSSGroupingRule ? rulesOf(rule.cssRules) : [rule],
        );
      const keyframes = [...document.styleSheets]
        .flatMap((sheet) => rulesOf(sheet.cssRules))
        .find(
          (rule): rule is CSSKeyframesRule =>
            rule instanceof CSSKeyframesRule && rule.name === style.animationName,
        );
      const from = keyframes?.findRule('0%')?.style;
      return {
        opacity: from?.opacity || null,
        transform: from?.transform || null,
        durationMs: Number.parseFloat(style.animationDuration) * 1000,
      };
    });
}
