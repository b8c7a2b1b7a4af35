import { describe, expect, it } from 'vitest';
import {
  failingAudits,
  figuresFromResult,
  mergeFailingAudits,
  type LighthouseResult,
} from './lighthouseFigures';

describe('figuresFromResult', () => {
  it('takes scores as 0–100, metrics in ms and script transfer from the network requests', () => {
    const lhr: LighthouseResult = {
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

describe('failing audits', () => {
  const lhr: LighthouseResult = {
    categories: {
      performance: {
        score: 0.97,
        auditRefs: [
          { id: 'largest-contentful-paint' },
          { id: 'unused-javascript' },
          { id: 'dom-size' },
        ],
      },
      accessibility: { score: 0.9, auditRefs: [{ id: 'color-contrast' }, { id: 'manual-check' }] },
      'best-practices': { score: 1, auditRefs: [{ id: 'errors-in-console' }] },
      seo: { score: 0.69, auditRefs: [{ id: 'is-crawlable' }] },
    },
    audits: {
      'largest-contentful-paint': { id: 'largest-contentful-paint', title: 'LCP', score: 0.5 },
      'unused-javascript': {
        id: 'unused-javascript',
        title: 'Reduce unused JavaScript',
        score: 0.5,
        metricSavings: { LCP: 150, FCP: 0 },
      },
      'dom-size': {
        id: 'dom-size',
        title: 'DOM size',
        score: null,
        scoreDisplayMode: 'informative',
      },
      'color-contrast': { id: 'color-contrast', title: 'Contrast', score: 0 },
      'manual-check': { id: 'manual-check', title: 'Manual', score: 0, scoreDisplayMode: 'manual' },
      'errors-in-console': { id: 'errors-in-console', title: 'Console', score: 1 },
      'is-crawlable': { id: 'is-crawlable', title: 'Crawlable', score: 0 },
    },
  };

  it('lists scored audits under 1 and performance audits with savings, not metrics or informative ones', () => {
    expect(failingAudits(lhr)).toEqual([
      { category: 'accessibility', id: 'color-contrast', title: 'Contrast', score: 0 },
      { category: 'seo', id: 'is-crawlable', title: 'Crawlable', score: 0 },
      {
        category: 'performance',
        id: 'unused-javascript',
        title: 'Reduce unused JavaScript',
        score: 0.5,
        savingsMs: 150,
      },
    ]);
  });

  it('merges over routes, keeps the largest saving and orders by category then saving', () => {
    const audits = failingAudits(lhr);
    const unused = audits.find((audit) => audit.id === 'unused-javascript');
    expect(unused).toBeDefined();
    const merged = mergeFailingAudits([
      { route: '/', audits },
      { route: '/trading', audits: unused ? [{ ...unused, savingsMs: 300 }] : [] },
    ]);
    expect(merged.map((audit) => [audit.id, audit.routes, audit.savingsMs])).toEqual([
      ['color-contrast', ['/'], undefined],
      ['is-crawlable', ['/'], undefined],
      ['unused-javascript', ['/', '/trading'], 300],
    ]);
  });
});
