/**
 * `npm run check:size`: deterministic size budgets over the production build
 * (dist/, or DIST_DIR), read through the same chunk graph the build uses
 * (Vite's manifest): what a visitor downloads before the first paint on every
 * page and language, and what a third language adds to it (a throwaway build,
 * which must also give the new language every page: its fragments, or in path
 * mode its documents, alternates and sitemap entries);
 * the home page's JavaScript; Chart.js only in the trading chart's chunks; CSS
 * and image sizes. Prints the figures; exits 1 naming what breaks a budget.
 *
 * `--no-language-build` skips the throwaway build (for a quick look).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { chunkGraph } from '../../build/chunkGraph';
import { FIRST_PAINT_DATA_ID, type FirstPaintData } from '../../../src/first-paint/contract';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from '../../../src/lib/language';
import { NOT_FOUND_KEY, routeByKey, ROUTE_KEYS, type RouteKey } from '../../../src/lib/routes';
import { pagePath } from '../../../src/lib/siteUrls';
import {
  BUDGETS,
  isCvPdf,
  isResume,
  budgetFailures,
  CHART_SIGNATURES,
  chartLeaks,
  pageScripts,
  type SizeFigures,
} from './budgets';
import { formatTable, kb } from '../../lib/table';
import { missingLanguagePages } from './languagePages';
import { THROWAWAY_LANGUAGE, withThrowawayLanguageBuild } from './throwawayLanguage';

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

/** The pre-paint data the build wrote into the document. */
function firstPaintData(html: string): FirstPaintData {
  const start = html.indexOf(`id="${FIRST_PAINT_DATA_ID}">`);
  const end = html.indexOf('</script>', start);
  if (start < 0 || end < 0) throw new Error(`index.html has no #${FIRST_PAINT_DATA_ID} block`);
  return JSON.parse(html.slice(html.indexOf('>', start) + 1, end)) as FirstPaintData;
}

/**
 * What a visitor downloads before the first paint, gzip, per page and
 * language: the document and the page's fragment (hash mode), or the page's
 * own document (path mode; the not-found page is 404.html).
 */
function firstPaintBytes(dist: string): SizeFigures['firstPaint'] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const data = firstPaintData(html);
  if (data.mode === 'path') {
    return ROUTE_KEYS.flatMap((routeKey: RouteKey) => {
      const route = routeKey === NOT_FOUND_KEY ? null : routeByKey(routeKey);
      return SUPPORTED_LANGUAGES.flatMap((language) => {
        const file = route ? `${pagePath(route.path, language).slice(1)}index.html` : '404.html';
        const measured = route || language === FALLBACK_LANGUAGE;
        return measured ? [{ routeKey, language, gzip: gzip(dist, file) }] : [];
      });
    });
  }
  const documentGzip = gzip(dist, 'index.html');
  return ROUTE_KEYS.flatMap((routeKey: RouteKey) =>
    Object.entries(data.pages[routeKey]?.fragments ?? {}).map(([language, url]) => ({
      routeKey,
      language,
      gzip: documentGzip + gzip(dist, url.slice(data.base.length)),
    })),
  );
}

const largest = (rows: SizeFigures['firstPaint'], language: string) =>
  Math.max(...rows.filter((row) => row.language === language).map((row) => row.gzip));

async function main(): Promise<number> {
  const dist = resolve(process.env.DIST_DIR ?? join(projectRoot, 'dist'));
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`no build in ${dist} (run npm run build first)`);
  const graph = chunkGraph(JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest);
  const files = filesUnder(dist).map((path) => relative(dist, path).split(sep).join('/'));
  const languages = Object.keys(graph.strings).sort();

  const firstPaint = firstPaintBytes(dist);
  const containsChart = (file: string) => {
    const code = readFileSync(join(dist, file), 'utf8');
    return CHART_SIGNATURES.some((signature) => code.includes(signature));
  };
  const images = files
    .filter((file) => IMAGE_EXTENSIONS.has(extname(file).toLowerCase()))
    .map((file) => ({ file, bytes: statSync(join(dist, file)).size }))
    .sort((a, b) => b.bytes - a.bytes);
  const cvFiles = files
    .filter((file) => isCvPdf(file) || isResume(file))
    .map((file) => ({ file, bytes: statSync(join(dist, file)).size }));
  const thirdLanguage = process.argv.includes('--no-language-build')
    ? null
    : await withThrowawayLanguageBuild(projectRoot, (throwaway) => ({
        growth:
          largest(firstPaintBytes(throwaway), FALLBACK_LANGUAGE) -
          largest(firstPaint, FALLBACK_LANGUAGE),
        missingPages: missingLanguagePages(
          firstPaintData(readFileSync(join(throwaway, 'index.html'), 'utf8')),
          (file) =>
            existsSync(join(throwaway, file)) ? readFileSync(join(throwaway, file), 'utf8') : null,
          THROWAWAY_LANGUAGE,
        ),
      }));
  const languageGrowth = thirdLanguage?.growth ?? null;

  const figures: SizeFigures = {
    firstPaint,
    homeScripts: languages.map((language) => ({
      language,
      gzip: pageScripts(graph, 'home', language).reduce((sum, file) => sum + gzip(dist, file), 0),
    })),
    cssGzip: graph.css.reduce((sum, file) => sum + gzip(dist, file), 0),
    largestImage: images[0] ?? null,
    cvFiles,
    chartLeaks: chartLeaks(graph, containsChart),
    languageGrowth,
  };

  console.log(`Size check of ${dist}\n`);
  console.log('Before the first paint (document, and in hash mode the page fragment; gzip):');
  console.log(
    formatTable([
      ['page', ...languages],
      ...ROUTE_KEYS.map((routeKey) => [
        routeKey,
        ...languages.map((language) =>
          kb(
            firstPaint.find((row) => row.routeKey === routeKey && row.language === language)?.gzip,
          ),
        ),
      ]),
    ]),
  );
  console.log('');
  const row = (label: string, value: number | null, budget: number) => [
    label,
    kb(value),
    kb(budget),
    value === null ? 'skipped' : value <= budget ? 'ok' : 'OVER',
  ];
  console.log(
    formatTable([
      ['figure', 'value', 'budget', 'result'],
      ...languages.map((language) =>
        row(
          `largest first paint (${language})`,
          largest(firstPaint, language),
          BUDGETS.firstPaintGzip,
        ),
      ),
      row(
        `added by a third language ("${THROWAWAY_LANGUAGE}")`,
        languageGrowth,
        BUDGETS.languageGrowthGzip,
      ),
      ...figures.homeScripts.map(({ language, gzip: bytes }) =>
        row(`home JavaScript (${language})`, bytes, BUDGETS.homeScriptGzip),
      ),
      row('CSS', figures.cssGzip, BUDGETS.cssGzip),
      row(
        `largest image (${images[0]?.file ?? 'none'}, raw)`,
        images[0]?.bytes ?? 0,
        BUDGETS.imageBytes,
      ),
      ...cvFiles.map(({ file, bytes }) =>
        row(`${file} (raw)`, bytes, isCvPdf(file) ? BUDGETS.cvPdfBytes : BUDGETS.resumeBytes),
      ),
      [
        `"${THROWAWAY_LANGUAGE}" reached every page`,
        thirdLanguage ? `${thirdLanguage.missingPages.length} gaps` : 'skipped',
        '0 gaps',
        thirdLanguage ? (thirdLanguage.missingPages.length ? 'GAPS' : 'ok') : 'skipped',
      ],
      [
        'Chart.js outside the chart',
        figures.chartLeaks.join(', ') || 'none',
        'none',
        figures.chartLeaks.length ? 'LEAK' : 'ok',
      ],
    ]),
  );
  const failures = [
    ...budgetFailures(figures),
    ...(thirdLanguage?.missingPages ?? []).map(
      (problem) => `a third language did not reach every page: ${problem}`,
    ),
  ];
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
