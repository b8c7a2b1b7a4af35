/**
 * Pure parts of the Lighthouse benchmark (scripts/bench.mjs): which routes to
 * measure, the figures taken from one Lighthouse result, medians over runs,
 * the budgets, the failing audits and the printed table.
 */

/** A path no route matches, to measure the 404 page. */
export const UNKNOWN_ROUTE = '/this-page-does-not-exist';

export const BENCH_BUDGETS = {
  performance: 98,
  lcpMs: 2000,
  tbtMs: 50,
  cls: 0.01,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
};

/** Route paths from the text of src/lib/routes.ts, plus the unknown route. */
export function routesFromTable(source) {
  const paths = [...source.matchAll(/\bpath:\s*['"`](\/[^'"`]*)['"`]/g)].map((match) => match[1]);
  return [...new Set([...paths, UNKNOWN_ROUTE])];
}

/**
 * Command line: --routes /,/trading  --runs N  --strict  --port P  (also --flag=value).
 * Unknown flags are an error so a typo does not silently run the full benchmark.
 */
export function parseArguments(argv) {
  const options = { routes: undefined, runs: 3, strict: false, port: 4330 };
  const args = argv.flatMap((arg) =>
    arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg],
  );
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    const value = () => {
      const next = args[index + 1];
      if (next === undefined || next.startsWith('--')) throw new Error(`${arg} needs a value`);
      index += 1;
      return next;
    };
    if (arg === '--strict') options.strict = true;
    else if (arg === '--routes') {
      options.routes = value()
        .split(',')
        .map((route) => route.trim())
        .filter(Boolean)
        .map((route) => (route.startsWith('/') ? route : `/${route}`));
      if (options.routes.length === 0) throw new Error('--routes needs at least one path');
    } else if (arg === '--runs') options.runs = positiveInteger(arg, value());
    else if (arg === '--port') options.port = positiveInteger(arg, value());
    else throw new Error(`unknown option ${arg} (use --routes, --runs, --port, --strict)`);
  }
  return options;
}

function positiveInteger(flag, text) {
  const number = Number(text);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${flag} needs a positive integer, got "${text}"`);
  return number;
}

/** The page URL Lighthouse opens for a route (the site uses hash routing). */
export function routeUrl(origin, route) {
  return `${origin.replace(/\/+$/, '')}/#${route}`;
}

const score = (category) => (category?.score == null ? null : Math.round(category.score * 100));
const numeric = (audit) => (typeof audit?.numericValue === 'number' ? audit.numericValue : null);

/** The figures the table shows, from one Lighthouse result (lhr). */
export function figuresFromResult(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    performance: score(lhr.categories.performance),
    fcpMs: numeric(lhr.audits['first-contentful-paint']),
    lcpMs: numeric(lhr.audits['largest-contentful-paint']),
    tbtMs: numeric(lhr.audits['total-blocking-time']),
    cls: numeric(lhr.audits['cumulative-layout-shift']),
    speedIndexMs: numeric(lhr.audits['speed-index']),
    totalKb: (numeric(lhr.audits['total-byte-weight']) ?? 0) / 1024,
    scriptKb: scriptBytes / 1024,
    accessibility: score(lhr.categories.accessibility),
    bestPractices: score(lhr.categories['best-practices']),
    seo: score(lhr.categories.seo),
  };
}

export function median(values) {
  const numbers = values.filter((value) => typeof value === 'number' && Number.isFinite(value));
  if (numbers.length === 0) return null;
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of each figure on its own, over the runs of one route. */
export function medianFigures(runs) {
  const keys = Object.keys(runs[0] ?? {});
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
}

/** Which budgets a route breaks, as short messages. SEO is not judged on the 404 page. */
export function routeBudgetFailures(route, figures, budgets = BENCH_BUDGETS) {
  const failures = [];
  const below = (value, limit) => value === null || value < limit;
  const above = (value, limit) => value === null || value > limit;
  if (below(figures.performance, budgets.performance))
    failures.push(`performance ${figures.performance} < ${budgets.performance}`);
  if (above(figures.lcpMs, budgets.lcpMs))
    failures.push(`LCP ${formatSeconds(figures.lcpMs)} > ${formatSeconds(budgets.lcpMs)}`);
  if (above(figures.tbtMs, budgets.tbtMs))
    failures.push(`TBT ${formatMs(figures.tbtMs)} > ${budgets.tbtMs} ms`);
  if (above(figures.cls, budgets.cls))
    failures.push(`CLS ${formatCls(figures.cls)} > ${budgets.cls}`);
  if (below(figures.accessibility, budgets.accessibility))
    failures.push(`accessibility ${figures.accessibility} < ${budgets.accessibility}`);
  if (below(figures.bestPractices, budgets.bestPractices))
    failures.push(`best practices ${figures.bestPractices} < ${budgets.bestPractices}`);
  if (route !== UNKNOWN_ROUTE && below(figures.seo, budgets.seo))
    failures.push(`SEO ${figures.seo} < ${budgets.seo}`);
  return failures;
}

/** One line: which budgets hold over every measured route and which do not. */
export function budgetSummary(results, budgets = BENCH_BUDGETS) {
  const checks = [
    [
      'performance ≥ 98',
      (route, f) => f.performance !== null && f.performance >= budgets.performance,
    ],
    ['LCP ≤ 2.0 s', (route, f) => f.lcpMs !== null && f.lcpMs <= budgets.lcpMs],
    ['TBT ≤ 50 ms', (route, f) => f.tbtMs !== null && f.tbtMs <= budgets.tbtMs],
    ['CLS ≤ 0.01', (route, f) => f.cls !== null && f.cls <= budgets.cls],
    ['accessibility 100', (route, f) => f.accessibility === budgets.accessibility],
    ['best practices 100', (route, f) => f.bestPractices === budgets.bestPractices],
    ['SEO 100 (not 404)', (route, f) => route === UNKNOWN_ROUTE || f.seo === budgets.seo],
    // A run that ended before the app's scripts arrived would flatter every figure.
    ['app scripts loaded in every run', (route, f, runs) => runs.every((run) => run.scriptKb > 0)],
  ];
  const held = [];
  const broken = [];
  for (const [label, holds] of checks) {
    const offenders = results
      .filter(({ route, figures, runs }) => !holds(route, figures, runs ?? [figures]))
      .map(({ route }) => route);
    if (offenders.length === 0) held.push(label);
    else broken.push(`${label} (fails on ${offenders.join(', ')})`);
  }
  return { held, broken, allHold: broken.length === 0 };
}

const CATEGORY_IDS = ['accessibility', 'best-practices', 'seo'];
const IGNORED_MODES = new Set(['notApplicable', 'informative', 'manual', 'error']);
const METRIC_AUDITS = new Set([
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'interactive',
  'max-potential-fid',
  'first-meaningful-paint',
]);

/**
 * Audits that did not pass in one result: every scored audit under 1 in
 * accessibility, best practices and SEO, and every scored performance audit
 * under 1 other than the metrics themselves (opportunities, diagnostics, insights).
 */
export function failingAudits(lhr) {
  const found = [];
  for (const categoryId of CATEGORY_IDS) {
    for (const ref of lhr.categories[categoryId]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || IGNORED_MODES.has(audit.scoreDisplayMode) || audit.score === null) continue;
      if (audit.score < 1)
        found.push({ category: categoryId, id: audit.id, title: audit.title, score: audit.score });
    }
  }
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || METRIC_AUDITS.has(audit.id) || IGNORED_MODES.has(audit.scoreDisplayMode)) {
      continue;
    }
    if (audit.score === null || audit.score >= 1) continue;
    const savings = Object.values(audit.metricSavings ?? {}).filter((v) => typeof v === 'number');
    found.push({
      category: 'performance',
      id: audit.id,
      title: audit.title,
      score: audit.score,
      savingsMs: Math.max(0, ...savings),
      displayValue: audit.displayValue ?? '',
    });
  }
  return found;
}

/** Merges failing audits over routes: one entry per category and id with the routes it fails on. */
export function mergeFailingAudits(perRoute) {
  const merged = new Map();
  for (const { route, audits } of perRoute) {
    for (const audit of audits) {
      const key = `${audit.category}:${audit.id}`;
      const entry = merged.get(key) ?? { ...audit, routes: [] };
      if (!entry.routes.includes(route)) entry.routes.push(route);
      entry.savingsMs = Math.max(entry.savingsMs ?? 0, audit.savingsMs ?? 0) || undefined;
      merged.set(key, entry);
    }
  }
  const order = ['accessibility', 'best-practices', 'seo', 'performance'];
  return [...merged.values()].sort(
    (a, b) =>
      order.indexOf(a.category) - order.indexOf(b.category) ||
      (b.savingsMs ?? 0) - (a.savingsMs ?? 0) ||
      a.id.localeCompare(b.id),
  );
}

export function formatSeconds(ms) {
  return ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`;
}
export function formatMs(ms) {
  return ms === null ? '–' : `${Math.round(ms)} ms`;
}
export function formatCls(value) {
  return value === null ? '–' : value.toFixed(3);
}
const formatKb = (kb) => (kb === null ? '–' : kb.toFixed(1));
const formatScore = (value) => (value === null ? '–' : String(value));

export const TABLE_HEADER = [
  'Route',
  'Perf',
  'FCP',
  'LCP',
  'TBT',
  'CLS',
  'SI',
  'Total KiB',
  'JS KiB',
  'A11y',
  'BP',
  'SEO',
];

export function tableRow(route, figures) {
  return [
    route,
    formatScore(figures.performance),
    formatSeconds(figures.fcpMs),
    formatSeconds(figures.lcpMs),
    formatMs(figures.tbtMs),
    formatCls(figures.cls),
    formatSeconds(figures.speedIndexMs),
    formatKb(figures.totalKb),
    formatKb(figures.scriptKb),
    formatScore(figures.accessibility),
    formatScore(figures.bestPractices),
    formatScore(figures.seo),
  ];
}

/** Plain text table with padded columns (route left, figures right). */
export function textTable(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
        )
        .join('  '),
    )
    .join('\n');
}

/** The same table as Markdown, for the README. */
export function markdownTable(rows) {
  const [header, ...body] = rows;
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const separator = header.map((_, column) => (column === 0 ? ':--' : '--:'));
  return [
    line(header),
    line(separator),
    ...body.map((row) => line(row.map((cell) => cell.replaceAll('|', '\\|')))),
  ].join('\n');
}
