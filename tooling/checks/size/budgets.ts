/**
 * The size budgets and the pure rules that judge a build against them (the
 * measuring is in checkSize.ts). Bytes are gzip -9 unless named raw;
 * 1 kB = 1000 bytes, as Vite reports them.
 */
import { isCvPdf } from '../../../src/lib/cvFiles';
import type { RouteKey } from '../../../src/lib/routes';
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
  /** How much each added language may add to that, on any page (check:variants, on real builds). */
  languageGrowthGzip: 2_000,
  /**
   * The script any page runs before an island nears the screen (every page but
   * trading, and trading until its chart nears): the pre-paint script and the
   * after-paint module with what it imports (docs/decisions/first-paint.md).
   */
  pageScriptGzip: 15_000,
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
 * Strings that survive minification of Chart.js (property names and error
 * messages; the licence banner and class names do not survive).
 */
export const CHART_SIGNATURES = ['$chartjs', 'complete date adapter', 'Canvas is already in use'];

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

/**
 * The modules a page fetches before an island nears: the after-paint module,
 * hash mode's navigation module, and what they import.
 */
export function pageModules(graph: ChunkGraph): string[] {
  return [...staticClosure(graph, [...graph.afterPaint, ...graph.navigation])];
}

/**
 * Chunks holding chart code that every page loads (the after-paint module and
 * what it imports): Chart.js belongs to the chart's island alone, fetched when
 * the chart nears the screen.
 */
export function chartLeaks(graph: ChunkGraph, containsChart: (file: string) => boolean): string[] {
  return pageModules(graph).filter(containsChart).sort();
}

export interface SizeFigures {
  /** Per page and language: document + fragment, gzip. */
  firstPaint: { routeKey: RouteKey; language: string; gzip: number }[];
  /** The pre-paint script and the page's modules (pageModules), gzip. */
  pageScriptGzip: number;
  cssGzip: number;
  /** The font files the first-paint data names for preloading, raw bytes in all. */
  preloadedFontBytes: number;
  largestImage: { file: string; bytes: number } | null;
  /** The CV's PDFs and JSON Resumes, raw bytes. */
  cvFiles: { file: string; bytes: number }[];
  chartLeaks: string[];
}

/** A figure held to a budget, named as the report and the failures name it. */
export interface BudgetRow {
  label: string;
  bytes: number;
  budget: number;
}

/** Every figure with its budget: each page's first paint, then the site-wide figures. */
export function budgetRows(figures: SizeFigures, budgets = BUDGETS): BudgetRow[] {
  const image = figures.largestImage;
  return [
    ...figures.firstPaint.map(({ routeKey, language, gzip }) => ({
      label: `first paint of ${language} ${routeKey}`,
      bytes: gzip,
      budget: budgets.firstPaintGzip,
    })),
    {
      label: 'script before an island',
      bytes: figures.pageScriptGzip,
      budget: budgets.pageScriptGzip,
    },
    { label: 'CSS', bytes: figures.cssGzip, budget: budgets.cssGzip },
    {
      label: 'the font preload',
      bytes: figures.preloadedFontBytes,
      budget: budgets.preloadedFontBytes,
    },
    ...(image ? [{ label: image.file, bytes: image.bytes, budget: budgets.imageBytes }] : []),
    ...figures.cvFiles.map(({ file, bytes }) => ({
      label: file,
      bytes,
      budget: isCvPdf(file) ? budgets.cvPdfBytes : budgets.resumeBytes,
    })),
  ];
}

export function budgetFailures(figures: SizeFigures, budgets = BUDGETS): string[] {
  const failures = budgetRows(figures, budgets)
    .filter(({ bytes, budget }) => bytes > budget)
    .map(({ label, bytes, budget }) => `${label} is ${kb(bytes)}, over ${kb(budget)}`);
  if (!figures.cvFiles.some(({ file }) => isCvPdf(file))) {
    failures.push('the build wrote no CV (cv/<Name>-CV-<language>.pdf)');
  }
  if (figures.chartLeaks.length > 0) {
    failures.push(`Chart.js loads outside the trading chart: ${figures.chartLeaks.join(', ')}`);
  }
  return failures;
}
