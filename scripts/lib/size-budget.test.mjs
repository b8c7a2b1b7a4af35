import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  budgetFailures,
  buildGraph,
  chartLeaks,
  containsChartCode,
  dynamicImports,
  findChunk,
  formatKb,
  formatTable,
  fullClosure,
  initialScriptsFromHtml,
  localeChunks,
  resolveSpecifier,
  staticClosure,
  staticImports,
} from './size-budget.mjs';

describe('import parsing of built chunks', () => {
  it('finds minified static imports, bare imports and re-exports', () => {
    const code =
      'import{i as e,n as t}from"./index-AAA.js";import*as r from"./ns-BBB.js";import"./side-CCC.js";' +
      'export{x}from"./re-DDD.js";var a=1;';
    expect(staticImports('assets/HomePage-X.js', code)).toEqual([
      'assets/index-AAA.js',
      'assets/ns-BBB.js',
      'assets/side-CCC.js',
      'assets/re-DDD.js',
    ]);
  });

  it('does not count dynamic imports or JSON paths as static imports', () => {
    const code =
      'const m={"../locales/en/trading.json":()=>j(()=>import(`./trading-T.js`),[])};import{a}from"./index-A.js";';
    expect(staticImports('assets/index-A.js', code)).toEqual(['assets/index-A.js']);
    expect(dynamicImports('assets/index-A.js', code)).toEqual(['assets/trading-T.js']);
  });

  it('reads dynamic imports with any quote and resolves parent folders', () => {
    const code = 'import("./a.js");import(`./b.js`);import(\'../c.js\');import("./a.js")';
    expect(dynamicImports('assets/x.js', code)).toEqual(['assets/a.js', 'assets/b.js', 'c.js']);
  });

  it('resolves specifiers relative to the importing file', () => {
    expect(resolveSpecifier('assets/x.js', './y.js')).toBe('assets/y.js');
    expect(resolveSpecifier('assets/deep/x.js', '../y.js')).toBe('assets/y.js');
  });
});

describe('initialScriptsFromHtml', () => {
  const files = ['index.html', 'assets/index-A.js', 'assets/vendor-B.js', 'assets/index-C.css'];

  it('lists the entry and imports the body script fetches after the first paint', () => {
    const html = `<body><script data-entry="/base/assets/index-A.js" data-preload="/base/assets/vendor-B.js">(function(){})()</script></body>`;
    expect(initialScriptsFromHtml(html, files)).toEqual([
      'assets/index-A.js',
      'assets/vendor-B.js',
    ]);
  });

  it('lists module scripts and module preloads, not classic scripts or stylesheets', () => {
    const html = `<head>
      <script>try{}catch(e){}</script>
      <script type="module" crossorigin src="/assets/index-A.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-B.js">
      <link rel="stylesheet" href="/assets/index-C.css">
    </head>`;
    expect(initialScriptsFromHtml(html, files)).toEqual([
      'assets/index-A.js',
      'assets/vendor-B.js',
    ]);
  });

  it('maps URLs under a base path to build files', () => {
    const html = '<script type="module" src="/portfolio/assets/index-A.js?v=1"></script>';
    expect(initialScriptsFromHtml(html, files)).toEqual(['assets/index-A.js']);
  });
});

describe('graph walks', () => {
  const chunks = new Map([
    [
      'assets/index.js',
      'import{a}from"./shared.js";const r=[()=>import("./HomePage.js"),()=>import("./TradingPage.js"),()=>import("./AboutPage.js")];',
    ],
    ['assets/shared.js', 'export const a=1;'],
    ['assets/HomePage.js', 'import{a}from"./index.js";import{f}from"./FadeIn.js";'],
    ['assets/FadeIn.js', 'export const f=1;'],
    ['assets/TradingPage.js', 'import{c}from"./chart.js";'],
    ['assets/chart.js', 'var k="$chartjs";export const c=1;'],
    ['assets/AboutPage.js', 'import{a}from"./index.js";'],
  ]);
  const graph = buildGraph(chunks);

  it('follows only static imports for what loads at once', () => {
    expect([...staticClosure(graph, ['assets/index.js', 'assets/HomePage.js'])].sort()).toEqual([
      'assets/FadeIn.js',
      'assets/HomePage.js',
      'assets/index.js',
      'assets/shared.js',
    ]);
  });

  it('follows dynamic imports too, and stops at a blocked chunk', () => {
    const all = fullClosure(graph, ['assets/index.js']);
    expect(all.has('assets/chart.js')).toBe(true);
    const withoutTrading = fullClosure(
      graph,
      ['assets/index.js'],
      new Set(['assets/TradingPage.js']),
    );
    expect(withoutTrading.has('assets/chart.js')).toBe(false);
    expect(withoutTrading.has('assets/AboutPage.js')).toBe(true);
  });

  it('accepts Chart.js reached only through the trading page', () => {
    expect(chartLeaks(graph, chunks, ['assets/index.js'], 'assets/TradingPage.js')).toEqual({
      chartChunks: ['assets/chart.js'],
      leaks: [],
    });
  });

  it('names a chart chunk another page imports statically', () => {
    const leaky = new Map(chunks);
    leaky.set('assets/AboutPage.js', 'import{c}from"./chart.js";');
    expect(
      chartLeaks(buildGraph(leaky), leaky, ['assets/index.js'], 'assets/TradingPage.js').leaks,
    ).toEqual(['assets/chart.js']);
  });

  it('names the entry itself when Chart.js is bundled into it', () => {
    const bundled = new Map(chunks);
    bundled.set(
      'assets/index.js',
      `${chunks.get('assets/index.js')}class Q{static id="bar"};Q.datasetIdKey=1;`,
    );
    expect(
      chartLeaks(buildGraph(bundled), bundled, ['assets/index.js'], 'assets/TradingPage.js').leaks,
    ).toEqual(['assets/index.js']);
  });

  it('ignores imports of files that are not in the build', () => {
    const lone = new Map([['assets/a.js', 'import"./missing.js";']]);
    expect(buildGraph(lone).get('assets/a.js')).toEqual({ staticImports: [], dynamicImports: [] });
  });
});

describe('findChunk', () => {
  it('finds the one chunk with the prefix', () => {
    expect(findChunk(['assets/HomePage-x.js', 'assets/index-y.js'], 'HomePage-')).toBe(
      'assets/HomePage-x.js',
    );
  });

  it('throws when the chunk is missing or ambiguous', () => {
    expect(() => findChunk(['assets/index.js'], 'HomePage-')).toThrow(/found 0: none/);
    expect(() => findChunk(['assets/HomePage-a.js', 'assets/HomePage-b.js'], 'HomePage-')).toThrow(
      /found 2/,
    );
  });
});

describe('localeChunks', () => {
  it('maps language and namespace to chunk, skipping namespaces bundled in the entry', () => {
    const code =
      'b(Object.assign({"../locales/en/common.json":()=>j(()=>Promise.resolve().then(()=>Fn),void 0),' +
      '"../locales/en/trading.json":()=>j(()=>import(`./trading-E.js`),[]),' +
      '"../locales/it/common.json":()=>j(()=>import(`./common-I.js`),[])}),`../locales/${e}/${t}.json`,4)';
    expect(localeChunks('assets/index-A.js', code)).toEqual({
      en: { trading: 'assets/trading-E.js' },
      it: { common: 'assets/common-I.js' },
    });
  });
});

describe('containsChartCode', () => {
  it('recognises strings that survive minification of Chart.js and react-chartjs-2', () => {
    expect(containsChartCode('e.$chartjs={listeners:[]}')).toBe(true);
    expect(
      containsChartCode('throw Error("Check that a complete date adapter is provided.")'),
    ).toBe(true);
    expect(containsChartCode('const{datasetIdKey:n}=e')).toBe(true);
    expect(containsChartCode('function Chart(){return "chart"}')).toBe(false);
  });
});

describe('budgetFailures', () => {
  const withinBudget = {
    homeScripts: [{ label: 'en', files: [{ file: 'assets/index.js', gzip: 100_000 }] }],
    css: [{ file: 'assets/index.css', gzip: 6_000 }],
    images: [{ file: 'logo.png', bytes: 25_000 }],
    chartLeakChunks: [],
  };

  it('passes figures within every budget, including exactly at the limit', () => {
    expect(budgetFailures(withinBudget)).toEqual([]);
    expect(
      budgetFailures({
        ...withinBudget,
        homeScripts: [{ label: 'en', files: [{ file: 'a.js', gzip: BUDGETS.homeScriptGzip }] }],
      }),
    ).toEqual([]);
  });

  it('names the language and the largest chunk when home JS is over budget', () => {
    const failures = budgetFailures({
      ...withinBudget,
      homeScripts: [
        { label: 'en', files: [{ file: 'assets/index.js', gzip: 100_000 }] },
        {
          label: 'it',
          files: [
            { file: 'assets/index.js', gzip: 100_000 },
            { file: 'assets/common-it.js', gzip: 30_001 },
          ],
        },
      ],
    });
    expect(failures).toEqual([
      'home route JS (it) is 130.0 kB gzip, over 130.0 kB; largest chunk assets/index.js (100.0 kB)',
    ]);
  });

  it('names CSS files, large images and leaking chart chunks', () => {
    const failures = budgetFailures({
      homeScripts: [],
      css: [
        { file: 'a.css', gzip: 10_000 },
        { file: 'b.css', gzip: 5_001 },
      ],
      images: [{ file: 'assets/photo.jpg', bytes: 150_001 }],
      chartLeakChunks: ['assets/vendor.js'],
    });
    expect(failures).toEqual([
      'CSS is 15.0 kB gzip, over 15.0 kB: a.css (10.0 kB), b.css (5.0 kB)',
      'image assets/photo.jpg is 150.0 kB, over 150.0 kB',
      'chunk assets/vendor.js holds Chart.js code and loads without the trading route',
    ]);
  });
});

describe('formatting', () => {
  it('writes kilobytes of 1000 bytes with one decimal', () => {
    expect(formatKb(116_905)).toBe('116.9 kB');
    expect(formatKb(0)).toBe('0.0 kB');
  });

  it('pads columns and right-aligns sizes', () => {
    expect(
      formatTable([
        ['chunk', 'gzip'],
        ['assets/index.js', '116.9 kB'],
        ['a.js', '0.2 kB'],
      ]),
    ).toBe(
      ['chunk            gzip', 'assets/index.js  116.9 kB', 'a.js               0.2 kB'].join(
        '\n',
      ),
    );
  });
});
