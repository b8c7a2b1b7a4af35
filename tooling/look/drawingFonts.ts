/**
 * A pairing's faces as static WOFF files, for what reads or draws glyphs outside
 * a browser: the fallback faces' metrics (typefaces.ts) and the CV's PDF
 * (tooling/cv/). fontkit reads neither a WOFF2 variable font's instances nor
 * some static WOFF2 glyphs, so both use the packages' WOFF twins.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { DRAWING_FALLBACK, TYPEFACES, type Face, type Role, type TypefaceId } from './catalogue.ts';
import { TEMPLATE_ROOT } from '../lib/templateRoot.ts';

/**
 * The WOFF file of a face's subset at a weight: a static face's WOFF twin
 * (fontkit 2.0.4 fails on composite glyphs of a static WOFF2), a variable
 * face's static file of that weight (catalogue.ts).
 */
export function metricsFile(
  face: Face,
  weight: number,
  subset = 'latin',
): [pkg: string, path: string] {
  if (face.kind === 'static') {
    return [face.package, `files/${face.file.replace('{subset}', subset).replace(/2$/, '')}`];
  }
  const file = face.statics.file.replace('{subset}', subset).replace('{weight}', String(weight));
  return [face.statics.package, `files/${file}`];
}

/** One subset's file of a drawing font. */
export interface DrawingFile {
  /** The package's name for it (its unicode.json): 'latin', 'latin-ext', 'vietnamese'… */
  subset: string;
  path: string;
}

/** A font to draw text with outside a browser, at the weight and style it draws. */
export interface DrawingFont {
  /** The face's family and weight, as a message names it ('Source Serif 4 600'). */
  name: string;
  /** The latin file, which the face's metrics are read from. */
  path: string;
  /** Every subset file the package ships at that weight and style: latin, latin-ext, then the others. */
  files: DrawingFile[];
  weight: number;
  style: Face['style'];
}

/** Latin first, then the letters Latin languages add (ł ő ș), then the package's other subsets. */
const SUBSET_ORDER = ['latin', 'latin-ext'];

/**
 * A role's face as static WOFF files, for drawing outside a browser (the CV).
 * A variable face draws at `weight`, a static face at its own; the italic is
 * the role's italic face, else its upright one; the system pairing, which
 * ships no file, draws with Source Sans 3.
 */
export function drawingFont(
  id: TypefaceId,
  role: Role,
  weight: number,
  root: string = TEMPLATE_ROOT,
  style: Face['style'] = 'normal',
): DrawingFont {
  const own: readonly Face[] = TYPEFACES[id].roles[role].faces;
  const faces = own.length > 0 ? own : DRAWING_FALLBACK;
  // The upright face is first (catalogue.ts).
  const face =
    faces.find((candidate) => candidate.style === style) ?? faces[0] ?? DRAWING_FALLBACK[0];
  const drawn = face.kind === 'static' ? face.weight : weight;
  const resolve = (pkg: string, path: string) =>
    createRequire(join(root, 'package.json')).resolve(`${pkg}/${path}`);
  const [pkg] = metricsFile(face, drawn);
  const ranges = JSON.parse(readFileSync(resolve(pkg, 'unicode.json'), 'utf8')) as object;
  const subsets = [...new Set([...SUBSET_ORDER, ...Object.keys(ranges)])].filter(
    (subset) => subset in ranges,
  );
  const files = subsets.map((subset) => ({
    subset,
    path: resolve(...metricsFile(face, drawn, subset)),
  }));
  const latin = files.find((file) => file.subset === 'latin');
  if (!latin) throw new Error(`${face.family}: ${pkg} has no latin subset`);
  const name = `${face.family.replace(/ Variable$/, '')} ${drawn}${face.style === 'italic' ? ' italic' : ''}`;
  return { name, path: latin.path, files, weight: drawn, style: face.style };
}
