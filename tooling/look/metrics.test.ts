import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TYPEFACES, type Typeface, type VariableFace } from './catalogue';
import { metricsFile } from './drawingFonts';
import { faceMetrics, fallbackOverrides, openFont, weightAxis } from './metrics';
import { measuredText } from './measuredText';

const resolve = createRequire(join(process.cwd(), 'package.json')).resolve;
const text = measuredText(['en', 'it']);

const variableFaces = [
  ...new Set(
    Object.values(TYPEFACES as Record<string, Typeface>)
      .flatMap((typeface) => Object.values(typeface.roles).flatMap((role) => role.faces))
      .filter((face): face is VariableFace => face.kind === 'variable'),
  ),
];

describe('font metrics', () => {
  it.each(variableFaces.map((face) => [`${face.family} ${face.style}`, face] as const))(
    'reads %s from static files that match the variable font',
    (_, face) => {
      // The variable font's default instance, as drawn, against the static file of that weight.
      const variable = openFont(
        resolve(`${face.package}/files/${face.file.replace('{subset}', 'latin')}`),
      );
      const axis = weightAxis(variable);
      expect(axis).not.toBeNull();
      const weight = variable.variationAxes.wght?.default ?? NaN;
      const [pkg, path] = metricsFile(face, weight);
      const staticFont = openFont(resolve(`${pkg}/${path}`));
      expect(faceMetrics(staticFont, text)).toEqual(faceMetrics(variable, text));
    },
  );

  it('sizes the fallback to the web font’s width and keeps the web font’s line box', () => {
    const web = { ascent: 1, descent: 0.25, lineGap: 0.1, width: 55 };
    const local = { ascent: 0.9, descent: 0.2, lineGap: 0, width: 50 };
    const overrides = fallbackOverrides(web, local);
    expect(overrides.sizeAdjust).toBeCloseTo(1.1);
    // Scaled by size-adjust, each lands on the web font's.
    expect(overrides.ascentOverride * overrides.sizeAdjust).toBeCloseTo(1);
    expect(overrides.descentOverride * overrides.sizeAdjust).toBeCloseTo(0.25);
    expect(overrides.lineGapOverride * overrides.sizeAdjust).toBeCloseTo(0.1);
  });
});
