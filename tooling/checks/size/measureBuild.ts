/**
 * The size check as a function: a production build on disk measured through the same chunk
 * graph the build uses (Vite's manifest) and judged against every budget (budgets.ts). What
 * a visitor downloads before the first paint on every page and language; the script a page
 * runs before an island nears; Chart.js only in the chart's island; CSS, image and CV sizes.
 * `npm run check:size` prints it (checkSize.ts); check:variants reads it for other owners.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { chunkGraph } from '../../build/chunkGraph';
import { isCvPdf, isResume } from '../../../src/lib/cvFiles';
import { routeKeysOf, type RouteKey } from '../../../src/lib/routes';
import {
  budgetFailures,
  budgetRows,
  CHART_SIGNATURES,
  chartLeaks,
  pageModules,
  type BudgetRow,
  type SizeFigures,
} from './budgets';
import { builtSite, distFiles } from '../../lib/builtSite';
import { firstPaintBytes, type FirstPaintRow } from './firstPaintBytes';

const IMAGE_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif', '.svg']);

export interface SizeCheck {
  dist: string;
  languages: string[];
  routeKeys: readonly RouteKey[];
  figures: SizeFigures;
  /** The heaviest first paint of any page in any language, gzip. */
  largestFirstPaint: number;
  /** Every budget with its figure and verdict, each language's heaviest page for its first paints. */
  verdicts: (BudgetRow & { ok: boolean })[];
  /** What breaks a budget, one line each; none when every budget holds. */
  failures: string[];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Each language's heaviest page: what stands for its first paints among the budgets. */
function heaviestPerLanguage(rows: readonly FirstPaintRow[], languages: readonly string[]) {
  return languages.flatMap(
    (language) =>
      rows.filter((row) => row.language === language).sort((x, y) => y.gzip - x.gzip)[0] ?? [],
  );
}

/** Measures and judges the build in `dist`; throws where there is no build. */
export function measureBuild(dist: string): SizeCheck {
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`no build in ${dist} (run npm run build first)`);
  const gzip = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const read = distFiles(dist);
  const built = builtSite(read);
  const graph = chunkGraph(JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest);
  const files = filesUnder(dist).map((path) => relative(dist, path).split(sep).join('/'));
  const languages = [...built.shape.languageCodes];

  const firstPaint = firstPaintBytes(read);
  const hasChartCode = (code: string) =>
    CHART_SIGNATURES.some((signature) => code.includes(signature));
  const containsChart = (file: string) => hasChartCode(readFileSync(join(dist, file), 'utf8'));
  const sized = (file: string) => ({ file, bytes: statSync(join(dist, file)).size });
  const images = files
    .filter((file) => IMAGE_EXTENSIONS.has(extname(file).toLowerCase()))
    .map(sized)
    .sort((a, b) => b.bytes - a.bytes);
  const figures: SizeFigures = {
    firstPaint,
    pageScriptGzip:
      gzipSync(built.prePaint, { level: 9 }).length +
      pageModules(graph).reduce((sum, file) => sum + gzip(file), 0),
    cssGzip: graph.css.reduce((sum, file) => sum + gzip(file), 0),
    preloadedFontBytes: (built.data.fonts?.preload ?? []).reduce(
      (sum, { href }) => sum + statSync(join(dist, href.slice(built.data.base.length))).size,
      0,
    ),
    largestImage: images[0] ?? null,
    cvFiles: files.filter((file) => isCvPdf(file) || isResume(file)).map(sized),
    chartLeaks: [
      ...(hasChartCode(built.prePaint) ? ['the pre-paint script'] : []),
      ...chartLeaks(graph, containsChart),
    ],
  };
  const rows = budgetRows({ ...figures, firstPaint: heaviestPerLanguage(firstPaint, languages) });
  return {
    dist,
    languages,
    routeKeys: routeKeysOf(built.shape.routes),
    figures,
    largestFirstPaint: Math.max(...firstPaint.map((row) => row.gzip)),
    verdicts: rows.map((row) => ({ ...row, ok: row.bytes <= row.budget })),
    failures: budgetFailures(figures),
  };
}
