import { describe, expect, it } from 'vitest';
import { chunkGraph } from '../../build/chunkGraph';
import { fixtureManifest } from '../../build/testing/fixtureManifest';
import { budgetFailures, chartLeaks, pageModules, type SizeFigures } from './budgets';

const graph = chunkGraph(fixtureManifest());

describe('pageModules', () => {
  it('is the after-paint and navigation modules with what they import, not an island', () => {
    expect(pageModules(graph).sort()).toEqual([
      'assets/after-paint-1.js',
      'assets/navigation-1.js',
      'assets/shared-1.js',
    ]);
  });
});

describe('chartLeaks', () => {
  it('allows chart code in the chart’s island', () => {
    expect(chartLeaks(graph, (file) => /chart-1/.test(file))).toEqual([]);
  });

  it('names a chunk with chart code that every page loads', () => {
    expect(chartLeaks(graph, (file) => file === 'assets/shared-1.js')).toEqual([
      'assets/shared-1.js',
    ]);
  });
});

describe('budgetFailures', () => {
  const good: SizeFigures = {
    firstPaint: [{ routeKey: 'privacy', language: 'it', gzip: 14_900 }],
    pageScriptGzip: 9_000,
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
      pageScriptGzip: 15_100,
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
      'script before an island is 15.1 kB, over 15.0 kB',
      'CSS is 16.0 kB, over 15.0 kB',
      'the font preload is 72.0 kB, over 60.0 kB',
      'big.png is 200.0 kB, over 150.0 kB',
      'cv/Ada-Rossi-CV-en.pdf is 310.0 kB, over 300.0 kB',
      'resume.en.json is 120.0 kB, over 100.0 kB',
      'Chart.js loads outside the trading chart: assets/shared-1.js',
    ]);
  });
});
