/**
 * What check:variants asks of a build whose owner chose a look: the look in
 * site.json reached the site. Its accent's tokens, as lookColours derives them
 * for each theme, are in the built stylesheet; the font files its typeface
 * needs are in the build, each named by a stylesheet's @font-face, and no
 * other typeface's are.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lookVariable } from '../../src/lib/lookTokens.ts';
import { THEMES } from '../../src/lib/theme.ts';
import { lookColours } from '../../tooling/look/accent.ts';
import type { Look } from '../../tooling/look/look.ts';
import { typefaceAssets } from '../../tooling/look/typefaces.ts';

/** What of the look is missing from the build in `dist` (empty: all of it is there). */
export function lookProblems(dist: string, look: Look, languages: readonly string[]): string[] {
  const assets = readdirSync(join(dist, 'assets'));
  const css = assets
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(join(dist, 'assets', file), 'utf8'))
    .join('\n')
    .toLowerCase();
  const colours = lookColours(look.accent);
  const problems = THEMES.map(
    (theme) => `${lookVariable('accent')}:${colours[theme].accent.toLowerCase()}`,
  )
    .filter((declaration) => !css.includes(declaration))
    .map((declaration) => `no ${declaration} in the stylesheet`);
  const wanted = typefaceAssets(look.typeface, languages).files.map((font) => font.fileName);
  const fonts = assets.filter((file) => file.endsWith('.woff2')).map((file) => `assets/${file}`);
  problems.push(
    ...wanted.filter((file) => !fonts.includes(file)).map((file) => `no ${file}`),
    ...fonts.filter((file) => !wanted.includes(file)).map((file) => `${file}, not this look's`),
    ...wanted.filter((file) => !css.includes(file)).map((file) => `${file} in no @font-face`),
  );
  return problems;
}
