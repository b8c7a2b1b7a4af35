#!/usr/bin/env node
/**
 * Deterministic size budgets over the production build (dist/, or DIST_DIR):
 * - the JavaScript the home route fetches before it is interactive (index.html's
 *   module scripts and preloads, what they import statically, the home page chunk
 *   and its static imports, the language's common strings if not in the entry)
 *   is at most 130 kB gzip, for each language;
 * - Chart.js and react-chartjs-2 live only in chunks the trading route loads;
 * - no image over 150 kB; all CSS together at most 15 kB gzip.
 * Prints the figures; exits 1 naming the chunk or file that breaks a budget.
 * Usage: npm run check:size (after npm run build).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  BUDGETS,
  IMAGE_EXTENSIONS,
  buildGraph,
  budgetFailures,
  chartLeaks,
  findChunk,
  formatKb,
  formatTable,
  initialScriptsFromHtml,
  localeChunks,
  staticClosure,
} from './lib/size-budget.mjs';

const distDir = resolve(process.env.DIST_DIR ?? 'dist');

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

function fail(message) {
  console.error(`size check: ${message}`);
  process.exit(1);
}

if (!existsSync(join(distDir, 'index.html'))) {
  fail(`no build in ${distDir} (run npm run build first)`);
}

const allFiles = filesUnder(distDir).map((path) => relative(distDir, path).split(sep).join('/'));
const read = (file) => readFileSync(join(distDir, file));
const gzipCache = new Map();
const gzipSize = (file) => {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(read(file), { level: 9 }).length);
  return gzipCache.get(file);
};

const chunks = new Map(
  allFiles
    .filter((file) => file.endsWith('.js'))
    .map((file) => [file, read(file).toString('utf8')]),
);
const graph = buildGraph(chunks);
const html = read('index.html').toString('utf8');
const entries = initialScriptsFromHtml(html, allFiles).filter((file) => chunks.has(file));
if (entries.length === 0) fail('index.html loads no module script found in the build');

let homeChunk;
let tradingChunk;
try {
  homeChunk = findChunk([...chunks.keys()], 'HomePage-');
  tradingChunk = findChunk([...chunks.keys()], 'TradingPage-');
} catch (error) {
  fail(error.message);
}

// The home route before interaction: entry graph plus the lazily loaded home page.
const homeBase = staticClosure(graph, [...entries, homeChunk]);
const locales = entries.reduce(
  (found, entry) => ({ ...found, ...localeChunks(entry, chunks.get(entry)) }),
  {},
);
const languages = [...new Set(['en', ...Object.keys(locales)])].sort();
const homeScripts = languages.map((language) => {
  // The home page reads only the common namespace; English common ships in the entry.
  const commonChunk = locales[language]?.common;
  const files = commonChunk
    ? new Set([...homeBase, ...staticClosure(graph, [commonChunk])])
    : homeBase;
  return {
    label: language,
    files: [...files]
      .map((file) => ({ file, gzip: gzipSize(file) }))
      .sort((a, b) => b.gzip - a.gzip),
  };
});

const stylesheets = allFiles.filter((file) => file.endsWith('.css'));
const css = stylesheets.map((file) => ({ file, gzip: gzipSize(file) }));
const images = allFiles
  .filter((file) => IMAGE_EXTENSIONS.includes(extname(file).toLowerCase()))
  .map((file) => ({ file, bytes: statSync(join(distDir, file)).size }))
  .sort((a, b) => b.bytes - a.bytes);
const { chartChunks, leaks } = chartLeaks(graph, chunks, entries, tradingChunk);

console.log(`Size check of ${distDir}\n`);
const englishHome = homeScripts.find((entry) => entry.label === 'en') ?? homeScripts[0];
console.log('Home route JavaScript before interaction (en):');
console.log(
  formatTable([
    ['chunk', 'raw', 'gzip -9'],
    ...englishHome.files.map(({ file, gzip }) => [
      file,
      formatKb(read(file).length),
      formatKb(gzip),
    ]),
  ]),
);
console.log('');

const sum = (items, key) => items.reduce((total, item) => total + item[key], 0);
const budgetRow = (label, value, budget) => [
  label,
  formatKb(value),
  formatKb(budget),
  value <= budget ? 'ok' : 'OVER',
];
const largestImage = images[0];
const rows = [
  ['figure', 'value', 'budget', 'result'],
  ...homeScripts.map(({ label, files }) =>
    budgetRow(`home JS gzip (${label})`, sum(files, 'gzip'), BUDGETS.homeScriptGzip),
  ),
  budgetRow(
    `CSS gzip (${css.length} file${css.length === 1 ? '' : 's'})`,
    sum(css, 'gzip'),
    BUDGETS.cssGzip,
  ),
  budgetRow(
    `largest image${largestImage ? ` (${largestImage.file})` : ''}`,
    largestImage?.bytes ?? 0,
    BUDGETS.imageBytes,
  ),
  [
    'Chart.js chunks',
    chartChunks.length === 0 ? 'none' : chartChunks.join(', '),
    'trading only',
    leaks.length === 0 ? 'ok' : 'LEAK',
  ],
];
console.log(formatTable(rows));

const failures = budgetFailures({ homeScripts, css, images, chartLeakChunks: leaks });
if (failures.length > 0) {
  console.error(`\nsize check failed:\n${failures.map((failure) => `- ${failure}`).join('\n')}`);
  process.exit(1);
}
console.log('\nsize check: every budget holds');
