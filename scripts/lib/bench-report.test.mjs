import { describe, expect, it } from 'vitest';
import {
  TABLE_HEADER,
  UNKNOWN_ROUTE,
  budgetSummary,
  failingAudits,
  figuresFromResult,
  markdownTable,
  median,
  medianFigures,
  mergeFailingAudits,
  parseArguments,
  routeBudgetFailures,
  routeUrl,
  routesFromTable,
  tableRow,
  textTable,
} from './bench-report.mjs';

const goodFigures = {
  performance: 100,
  fcpMs: 900,
  lcpMs: 1200,
  tbtMs: 10,
  cls: 0,
  speedIndexMs: 1000,
  totalKb: 140,
  scriptKb: 120,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
};

describe('routesFromTable', () => {
  it('reads every path of the route table and adds the unknown route', () => {
    const source = `export const ROUTES = [
      { path: '/', pageKey: 'home' },
      { path: "/experience", pageKey: 'experience' },
      { path: '/cookie-policy', pageKey: 'cookie' },
    ];`;
    expect(routesFromTable(source)).toEqual(['/', '/experience', '/cookie-policy', UNKNOWN_ROUTE]);
  });
});

describe('parseArguments', () => {
  it('defaults to three runs of every route, not strict', () => {
    expect(parseArguments([])).toEqual({ routes: undefined, runs: 3, strict: false, port: 4330 });
  });

  it('reads routes, runs, port and strict, in both spellings', () => {
    expect(
      parseArguments(['--routes', '/,trading', '--runs=1', '--port', '4331', '--strict']),
    ).toEqual({
      routes: ['/', '/trading'],
      runs: 1,
      strict: true,
      port: 4331,
    });
  });

  it('rejects unknown options and bad numbers', () => {
    expect(() => parseArguments(['--route', '/'])).toThrow(/unknown option --route/);
    expect(() => parseArguments(['--runs', '0'])).toThrow(/positive integer/);
    expect(() => parseArguments(['--runs'])).toThrow(/needs a value/);
    expect(() => parseArguments(['--routes', ','])).toThrow(/at least one path/);
  });
});

describe('routeUrl', () => {
  it('builds hash URLs', () => {
    expect(routeUrl('http://127.0.0.1:4330/', '/experience')).toBe(
      'http://127.0.0.1:4330/#/experience',
    );
    expect(routeUrl('http://127.0.0.1:4330', '/')).toBe('http://127.0.0.1:4330/#/');
  });
});

describe('figuresFromResult', () => {
  it('takes scores as 0–100, metrics in ms and script transfer from the network requests', () => {
    const lhr = {
      categories: {
        performance: { score: 0.99 },
        accessibility: { score: 1 },
        'best-practices': { score: 0.96 },
        seo: { score: null },
      },
      audits: {
        'first-contentful-paint': { numericValue: 1100 },
        'largest-contentful-paint': { numericValue: 1500 },
        'total-blocking-time': { numericValue: 20 },
        'cumulative-layout-shift': { numericValue: 0.001 },
        'speed-index': { numericValue: 1300 },
        'total-byte-weight': { numericValue: 2048 },
        'network-requests': {
          details: {
            items: [
              { resourceType: 'Script', transferSize: 1024 },
              { resourceType: 'Script', transferSize: 512 },
              { resourceType: 'Image', transferSize: 512 },
            ],
          },
        },
      },
    };
    expect(figuresFromResult(lhr)).toEqual({
      performance: 99,
      fcpMs: 1100,
      lcpMs: 1500,
      tbtMs: 20,
      cls: 0.001,
      speedIndexMs: 1300,
      totalKb: 2,
      scriptKb: 1.5,
      accessibility: 100,
      bestPractices: 96,
      seo: null,
    });
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 5])).toBe(5);
    expect(median([])).toBeNull();
  });

  it('takes the median of each figure on its own', () => {
    const runs = [
      { ...goodFigures, performance: 90, lcpMs: 2500 },
      { ...goodFigures, performance: 99, lcpMs: 1000 },
      { ...goodFigures, performance: 97, lcpMs: 1800 },
    ];
    expect(medianFigures(runs)).toMatchObject({ performance: 97, lcpMs: 1800 });
  });
});

describe('budgets', () => {
  it('passes figures at every limit', () => {
    const atLimits = { ...goodFigures, performance: 98, lcpMs: 2000, tbtMs: 50, cls: 0.01 };
    expect(routeBudgetFailures('/', atLimits)).toEqual([]);
  });

  it('names every broken budget', () => {
    const bad = {
      ...goodFigures,
      performance: 82,
      lcpMs: 2870,
      tbtMs: 325,
      cls: 0.02,
      accessibility: 96,
      bestPractices: 92,
      seo: 91,
    };
    expect(routeBudgetFailures('/', bad)).toEqual([
      'performance 82 < 98',
      'LCP 2.87 s > 2.00 s',
      'TBT 325 ms > 50 ms',
      'CLS 0.020 > 0.01',
      'accessibility 96 < 100',
      'best practices 92 < 100',
      'SEO 91 < 100',
    ]);
  });

  it('does not judge SEO on the 404 page (noindex by design)', () => {
    expect(routeBudgetFailures(UNKNOWN_ROUTE, { ...goodFigures, seo: 66 })).toEqual([]);
  });

  it('summarises which budgets hold over all routes and where the others fail', () => {
    const summary = budgetSummary([
      { route: '/', figures: goodFigures },
      { route: '/trading', figures: { ...goodFigures, tbtMs: 120 } },
      { route: UNKNOWN_ROUTE, figures: { ...goodFigures, seo: 66 } },
    ]);
    expect(summary.allHold).toBe(false);
    expect(summary.broken).toEqual(['TBT ≤ 50 ms (fails on /trading)']);
    expect(summary.held).toContain('SEO 100 (not 404)');
    expect(summary.held).toHaveLength(7);
  });

  it("fails when a run ended before the app's scripts were fetched", () => {
    const summary = budgetSummary([
      { route: '/', figures: goodFigures, runs: [goodFigures, { ...goodFigures, scriptKb: 0 }] },
      { route: '/trading', figures: goodFigures, runs: [goodFigures] },
    ]);
    expect(summary.allHold).toBe(false);
    expect(summary.broken).toEqual(['app scripts loaded in every run (fails on /)']);
  });
});

describe('failing audits', () => {
  const lhr = {
    categories: {
      accessibility: { auditRefs: [{ id: 'color-contrast' }, { id: 'label' }] },
      'best-practices': { auditRefs: [{ id: 'errors-in-console' }] },
      seo: { auditRefs: [{ id: 'robots-txt' }, { id: 'hreflang' }] },
      performance: {
        auditRefs: [
          { id: 'largest-contentful-paint' },
          { id: 'unused-javascript' },
          { id: 'bootup-time' },
          { id: 'diagnostics' },
        ],
      },
    },
    audits: {
      'color-contrast': {
        id: 'color-contrast',
        title: 'Contrast',
        score: 0,
        scoreDisplayMode: 'binary',
      },
      label: { id: 'label', title: 'Labels', score: null, scoreDisplayMode: 'notApplicable' },
      'errors-in-console': {
        id: 'errors-in-console',
        title: 'Console',
        score: 1,
        scoreDisplayMode: 'binary',
      },
      'robots-txt': {
        id: 'robots-txt',
        title: 'robots.txt is not valid',
        score: 0,
        scoreDisplayMode: 'binary',
      },
      hreflang: { id: 'hreflang', title: 'hreflang', score: 0, scoreDisplayMode: 'manual' },
      'largest-contentful-paint': {
        id: 'largest-contentful-paint',
        title: 'LCP',
        score: 0.5,
        scoreDisplayMode: 'numeric',
      },
      'unused-javascript': {
        id: 'unused-javascript',
        title: 'Reduce unused JavaScript',
        score: 0.5,
        scoreDisplayMode: 'metricSavings',
        metricSavings: { LCP: 150, FCP: 0 },
        displayValue: 'Est savings of 60 KiB',
      },
      'bootup-time': {
        id: 'bootup-time',
        title: 'JS execution time',
        score: 1,
        scoreDisplayMode: 'numeric',
      },
      diagnostics: {
        id: 'diagnostics',
        title: 'Diagnostics',
        score: null,
        scoreDisplayMode: 'informative',
      },
    },
  };

  it('lists scored audits under 1 and performance audits with savings, not metrics or informative ones', () => {
    expect(failingAudits(lhr).map(({ category, id }) => `${category}:${id}`)).toEqual([
      'accessibility:color-contrast',
      'seo:robots-txt',
      'performance:unused-javascript',
    ]);
  });

  it('merges over routes, keeps the largest saving and orders by category then saving', () => {
    const merged = mergeFailingAudits([
      { route: '/', audits: failingAudits(lhr) },
      {
        route: '/trading',
        audits: [
          {
            category: 'performance',
            id: 'unused-javascript',
            title: 'Reduce unused JavaScript',
            score: 0.4,
            savingsMs: 300,
          },
          {
            category: 'performance',
            id: 'bootup-time',
            title: 'JS execution time',
            score: 0.5,
            savingsMs: 900,
          },
        ],
      },
    ]);
    expect(merged.map(({ id, routes, savingsMs }) => [id, routes, savingsMs])).toEqual([
      ['color-contrast', ['/'], undefined],
      ['robots-txt', ['/'], undefined],
      ['bootup-time', ['/trading'], 900],
      ['unused-javascript', ['/', '/trading'], 300],
    ]);
  });
});

describe('tables', () => {
  const rows = [
    TABLE_HEADER,
    tableRow('/', goodFigures),
    tableRow(UNKNOWN_ROUTE, { ...goodFigures, seo: null }),
  ];

  it('formats a row with units', () => {
    expect(tableRow('/', goodFigures)).toEqual([
      '/',
      '100',
      '0.90 s',
      '1.20 s',
      '10 ms',
      '0.000',
      '1.00 s',
      '140.0',
      '120.0',
      '100',
      '100',
      '100',
    ]);
  });

  it('pads a text table so the columns line up', () => {
    const lines = textTable(rows).split('\n');
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines[2]).toMatch(/^\/this-page-does-not-exist +100 .* –$/);
  });

  it('writes a Markdown table with right-aligned figures', () => {
    const markdown = markdownTable(rows).split('\n');
    expect(markdown[0]).toBe(`| ${TABLE_HEADER.join(' | ')} |`);
    expect(markdown[1]).toBe(
      `| :-- | ${Array(TABLE_HEADER.length - 1)
        .fill('--:')
        .join(' | ')} |`,
    );
    expect(markdown).toHaveLength(4);
  });
});
