/** fontkit ships no types: what tooling/look/metrics.ts reads of a font. */
declare module 'fontkit' {
  export interface GlyphRun {
    /** In font units, kerning applied. */
    advanceWidth: number;
  }
  export interface VariationAxis {
    min: number;
    default: number;
    max: number;
  }
  export interface Font {
    readonly postscriptName: string;
    readonly unitsPerEm: number;
    /** hhea ascent, descent (negative) and line gap, in font units. */
    readonly ascent: number;
    readonly descent: number;
    readonly lineGap: number;
    readonly variationAxes: Record<string, VariationAxis>;
    layout(text: string): GlyphRun;
  }
  export interface FontCollection {
    readonly type: 'TTC' | 'DFont';
  }
  export function create(buffer: Uint8Array): Font | FontCollection;
}
