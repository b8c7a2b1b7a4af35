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
   * The family's static WOFF files, `{subset}` and `{weight}` standing for the subset and
   * the weight: its widths at a weight are read there, and the CV draws with them, because
   * fontkit 2.0.4 cannot draw a WOFF2 variable font's instances (metrics.test.ts: the two
   * agree at the default instance).
   */
  statics: { package: string; file: `${string}{subset}${string}{weight}${string}.woff` };
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

/**
 * A Fontsource variable family's face in one style: the files of
 * @fontsource-variable/<id>, its widths read in @fontsource/<id>'s static files.
 */
function variableFace(
  id: string,
  family: string,
  style: Face['style'],
  weights: readonly number[],
  fallback: FallbackKind = 'sans',
): VariableFace {
  return {
    kind: 'variable',
    family,
    package: `@fontsource-variable/${id}`,
    file: `${id}-{subset}-wght-${style}.woff2`,
    style,
    weights,
    fallback,
    statics: { package: `@fontsource/${id}`, file: `${id}-{subset}-{weight}-${style}.woff` },
  };
}

/** One upright weight of a Fontsource static family, standing for a range of weights. */
function staticFace(
  id: string,
  family: string,
  weight: number,
  standsFor: readonly [number, number],
  fallback: FallbackKind,
): StaticFace {
  return {
    kind: 'static',
    family,
    package: `@fontsource/${id}`,
    file: `${id}-{subset}-${weight}-normal.woff2`,
    style: 'normal',
    weight,
    standsFor,
    fallback,
  };
}

const SOURCE_SANS = variableFace('source-sans-3', 'Source Sans 3 Variable', 'normal', TEXT_WEIGHTS);
/** Quotes (testimonials) are the one italic text, at the regular weight. */
const SOURCE_SANS_ITALIC = variableFace('source-sans-3', 'Source Sans 3 Variable', 'italic', [400]);
const SOURCE_SERIF = staticFace('source-serif-4', 'Source Serif 4', 600, [600, 700], 'serif');
/** One weight for every label: the voice never turns to a synthetic bold. */
const SOURCE_CODE = staticFace('source-code-pro', 'Source Code Pro', 500, [400, 700], 'mono');
const GEIST = variableFace('geist', 'Geist Variable', 'normal', TEXT_WEIGHTS);
const GEIST_ITALIC = variableFace('geist', 'Geist Variable', 'italic', [400]);
const GEIST_MONO = staticFace('geist-mono', 'Geist Mono', 500, [400, 700], 'mono');

const sans = (...faces: Face[]): RoleFaces => ({ faces, generic: 'sans-serif' });

/** What draws where a file is needed and the pairing ships none (system): the CV. */
export const DRAWING_FALLBACK: readonly [Face, ...Face[]] = [SOURCE_SANS, SOURCE_SANS_ITALIC];

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
