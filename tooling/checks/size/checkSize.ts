/**
 * `npm run check:size`: deterministic size budgets over the production build
 * (dist/, or DIST_DIR) as `npm run build` left it, read through the same chunk
 * graph the build uses (Vite's manifest): what a visitor downloads before the
 * first paint on every page and language; the script a page runs before an
 * island nears; Chart.js only in the chart's island; CSS, image and CV sizes.
 * Prints the figures; exits 1 naming what breaks a budget. (What each added
 * language costs is measured on real builds, by check:variants.)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { chunkGraph } from '../../build/chunkGraph';
import { isCvPdf, isResume } from '../../../src/lib/cvFiles';
import { routeKeysOf } from '../../../src/lib/routes';
import {
  BUDGETS,
  budgetFailures,
  budgetRows,
  CHART_SIGNATURES,
  chartLeaks,
  pageModules,
  type SizeFigures,
} from './budgets';
import { formatTable, kb } from '../../lib/table';
import { builtSite, distFiles } from '../../lib/builtSite';
import { firstPaintBytes } from './firstPaintBytes';

const projectRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const IMAGE_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif', '.svg']);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

const gzip = (dist: string, file: string) =>
  gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

async function main(): Promise<number> {
  const dist = resolve(process.env.DIST_DIR ?? join(projectRoot, 'dist'));
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`no build in ${dist} (run npm run build first)`);
  const read = distFiles(dist);
  const built = builtSite(read);
  const routeKeys = routeKeysOf(built.shape.routes);
  const graph = chunkGraph(JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest);
  const files = filesUnder(dist).map((path) => relative(dist, path).split(sep).join('/'));
  const languages = [...built.shape.languageCodes];

  const firstPaint = firstPaintBytes(read);
  const hasChartCode = (code: string) =>
    CHART_SIGNATURES.some((signature) => code.includes(signature));
  const containsChart = (file: string) => hasChartCode(readFileSync(join(dist, file), 'utf8'));
  const images = files
    .filter((file) => IMAGE_EXTENSIONS.has(extname(file).toLowerCase()))
    .map((file) => ({ file, bytes: statSync(join(dist, file)).size }))
    .sort((a, b) => b.bytes - a.bytes);
  const cvFiles = files
    .filter((file) => isCvPdf(file) || isResume(file))
    .map((file) => ({ file, bytes: statSync(join(dist, file)).size }));
  const figures: SizeFigures = {
    firstPaint,
    pageScriptGzip:
      gzipSync(built.prepaint, { level: 9 }).length +
      pageModules(graph).reduce((sum, file) => sum + gzip(dist, file), 0),
    cssGzip: graph.css.reduce((sum, file) => sum + gzip(dist, file), 0),
    preloadedFontBytes: (built.data.fonts?.preload ?? []).reduce(
      (sum, { href }) => sum + statSync(join(dist, href.slice(built.data.base.length))).size,
      0,
    ),
    largestImage: images[0] ?? null,
    cvFiles,
    chartLeaks: [
      ...(hasChartCode(built.prepaint) ? ['the pre-paint script'] : []),
      ...chartLeaks(graph, containsChart),
    ],
  };

  console.log(`Size check of ${dist}\n`);
  console.log('Before the first paint (document, and in hash mode the page fragment; gzip):');
  console.log(
    formatTable([
      ['page', ...languages],
      ...routeKeys.map((routeKey) => [
        routeKey,
        ...languages.map((language) =>
          kb(
            firstPaint.find((row) => row.routeKey === routeKey && row.language === language)?.gzip,
          ),
        ),
      ]),
    ]),
  );
  // Each language's heaviest page stands for its first paints here (the table above has them all).
  const heaviest = languages.flatMap(
    (language) =>
      firstPaint.filter((row) => row.language === language).sort((x, y) => y.gzip - x.gzip)[0] ??
      [],
  );
  console.log('\nBudgets (gzip; the fonts, images and CV files raw):');
  console.log(
    formatTable([
      ['figure', 'value', 'budget', 'result'],
      ...budgetRows({ ...figures, firstPaint: heaviest }).map(({ label, bytes, budget }) => [
        label,
        kb(bytes),
        kb(budget),
        bytes <= budget ? 'ok' : 'OVER',
      ]),
      [
        'Chart.js outside the chart',
        figures.chartLeaks.join(', ') || 'none',
        'none',
        figures.chartLeaks.length ? 'LEAK' : 'ok',
      ],
    ]),
  );
  const largest = Math.max(...firstPaint.map((entry) => entry.gzip));
  console.log(
    `\nlargest first paint: ${largest} bytes gzip of ${BUDGETS.firstPaintGzip}, ` +
      `${BUDGETS.firstPaintGzip - largest} bytes of room ` +
      '(npm run check:variants measures what one more language costs)',
  );
  const failures = budgetFailures(figures);
  if (failures.length > 0) {
    console.error(`\nsize check failed:\n${failures.map((failure) => `- ${failure}`).join('\n')}`);
    return 1;
  }
  console.log('\nsize check: every budget holds');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`size check: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
