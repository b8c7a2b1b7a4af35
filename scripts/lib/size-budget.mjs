/**
 * Pure parts of the size check (scripts/check-size.mjs): reading the built
 * chunks' import graph from their text, and judging figures against budgets.
 * Nothing here touches the file system, so every rule is unit-tested.
 */
import { posix } from 'node:path';

/** Budgets, in bytes (1 kB = 1000 bytes, as Vite reports them). */
export const BUDGETS = {
  homeScriptGzip: 130_000,
  cssGzip: 15_000,
  imageBytes: 150_000,
};

export const IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif', '.svg', '.ico'];

/**
 * Strings that survive minification of Chart.js and react-chartjs-2 (property
 * names and error messages; the licence banner and class names do not survive).
 */
export const CHART_SIGNATURES = [
  '$chartjs',
  'complete date adapter',
  'Canvas is already in use',
  'datasetIdKey',
];

const RELATIVE_SPECIFIER = String.raw`["'\`](\.{1,2}\/[^"'\`]+?\.js)["'\`]`;
const STATIC_IMPORT = new RegExp(
  String.raw`(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]+?\s*from\s*)?${RELATIVE_SPECIFIER}`,
  'g',
);
const DYNAMIC_IMPORT = new RegExp(String.raw`\bimport\(\s*${RELATIVE_SPECIFIER}\s*\)`, 'g');

/** Resolves a relative specifier against the importing file (both relative to dist/). */
export function resolveSpecifier(importer, specifier) {
  return posix.normalize(posix.join(posix.dirname(importer), specifier));
}

/** Files a built chunk imports statically (`import … from "./x.js"`, `import "./x.js"`, `export … from`). */
export function staticImports(file, code) {
  return unique([...code.matchAll(STATIC_IMPORT)].map((match) => resolveSpecifier(file, match[1])));
}

/** Files a built chunk loads on demand (`import("./x.js")`). */
export function dynamicImports(file, code) {
  return unique(
    [...code.matchAll(DYNAMIC_IMPORT)].map((match) => resolveSpecifier(file, match[1])),
  );
}

/**
 * Script files index.html makes the browser fetch at once: module scripts and
 * module preloads, and the entry module and its imports that the body script
 * fetches right after the first paint (its data-entry and data-preload
 * attributes), as paths among `files` (the build's files relative to dist/),
 * whatever base path the build was made with.
 */
export function initialScriptsFromHtml(html, files) {
  const urls = [];
  for (const [, entry, preloads] of html.matchAll(
    /<script\b[^>]*\bdata-entry="([^"]+)"[^>]*\bdata-preload="([^"]*)"/gi,
  )) {
    for (const url of [entry, ...preloads.split(' ').filter(Boolean)]) {
      urls.push(urlToDistPath(url, files));
    }
  }
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/gi) ?? []) {
    const isModuleScript = /^<script/i.test(tag) && /\btype=["']?module\b/i.test(tag);
    const isPreload = /^<link/i.test(tag) && /\brel=["']?modulepreload\b/i.test(tag);
    const url = /\b(?:src|href)=["']([^"']+)["']/i.exec(tag)?.[1];
    if ((isModuleScript || isPreload) && url) urls.push(urlToDistPath(url, files));
  }
  return unique(urls);
}

/** The build file a URL in index.html points at, or the URL's path if none matches. */
function urlToDistPath(url, files) {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
  const normalized = posix.normalize(`/${path.replace(/^\.?\//, '')}`);
  const match = [...files]
    .filter((file) => normalized.endsWith(`/${file}`))
    .sort((a, b) => b.length - a.length)[0];
  return match ?? normalized.slice(1);
}

/** Every file reachable from the roots along the given edges, roots included. */
export function closure(roots, edgesOf, blocked = new Set()) {
  const seen = new Set();
  const queue = roots.filter((root) => !blocked.has(root));
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of edgesOf(file)) if (!seen.has(next) && !blocked.has(next)) queue.push(next);
  }
  return seen;
}

/**
 * The import graph of a build: `chunks` maps each JS file (relative to dist/)
 * to its text.
 */
export function buildGraph(chunks) {
  const graph = new Map();
  for (const [file, code] of chunks) {
    graph.set(file, {
      staticImports: staticImports(file, code).filter((target) => chunks.has(target)),
      dynamicImports: dynamicImports(file, code).filter((target) => chunks.has(target)),
    });
  }
  return graph;
}

export function staticClosure(graph, roots) {
  return closure(roots, (file) => graph.get(file)?.staticImports ?? []);
}

/** Files reachable by any import, static or on demand, never passing through `blocked`. */
export function fullClosure(graph, roots, blocked = new Set()) {
  return closure(
    roots,
    (file) => [
      ...(graph.get(file)?.staticImports ?? []),
      ...(graph.get(file)?.dynamicImports ?? []),
    ],
    blocked,
  );
}

/** The one chunk whose file name starts with `prefix` (e.g. "HomePage-"). */
export function findChunk(files, prefix) {
  const matches = files.filter((file) => posix.basename(file).startsWith(prefix));
  if (matches.length !== 1) {
    throw new Error(
      `expected one chunk named ${prefix}*.js, found ${matches.length}: ${matches.join(', ') || 'none'}`,
    );
  }
  return matches[0];
}

/**
 * Translation chunks by language and namespace, read from the entry's map of
 * `"../locales/<lng>/<ns>.json": () => import("./<chunk>.js")`. A namespace
 * bundled into the entry (English common) has no chunk and is absent here.
 */
export function localeChunks(file, code) {
  const result = {};
  const pattern = new RegExp(
    String.raw`locales\/([\w-]+)\/([\w-]+)\.json["'\`]\s*:\s*\(\)\s*=>[^,]*?import\(\s*${RELATIVE_SPECIFIER}`,
    'g',
  );
  for (const [, language, namespace, specifier] of code.matchAll(pattern)) {
    result[language] ??= {};
    result[language][namespace] = resolveSpecifier(file, specifier);
  }
  return result;
}

export function containsChartCode(code) {
  return CHART_SIGNATURES.some((signature) => code.includes(signature));
}

/**
 * Chunks with chart code that a visitor can load without opening the trading
 * route: reachable from the entry along any import while the trading page's
 * chunk is treated as a wall. Returns them with the path that reaches them.
 */
export function chartLeaks(graph, chunks, entries, tradingChunk) {
  const chartChunks = [...chunks]
    .filter(([, code]) => containsChartCode(code))
    .map(([file]) => file);
  const reachableWithoutTrading = fullClosure(graph, entries, new Set([tradingChunk]));
  return {
    chartChunks,
    leaks: chartChunks.filter((file) => reachableWithoutTrading.has(file)),
  };
}

export function formatKb(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/**
 * Judges the measured figures. Returns one message per broken budget, each
 * naming the file or chunk to look at.
 */
export function budgetFailures({ homeScripts, css, images, chartLeakChunks }, budgets = BUDGETS) {
  const failures = [];
  for (const { label, files } of homeScripts) {
    const total = files.reduce((sum, file) => sum + file.gzip, 0);
    if (total > budgets.homeScriptGzip) {
      const largest = [...files].sort((a, b) => b.gzip - a.gzip)[0];
      failures.push(
        `home route JS (${label}) is ${formatKb(total)} gzip, over ${formatKb(budgets.homeScriptGzip)}; largest chunk ${largest?.file} (${formatKb(largest?.gzip ?? 0)})`,
      );
    }
  }
  const cssTotal = css.reduce((sum, file) => sum + file.gzip, 0);
  if (cssTotal > budgets.cssGzip) {
    const names = css.map((file) => `${file.file} (${formatKb(file.gzip)})`).join(', ');
    failures.push(`CSS is ${formatKb(cssTotal)} gzip, over ${formatKb(budgets.cssGzip)}: ${names}`);
  }
  for (const image of images) {
    if (image.bytes > budgets.imageBytes) {
      failures.push(
        `image ${image.file} is ${formatKb(image.bytes)}, over ${formatKb(budgets.imageBytes)}`,
      );
    }
  }
  for (const file of chartLeakChunks) {
    failures.push(`chunk ${file} holds Chart.js code and loads without the trading route`);
  }
  return failures;
}

/** A plain text table: first row is the header, columns padded, numbers right-aligned. */
export function formatTable(rows) {
  const widths = rows[0].map((_, column) =>
    Math.max(...rows.map((row) => String(row[column]).length)),
  );
  const isNumeric = (value) => /^[\d.,]+( kB| B)?$/.test(String(value));
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          isNumeric(cell)
            ? String(cell).padStart(widths[column])
            : String(cell).padEnd(widths[column]),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function unique(values) {
  return [...new Set(values)];
}
