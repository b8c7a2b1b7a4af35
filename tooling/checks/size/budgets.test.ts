import { describe, expect, it } from 'vitest';
import { chunkGraph } from '../../build/chunkGraph';
import { templateSite } from '../../build/testing/templateSite';
import { sampleManifest } from '../../build/testing/sampleManifest';
import {
  budgetFailures,
  chartLeaks,
  pageScripts,
  staticClosure,
  type SizeFigures,
} from './budgets';

const graph = chunkGraph(sampleManifest(), templateSite().routeKeys);

describe('pageScripts', () => {
  it('is the entry, the page and their strings, with everything they import at once', () => {
    expect(pageScripts(graph, 'courses', 'it').sort()).toEqual([
      'assets/common-it.js',
      'assets/courses-it.js',
      'assets/courses-page.js',
      'assets/main-1.js',
      'assets/pager-1.js',
      'assets/runtime-1.js',
      'assets/shared-1.js',
    ]);
    // English shell strings ship in the entry: no common chunk.
    expect(pageScripts(graph, 'home', 'en')).not.toContain('assets/common-it.js');
  });

  it('follows static imports only', () => {
    expect(staticClosure(graph, ['assets/trading-page.js'])).not.toContain(
      'assets/PerformanceChart-1.js',
    );
  });
});

describe('chartLeaks', () => {
  it('allows chart code only in what the trading page loads on demand', () => {
    expect(chartLeaks(graph, (file) => file.includes('PerformanceChart'))).toEqual([]);
  });

  it('names a chunk with chart code that another page or the entry loads', () => {
    expect(chartLeaks(graph, (file) => file === 'assets/shared-1.js')).toEqual([
      'assets/shared-1.js',
    ]);
  });
});

describe('budgetFailures', () => {
  const good: SizeFigures = {
    firstPaint: [{ routeKey: 'privacy', language: 'it', gzip: 14_900 }],
    homeScripts: [{ language: 'en', gzip: 120_000 }],
    cssGzip: 8_500,
    preloadedFontBytes: 50_404,
    largestImage: { file: 'logo.png', bytes: 25_000 },
    cvFiles: [
      { file: 'cv/Ada-Rossi-CV-en.pdf', bytes: 36_000 },
      { file: 'resume.en.json', bytes: 28_000 },
    ],
    chartLeaks: [],
  };

  it('passes figures within every budget', () => {
    expect(budgetFailures(good)).toEqual([]);
  });

  it('asks for the CV when the build wrote none', () => {
    expect(budgetFailures({ ...good, cvFiles: [] })).toEqual([
      'the build wrote no CV (cv/<Name>-CV-<language>.pdf)',
    ]);
  });

  it('names each budget that breaks, with the figure and the limit', () => {
    const failures = budgetFailures({
      ...good,
      firstPaint: [{ routeKey: 'privacy', language: 'it', gzip: 20_400 }],
      homeScripts: [{ language: 'it', gzip: 131_000 }],
      cssGzip: 16_000,
      preloadedFontBytes: 72_000,
      largestImage: { file: 'big.png', bytes: 200_000 },
      cvFiles: [
        { file: 'cv/Ada-Rossi-CV-en.pdf', bytes: 310_000 },
        { file: 'resume.en.json', bytes: 120_000 },
      ],
      chartLeaks: ['assets/shared-1.js'],
    });
    expect(failures).toEqual([
      'first paint of it privacy is 20.4 kB, over 20.0 kB',
      'home JavaScript (it) is 131.0 kB, over 130.0 kB',
      'CSS is 16.0 kB, over 15.0 kB',
      'the font preload is 72.0 kB, over 60.0 kB',
      'big.png is 200.0 kB, over 150.0 kB',
      'cv/Ada-Rossi-CV-en.pdf is 310.0 kB, over 300.0 kB',
      'resume.en.json is 120.0 kB, over 100.0 kB',
      'Chart.js loads outside the trading chart: assets/shared-1.js',
    ]);
  });
});
