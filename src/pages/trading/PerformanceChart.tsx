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
import { memo } from 'react';
import { Chart } from 'react-chartjs-2';
import { tokenColour, type Token } from '../../lib/lookTokens';
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

/** The series and its labels; the theme, screen width, motion preference and language are read here. */
type PerformanceChartProps = Omit<
  ChartInput,
  'colour' | 'language' | 'narrow' | 'reducedMotion'
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
  const colour = (token: Token) => tokenColour(document.documentElement, token);
  const input: ChartInput = { ...series, colour, language, narrow, reducedMotion };

  return (
    <div
      className={CHART_BOX_CLASS}
      data-line-color={colour(lineToken(series.cumulative))}
      data-theme={dark ? 'dark' : 'light'}
    >
      <Chart<MixedChartType, ChartValues, string>
        type="bar"
        data={buildChartData(input)}
        options={buildChartOptions(input)}
        datasetIdKey={DATASET_ID_KEY}
        role="img"
        aria-label={summary}
      />
    </div>
  );
});
