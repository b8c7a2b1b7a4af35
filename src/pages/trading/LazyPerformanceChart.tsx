import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';
import type { PerformanceChart as Chart } from './PerformanceChart';
import { CHART_BOX_CLASS } from './chartBox';

const PerformanceChart = lazy(() =>
  import('./PerformanceChart').then((module) => ({ default: module.PerformanceChart })),
);

/** How far below the screen the chart starts loading, so it is drawn before it is reached. */
const LOAD_MARGIN = '600px 0px';

/**
 * The chart, loaded when it comes near the screen: Chart.js is the largest part
 * of the trading page's script and the chart sits below the first screen, so
 * the page's text is live sooner. Until then a box of the chart's size holds its
 * place (nothing moves when it draws) and carries the same text alternative.
 */
export function LazyPerformanceChart(props: ComponentProps<typeof Chart>) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const placeholder = (
    <div
      ref={box}
      role="img"
      aria-label={props.summary}
      data-chart-placeholder=""
      className={CHART_BOX_CLASS}
    />
  );
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <PerformanceChart {...props} />
    </Suspense>
  );
}
