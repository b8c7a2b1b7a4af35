// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOAD_MARGIN, watchIslands } from './islands';

/** An IntersectionObserver the test moves: `near(element)` brings it within the margin. */
const observed = new Map<Element, IntersectionObserverCallback>();
class FakeObserver {
  options: IntersectionObserverInit | undefined;
  constructor(
    private callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    margins.push(options?.rootMargin);
  }
  observe(element: Element) {
    observed.set(element, this.callback);
  }
  unobserve(element: Element) {
    observed.delete(element);
  }
}
const margins: (string | undefined)[] = [];
vi.stubGlobal('IntersectionObserver', FakeObserver);

function near(element: Element): void {
  const entry = { target: element, isIntersecting: true } as unknown as IntersectionObserverEntry;
  observed.get(element)?.([entry], {} as IntersectionObserver);
}

const modules = () =>
  [...document.head.querySelectorAll('script[type="module"]')].map((script) =>
    script.getAttribute('src'),
  );

describe('watchIslands', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('fetches an island’s code once one nears the screen, and marks each that does', () => {
    document.body.innerHTML = `
      <performance-chart data-island="performance-chart"></performance-chart>
      <performance-chart data-island="performance-chart"></performance-chart>`;
    const [first, second] = [...document.querySelectorAll('[data-island]')];
    if (!first || !second) throw new Error('no islands');
    watchIslands(document.body, { 'performance-chart': '/assets/chart.js' });
    expect(margins).toEqual([LOAD_MARGIN]);
    expect(modules()).toEqual([]);
    near(first);
    expect(first).toHaveAttribute('data-near');
    expect(second).not.toHaveAttribute('data-near');
    expect(modules()).toEqual(['/assets/chart.js']);
    near(second);
    expect(second).toHaveAttribute('data-near');
    // Fetched once a visit.
    expect(modules()).toEqual(['/assets/chart.js']);
  });

  it('watches the islands of a page shown later, not those already near', () => {
    document.body.innerHTML = `<performance-chart data-island="performance-chart" data-near=""></performance-chart>`;
    const shown = document.querySelector('[data-island]');
    watchIslands(document.body, { 'performance-chart': '/assets/chart.js' });
    expect(shown && observed.has(shown)).toBe(false);
  });
});
