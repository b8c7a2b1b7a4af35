/**
 * The size budgets and the pure rules that judge a build against them (the
 * measuring is in checkSize.ts). Bytes are gzip -9 unless named raw;
 * 1 kB = 1000 bytes, as Vite reports them.
 */
import { isCvPdf } from '../../../src/lib/cvFiles';
import { namespaceOf, type RouteKey } from '../../../src/lib/routes';
import type { ChunkGraph } from '../../build/chunkGraph';
import { kb } from '../../lib/table';

export const BUDGETS = {
  /**
   * What a visitor downloads before the first paint: the document and the page's
   * fragment. The sample's largest page (every list item in the page, every control
   * answering from the first paint: docs/decisions/first-paint.md) is about 18 KB;
   * the budget adds the room one more language takes (about 0.3 KB in hash mode,
   * measured by npm run check:variants on a language added from owner/) and
   * more, so that an owner who grows the site, or a template that adds a page,
   * stays within it.
   */
  firstPaintGzip: 20_000,
  /** How much a third language may add to that, on any page (languageGrowth.test.ts). */
  languageGrowthGzip: 2_000,
  /** The home page's JavaScript before it is interactive, per language. */
  homeScriptGzip: 130_000,
  cssGzip: 15_000,
  /**
   * The fonts a page preloads for its first screen once the app is live, raw (WOFF2 is
   * compressed already): the heaviest pairing preloads a body and a heading face, about 50 kB
   * (docs/decisions/typefaces.md).
   */
  preloadedFontBytes: 60_000,
  imageBytes: 150_000,
  /** Each CV PDF, raw: a recruiter forwards it by mail (tooling/cv, docs/decisions/cv.md). */
  cvPdfBytes: 300_000,
  /** Each JSON Resume, raw. */
  resumeBytes: 100_000,
};

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

/** Every file the roots import statically, the roots included. */
export function staticClosure(graph: ChunkGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of graph.files[file]?.imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

/** The JavaScript a page runs before it is interactive, in one language. */
export function pageScripts(graph: ChunkGraph, routeKey: RouteKey, language: string): string[] {
  const namespace = namespaceOf(routeKey);
  const strings = [
    graph.strings[language]?.common,
    namespace && graph.strings[language]?.[namespace],
  ];
  return [
    ...staticClosure(graph, [
      graph.entry,
      ...graph.pages[routeKey],
      ...strings.filter((file): file is string => Boolean(file)),
    ]),
  ];
}

/**
 * Chunks holding chart code that load with the entry or with a page other than
 * trading (which loads the chart only when it nears the screen).
 */
export function chartLeaks(graph: ChunkGraph, containsChart: (file: string) => boolean): string[] {
  const roots = [
    graph.entry,
    ...Object.entries(graph.pages).flatMap(([key, files]) => (key === 'trading' ? [] : files)),
  ];
  const tradingAtFirst = staticClosure(graph, graph.pages.trading ?? []);
  const loadedEarly = new Set([...staticClosure(graph, roots), ...tradingAtFirst]);
  return [...loadedEarly].filter(containsChart).sort();
}

export interface SizeFigures {
  /** Per page and language: document + fragment, gzip. */
  firstPaint: { routeKey: RouteKey; language: string; gzip: number }[];
  homeScripts: { language: string; gzip: number }[];
  cssGzip: number;
  /** The font files the pre-paint data names for preloading, raw bytes in all. */
  preloadedFontBytes: number;
  largestImage: { file: string; bytes: number } | null;
  /** The CV's PDFs and JSON Resumes, raw bytes. */
  cvFiles: { file: string; bytes: number }[];
  chartLeaks: string[];
}

export function budgetFailures(figures: SizeFigures, budgets = BUDGETS): string[] {
  const failures: string[] = [];
  for (const { routeKey, language, gzip } of figures.firstPaint) {
    if (gzip > budgets.firstPaintGzip) {
      failures.push(
        `first paint of ${language} ${routeKey} is ${kb(gzip)}, over ${kb(budgets.firstPaintGzip)}`,
      );
    }
  }
  for (const { language, gzip } of figures.homeScripts) {
    if (gzip > budgets.homeScriptGzip) {
      failures.push(
        `home JavaScript (${language}) is ${kb(gzip)}, over ${kb(budgets.homeScriptGzip)}`,
      );
    }
  }
  if (figures.cssGzip > budgets.cssGzip) {
    failures.push(`CSS is ${kb(figures.cssGzip)}, over ${kb(budgets.cssGzip)}`);
  }
  if (figures.preloadedFontBytes > budgets.preloadedFontBytes) {
    failures.push(
      `the preloaded fonts are ${kb(figures.preloadedFontBytes)}, over ${kb(budgets.preloadedFontBytes)}`,
    );
  }
  if (figures.largestImage && figures.largestImage.bytes > budgets.imageBytes) {
    failures.push(
      `${figures.largestImage.file} is ${kb(figures.largestImage.bytes)}, over ${kb(budgets.imageBytes)}`,
    );
  }
  for (const { file, bytes } of figures.cvFiles) {
    const budget = isCvPdf(file) ? budgets.cvPdfBytes : budgets.resumeBytes;
    if (bytes > budget) failures.push(`${file} is ${kb(bytes)}, over ${kb(budget)}`);
  }
  if (!figures.cvFiles.some(({ file }) => isCvPdf(file))) {
    failures.push('the build wrote no CV (cv/<Name>-CV-<language>.pdf)');
  }
  if (figures.chartLeaks.length > 0) {
    failures.push(`Chart.js loads outside the trading chart: ${figures.chartLeaks.join(', ')}`);
  }
  return failures;
}
