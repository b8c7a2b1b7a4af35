/**
 * What the benchmark reads from one Lighthouse result: the figures of the
 * table, and the audits that did not pass.
 */

/** The parts of a Lighthouse result (lhr) read here. */
export interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs?: { id: string }[] } | undefined>;
  audits: Record<string, LighthouseAudit | undefined>;
}

interface LighthouseAudit {
  id?: string;
  title?: string;
  score?: number | null;
  scoreDisplayMode?: string;
  numericValue?: number;
  displayValue?: string;
  metricSavings?: Record<string, number | undefined>;
  details?: { items?: { resourceType?: string; transferSize?: number; url?: string }[] };
}

export interface LighthouseFigures {
  performance: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  speedIndexMs: number | null;
  totalKb: number | null;
  scriptKb: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
}

const score = (category: { score: number | null } | undefined) =>
  category?.score === null || category?.score === undefined
    ? null
    : Math.round(category.score * 100);
const numeric = (audit: LighthouseAudit | undefined) =>
  typeof audit?.numericValue === 'number' ? audit.numericValue : null;

export function figuresFromResult(lhr: LighthouseResult): LighthouseFigures {
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

export interface FailingAudit {
  category: string;
  id: string;
  title: string;
  score: number;
  savingsMs?: number;
  routes?: string[];
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

function scored(audit: LighthouseAudit | undefined): audit is LighthouseAudit & { score: number } {
  return (
    audit !== undefined &&
    !IGNORED_MODES.has(audit.scoreDisplayMode ?? '') &&
    typeof audit.score === 'number'
  );
}

/**
 * Audits that did not pass: every scored audit under 1 in accessibility, best
 * practices and SEO, and every scored performance audit under 1 other than the
 * metrics themselves (opportunities, diagnostics, insights).
 */
export function failingAudits(lhr: LighthouseResult): FailingAudit[] {
  const found: FailingAudit[] = [];
  const add = (category: string, ref: { id: string }, withSavings: boolean) => {
    const audit = lhr.audits[ref.id];
    if (!scored(audit) || audit.score >= 1) return;
    const savings = Object.values(audit.metricSavings ?? {}).filter(
      (value): value is number => typeof value === 'number',
    );
    found.push({
      category,
      id: audit.id ?? ref.id,
      title: audit.title ?? ref.id,
      score: audit.score,
      ...(withSavings ? { savingsMs: Math.max(0, ...savings) } : {}),
    });
  };
  for (const category of CATEGORY_IDS) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) add(category, ref, false);
  }
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    if (!METRIC_AUDITS.has(ref.id)) add('performance', ref, true);
  }
  return found;
}

/** One entry per category and audit, with the routes it fails on, largest saving first. */
export function mergeFailingAudits(
  perRoute: readonly { route: string; audits: readonly FailingAudit[] }[],
): FailingAudit[] {
  const merged = new Map<string, FailingAudit & { routes: string[] }>();
  for (const { route, audits } of perRoute) {
    for (const audit of audits) {
      const key = `${audit.category}:${audit.id}`;
      const entry = merged.get(key) ?? { ...audit, routes: [] };
      if (!entry.routes.includes(route)) entry.routes.push(route);
      const savings = Math.max(entry.savingsMs ?? 0, audit.savingsMs ?? 0);
      entry.savingsMs = savings > 0 ? savings : undefined;
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
