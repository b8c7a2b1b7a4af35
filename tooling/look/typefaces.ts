/**
 * A pairing's font files and CSS for the build: which WOFF2 files to copy (named
 * by their content), the @font-face rules with their metric-matched fallback
 * faces, the custom properties the design reads (--typeface-body, -heading,
 * -voice), and the files the first screen draws (fetched once the app is live). The files come
 * from the site itself, so the CSP's font-src 'self' holds. docs/decisions/typefaces.md.
 *
 * The page's stylesheet names every face from the first paint, but its stacks
 * name only the fallback faces until an element carries FONTS_ATTRIBUTE: the
 * app sets it part by part once the files have come (src/app/fontSwap.ts), so that no
 * single task lays the whole page out again (a face registered later would).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { TYPEFACES, type Face, type Role, type Typeface, type TypefaceId } from './catalogue.ts';
import { metricsFile } from './drawingFonts.ts';
import { FALLBACKS, localNames } from './fallbacks.ts';
import { cssRule } from './css.ts';
import { fallbackRule, fontStack, quoted, webFontRule, type FallbackFace } from './fontFaces.ts';
import {
  faceMetrics,
  fallbackOverrides,
  openFont,
  weightAxis,
  type FaceMetrics,
} from './metrics.ts';
import type { Font } from 'fontkit';
import { measuredText } from './measuredText.ts';
import { FONTS_ATTRIBUTE } from '../../src/lib/siteFiles.ts';
import { typefaceVariable } from '../../src/lib/lookTokens.ts';
import { languageSubsets } from './subsets.ts';
import { TEMPLATE_ROOT } from '../lib/templateRoot.ts';

export { ROLES, TYPEFACE_IDS, TYPEFACES, type Role, type TypefaceId } from './catalogue.ts';

export interface FontFile {
  /** The file in node_modules. */
  source: string;
  /** Where the build writes it, below the site's base path; its name holds a hash of its bytes. */
  fileName: string;
  roles: Role[];
  subset: string;
  bytes: number;
  /** The first screen draws it in every page: fetched and decoded once the app is live. */
  preload: boolean;
  /** What `document.fonts.load` asks for to get this file: a CSS font and a letter of the subset. */
  load: { font: string; text: string };
}

export interface TypefaceAssets {
  files: FontFile[];
  /**
   * The page's own stylesheet: every face, web and fallback, the stacks of the
   * fallback faces on :root and the whole stacks where FONTS_ATTRIBUTE is set.
   */
  css: string;
  /** For a reader without script (in <noscript>): the whole stacks on :root; '' without web fonts. */
  noscriptCss: string;
  /** What the build should tell the owner (a language or a subset it could not serve). */
  warnings: string[];
}

export interface TypefaceOptions {
  /** The site's base path ('/', '/portfolio/'): every font address starts with it. */
  base?: string;
  /** Where node_modules is found from. */
  root?: string;
  /** The roles the first screen draws; their upright files of each language's main subset are preloaded. */
  firstScreen?: readonly Role[];
}

/**
 * Each font file read once a process: inflating a WOFF or WOFF2 file is most of
 * the time a call takes, and a build of several owners, or another set of
 * languages, reads the same files again.
 */
const opened = new Map<string, Font>();
function openOnce(path: string): Font {
  if (!opened.has(path)) opened.set(path, openFont(path));
  return opened.get(path) as Font;
}
/** Each file's metrics for a text: laying the text out is what is left of the time. */
const measured = new Map<string, FaceMetrics>();

/** The custom property each role's stack is given: the one the chart reads (src/lib/lookTokens.ts). */
export const roleProperty: (role: Role) => string = typefaceVariable;

/** Each face once, with the roles that draw with it (humanist's body and heading share one). */
function facesInUse(typeface: Typeface): Map<Face, Role[]> {
  const uses = new Map<Face, Role[]>();
  for (const [role, { faces }] of Object.entries(typeface.roles) as [
    Role,
    Typeface['roles'][Role],
  ][]) {
    for (const face of faces) uses.set(face, [...(uses.get(face) ?? []), role]);
  }
  return uses;
}

export function typefaceAssets(
  id: TypefaceId,
  languages: readonly string[],
  { base = '/', root = TEMPLATE_ROOT, firstScreen = ['body', 'heading'] }: TypefaceOptions = {},
): TypefaceAssets {
  const typeface: Typeface = TYPEFACES[id];
  const resolve = (pkg: string, path: string) =>
    createRequire(join(root, 'package.json')).resolve(`${pkg}/${path}`);
  const { subsets, primary, unknown } = languageSubsets(languages);
  const text = measuredText(languages);
  const measure = (pkg: string, path: string) => {
    const key = `${resolve(pkg, path)}\n${text}`;
    if (!measured.has(key)) measured.set(key, faceMetrics(openOnce(resolve(pkg, path)), text));
    return measured.get(key) as FaceMetrics;
  };
  const warnings = unknown.map(
    (language) =>
      `typeface: no script known for the language "${language}", taken as Latin (latin, latin-ext): tooling/look/subsets.ts`,
  );
  const files: FontFile[] = [];
  const faceRules: string[] = [];
  const fallbackRules: string[] = [];

  for (const [face, roles] of facesInUse(typeface)) {
    const latin = resolve(face.package, `files/${face.file.replace('{subset}', 'latin')}`);
    const axis = face.kind === 'variable' ? weightAxis(openOnce(latin)) : face.standsFor;
    if (!axis) throw new Error(`${face.family}: ${latin} has no weight axis`);
    const ranges = JSON.parse(
      readFileSync(resolve(face.package, 'unicode.json'), 'utf8'),
    ) as Partial<Record<string, string>>;
    for (const subset of subsets) {
      const unicodeRange = ranges[subset];
      if (!unicodeRange) {
        warnings.push(
          `typeface: ${face.family} has no ${subset} subset; those letters show in the fallback`,
        );
        continue;
      }
      const source = resolve(face.package, `files/${face.file.replace('{subset}', subset)}`);
      const content = readFileSync(source);
      const hash = createHash('sha256').update(content).digest('hex').slice(0, 8);
      const fileName = `assets/${basename(source, '.woff2')}-${hash}.woff2`;
      const preload =
        face.style === 'normal' &&
        roles.some((role) => firstScreen.includes(role)) &&
        primary.includes(subset);
      const load = {
        font: `${face.style} ${face.kind === 'static' ? face.weight : 400} 1em ${quoted(face.family)}`,
        text: sampleLetter(unicodeRange),
      };
      files.push({ source, fileName, roles, subset, bytes: content.length, preload, load });
      faceRules.push(
        webFontRule({
          family: face.family,
          style: face.style,
          weight: `${axis[0]} ${axis[1]}`,
          url: `${base}${fileName}`,
          unicodeRange,
        }),
      );
    }
    fallbackRules.push(...fallbackFaces(face, measure).map(fallbackRule));
  }

  const stacks = (withWebFaces: boolean) =>
    Object.fromEntries(
      (Object.entries(typeface.roles) as [Role, Typeface['roles'][Role]][]).map(
        ([role, { faces, generic }]) => [
          roleProperty(role),
          fontStack([...new Set(faces.map((face) => face.family))], generic, withWebFaces),
        ],
      ),
    );
  const webFaces = faceRules.length > 0;
  const switched = webFaces ? [cssRule(`[${FONTS_ATTRIBUTE}]`, stacks(true))] : [];
  return {
    files,
    css: [...fallbackRules, ...faceRules, cssRule(':root', stacks(!webFaces)), ...switched].join(
      '\n',
    ),
    noscriptCss: webFaces ? cssRule(':root', stacks(true)) : '',
    warnings,
  };
}

/**
 * A letter of a unicode-range ('U+0000-00FF,U+0131,…'): from A on, so never a
 * control character, and not a combining mark (cyrillic's range opens with one).
 */
export function sampleLetter(unicodeRange: string): string {
  for (const part of unicodeRange.split(',')) {
    const [start = NaN, end = start] = part
      .trim()
      .replace(/^U\+/i, '')
      .split('-')
      .map((hex) => parseInt(hex, 16));
    const from = Math.max(start, 0x41);
    const letter = from >= 0x300 && from < 0x370 ? 0x370 : from;
    if (letter <= end) return String.fromCodePoint(letter);
  }
  return ' ';
}

/**
 * One fallback face per weight the site draws with a variable font (its width
 * changes with the weight), one for a static face's range. Bold weights fall back
 * to the local bold, whose widths differ from the regular's.
 */
function fallbackFaces(
  face: Face,
  measure: (pkg: string, path: string) => FaceMetrics,
): FallbackFace[] {
  const instances =
    face.kind === 'variable'
      ? face.weights.map((weight) => ({ weight, declared: String(weight) }))
      : [{ weight: face.weight, declared: face.standsFor.join(' ') }];
  const fallback = FALLBACKS[face.fallback];
  const italic = face.style === 'italic';
  return instances.map(({ weight, declared }) => {
    const bold = weight >= 600;
    const local = measure(fallback.package, `files/${fallback.file(bold, italic)}`);
    return {
      family: face.family,
      style: face.style,
      weight: declared,
      localNames: localNames(face.fallback, bold, italic),
      overrides: fallbackOverrides(measure(...metricsFile(face, weight)), local),
    };
  });
}
