import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { memo, useEffect, useReducer, useState } from 'react';
import { Chart } from 'react-chartjs-2';
import { tokenColour, typefaceStack, type Token, type TypefaceRole } from '../../lib/lookTokens';
import { FONTS_SWAPPED_ATTRIBUTE } from '../../lib/siteFiles';
import { useCurrentLanguage } from '../../components/useCurrentLanguage';
import {
  buildChartData,
  buildChartOptions,
  DATASET_ID_KEY,
  lineToken,
  NARROW_SCREEN_QUERY,
  REDUCED_MOTION_QUERY,
  type ChartInput,
  type ChartValues,
  type MixedChartType,
} from './chartConfig';
import { CHART_BOX_CLASS } from './chartBox';
import { useDocumentDarkClass } from '../../components/useDocumentDarkClass';
import { useMediaQuery } from './useMediaQuery';

// Only what this chart draws; this module is reached only from the trading route's chunk.
ChartJS.register(
  BarController,
  LineController,
  BarElement,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

/**
 * The chart's box, as a ref callback and the element once in the page, so the look's font
 * stacks are read where the chart sits (a part of the page that has the web fonts sets its
 * own). Draws again when they may have changed: the page's last part takes the web fonts
 * (src/app/fontSwap.ts), or a face finishes loading after the chart drew (a canvas does not
 * redraw by itself).
 */
function useChartBox(): [(element: HTMLDivElement | null) => void, HTMLDivElement | null] {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const swapped = new MutationObserver(() => redraw());
    swapped.observe(document.documentElement, {
      attributes: true,
      attributeFilter: [FONTS_SWAPPED_ATTRIBUTE],
    });
    const fonts = 'fonts' in document ? document.fonts : null;
    const loaded = () => redraw();
    fonts?.addEventListener('loadingdone', loaded);
    return () => {
      swapped.disconnect();
      fonts?.removeEventListener('loadingdone', loaded);
    };
  }, []);
  return [setBox, box];
}

/** The series and its labels; the theme, screen width, motion preference, language and faces are read here. */
type PerformanceChartProps = Omit<
  ChartInput,
  'colour' | 'typeface' | 'language' | 'narrow' | 'reducedMotion'
> & {
  /** The canvas's accessible name: what the series shows, in words. */
  summary: string;
};

/**
 * The combined chart: cumulative line over stacked positive and negative bars.
 * Memoised as a whole, so the options and data are rebuilt (and Chart.js
 * updates) only when a prop, the theme, the screen width or the motion
 * preference changes, not whenever the panel around it renders.
 */
export const PerformanceChart = memo(function PerformanceChart({
  summary,
  ...series
}: PerformanceChartProps) {
  // Rendered again when the theme changes: the look's tokens are then read in the new one.
  const dark = useDocumentDarkClass();
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const language = useCurrentLanguage();
  const [boxRef, box] = useChartBox();
  const colour = (token: Token) => tokenColour(document.documentElement, token);
  const typeface = (role: TypefaceRole) => (box ? typefaceStack(box, role) : '');
  const input: ChartInput = { ...series, colour, typeface, language, narrow, reducedMotion };

  return (
    <div
      ref={boxRef}
      className={CHART_BOX_CLASS}
      data-line-color={colour(lineToken(series.cumulative))}
      data-theme={dark ? 'dark' : 'light'}
    >
      {box && (
        <Chart<MixedChartType, ChartValues, string>
          type="bar"
          data={buildChartData(input)}
          options={buildChartOptions(input)}
          datasetIdKey={DATASET_ID_KEY}
          role="img"
          aria-label={summary}
        />
      )}
    </div>
  );
});
