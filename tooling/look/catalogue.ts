/**
 * The typeface pairings an owner chooses from (`look.typeface` in owner/site.json):
 * what each role draws with. The files are copied from these npm packages at build
 * time (docs/decisions/typefaces.md says why these and what each costs).
 */

/** body: running text; heading: page and section titles; voice: small labels (dates, counters). */
export const ROLES = ['body', 'heading', 'voice'] as const;
export type Role = (typeof ROLES)[number];

/** Which metric-compatible local fonts stand in while a face loads (fallbacks.ts). */
export type FallbackKind = 'sans' | 'serif' | 'mono';

interface FaceBase {
  /** The CSS family name; its fallback face is named `${family} Fallback`. */
  family: string;
  package: string;
  /** Its WOFF2 files in the package's files/ folder, `{subset}` standing for the subset. */
  file: `${string}{subset}${string}.woff2`;
  style: 'normal' | 'italic';
  fallback: FallbackKind;
}

/** One file draws every weight: one fallback face per weight the site draws, each matched. */
export interface VariableFace extends FaceBase {
  kind: 'variable';
  weights: readonly number[];
  /**
   * The family's static WOFF files, `{weight}` standing for the weight: its widths
   * at a weight are read there, because fontkit 2.0.4 cannot draw a WOFF2 variable
   * font's instances (metrics.test.ts: the two agree at the default instance).
   */
  statics: { package: string; file: `${string}{weight}${string}.woff` };
}

/**
 * One weight. It stands for a range of weights (its @font-face font-weight), so a
 * heading asking for 700 gets this face as drawn, not a synthetic bold of it.
 */
export interface StaticFace extends FaceBase {
  kind: 'static';
  weight: number;
  standsFor: readonly [number, number];
}

export type Face = VariableFace | StaticFace;

export interface RoleFaces {
  /** The upright face first; an italic face, where there is one, has the same family. */
  faces: readonly Face[];
  /** What follows the faces and their fallback in the stack. */
  generic: string;
}

export interface Typeface {
  summary: string;
  roles: Record<Role, RoleFaces>;
}

/** Today's stacks (src/styles.css, Tailwind's mono): no file at all. */
const SYSTEM_SANS =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";
const SYSTEM_MONO =
  "ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, 'Liberation Mono', 'Courier New', monospace";

/** The weights the design draws running text and labels with (font-normal … font-bold). */
const TEXT_WEIGHTS = [400, 500, 600, 700] as const;

const SOURCE_SANS: VariableFace = {
  kind: 'variable',
  family: 'Source Sans 3 Variable',
  package: '@fontsource-variable/source-sans-3',
  file: 'source-sans-3-{subset}-wght-normal.woff2',
  style: 'normal',
  weights: TEXT_WEIGHTS,
  fallback: 'sans',
  statics: {
    package: '@fontsource/source-sans-3',
    file: 'source-sans-3-latin-{weight}-normal.woff',
  },
};
/** Quotes (testimonials) are the one italic text, at the regular weight. */
const SOURCE_SANS_ITALIC: VariableFace = {
  ...SOURCE_SANS,
  file: 'source-sans-3-{subset}-wght-italic.woff2',
  style: 'italic',
  weights: [400],
  statics: {
    package: '@fontsource/source-sans-3',
    file: 'source-sans-3-latin-{weight}-italic.woff',
  },
};
const SOURCE_SERIF: StaticFace = {
  kind: 'static',
  family: 'Source Serif 4',
  package: '@fontsource/source-serif-4',
  file: 'source-serif-4-{subset}-600-normal.woff2',
  style: 'normal',
  weight: 600,
  standsFor: [600, 700],
  fallback: 'serif',
};
const SOURCE_CODE: StaticFace = {
  kind: 'static',
  family: 'Source Code Pro',
  package: '@fontsource/source-code-pro',
  file: 'source-code-pro-{subset}-500-normal.woff2',
  style: 'normal',
  weight: 500,
  standsFor: [400, 700],
  fallback: 'mono',
};
const GEIST: VariableFace = {
  kind: 'variable',
  family: 'Geist Variable',
  package: '@fontsource-variable/geist',
  file: 'geist-{subset}-wght-normal.woff2',
  style: 'normal',
  weights: TEXT_WEIGHTS,
  fallback: 'sans',
  statics: { package: '@fontsource/geist', file: 'geist-latin-{weight}-normal.woff' },
};
const GEIST_ITALIC: VariableFace = {
  ...GEIST,
  file: 'geist-{subset}-wght-italic.woff2',
  style: 'italic',
  weights: [400],
  statics: { package: '@fontsource/geist', file: 'geist-latin-{weight}-italic.woff' },
};
const GEIST_MONO: StaticFace = {
  ...SOURCE_CODE,
  family: 'Geist Mono',
  package: '@fontsource/geist-mono',
  file: 'geist-mono-{subset}-500-normal.woff2',
};

const sans = (...faces: Face[]): RoleFaces => ({ faces, generic: 'sans-serif' });

export const TYPEFACES = {
  system: {
    summary: "The device's own interface font: no font file at all.",
    roles: {
      body: { faces: [], generic: SYSTEM_SANS },
      heading: { faces: [], generic: SYSTEM_SANS },
      voice: { faces: [], generic: SYSTEM_MONO },
    },
  },
  humanist: {
    summary: 'Source Sans 3 throughout (as the CV), Source Code Pro for labels.',
    roles: {
      body: sans(SOURCE_SANS, SOURCE_SANS_ITALIC),
      heading: sans(SOURCE_SANS),
      voice: { faces: [SOURCE_CODE], generic: 'monospace' },
    },
  },
  editorial: {
    summary: 'Source Serif 4 headings over Source Sans 3 text, Source Code Pro for labels.',
    roles: {
      body: sans(SOURCE_SANS, SOURCE_SANS_ITALIC),
      heading: { faces: [SOURCE_SERIF], generic: 'serif' },
      voice: { faces: [SOURCE_CODE], generic: 'monospace' },
    },
  },
  grotesk: {
    summary: 'Geist throughout, Geist Mono for labels.',
    roles: {
      body: sans(GEIST, GEIST_ITALIC),
      heading: sans(GEIST),
      voice: { faces: [GEIST_MONO], generic: 'monospace' },
    },
  },
} satisfies Record<string, Typeface>;

export type TypefaceId = keyof typeof TYPEFACES;
/** For owner/site.json's schema: the first is the default. */
export const TYPEFACE_IDS = Object.keys(TYPEFACES) as [TypefaceId, ...TypefaceId[]];
