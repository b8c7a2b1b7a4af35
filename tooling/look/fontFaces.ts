/** The CSS text of a pairing: @font-face rules, fallback faces, the custom properties. */
import { cssRule } from './css.ts';
import type { FallbackOverrides } from './metrics.ts';

/** A CSS string for a family or local font name. */
export const quoted = (name: string) => `'${name.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

const percent = (ratio: number) => `${(ratio * 100).toFixed(2)}%`;

export interface WebFontFace {
  family: string;
  style: string;
  /** A weight or a range ("200 900"). */
  weight: string;
  url: string;
  unicodeRange: string;
}

/** Swap: text shows at once in the fallback face, which takes the same room (below). */
export function webFontRule(face: WebFontFace): string {
  return cssRule('@font-face', {
    'font-family': quoted(face.family),
    'font-style': face.style,
    'font-weight': face.weight,
    'font-display': 'swap',
    src: `url(${face.url}) format('woff2')`,
    'unicode-range': face.unicodeRange,
  });
}

export interface FallbackFace {
  /** The web font's family: this face is `${family} Fallback`. */
  family: string;
  style: string;
  weight: string;
  localNames: readonly string[];
  overrides: FallbackOverrides;
}

export const fallbackFamily = (family: string) => `${family} Fallback`;

export function fallbackRule(face: FallbackFace): string {
  return cssRule('@font-face', {
    'font-family': quoted(fallbackFamily(face.family)),
    'font-style': face.style,
    'font-weight': face.weight,
    src: face.localNames.map((name) => `local(${quoted(name)})`).join(', '),
    'size-adjust': percent(face.overrides.sizeAdjust),
    'ascent-override': percent(face.overrides.ascentOverride),
    'descent-override': percent(face.overrides.descentOverride),
    'line-gap-override': percent(face.overrides.lineGapOverride),
  });
}

/**
 * A family stack: each web font followed by its fallback face, then the generic
 * tail; without the web fonts, their fallback faces alone.
 */
export function fontStack(families: readonly string[], generic: string, web = true): string {
  const named = families.flatMap((family) =>
    web ? [family, fallbackFamily(family)] : [fallbackFamily(family)],
  );
  return [...named.map(quoted), generic].filter(Boolean).join(', ');
}
