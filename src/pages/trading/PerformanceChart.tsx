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
import { useReducedMotion } from 'motion/react';
import { useMemo } from 'react';
import { Chart } from 'react-chartjs-2';
import {
  buildChartData,
  buildChartOptions,
  DATASET_ID_KEY,
  lineColor,
  NARROW_SCREEN_QUERY,
  type ChartValues,
  type MixedChartType,
  type PerformanceView,
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

interface PerformanceChartProps {
  view: PerformanceView;
  labels: readonly string[];
  returns: readonly (number | null)[];
  cumulative: readonly (number | null)[];
  returnDatasetLabel: string;
  cumulativeDatasetLabel: string;
  /** The canvas's accessible name: what the series shows, in words. */
  summary: string;
}

/** The combined chart: cumulative line over stacked positive and negative bars. */
export function PerformanceChart({
  view,
  labels,
  returns,
  cumulative,
  returnDatasetLabel,
  cumulativeDatasetLabel,
  summary,
}: PerformanceChartProps) {
  const dark = useDocumentDarkClass();
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const reducedMotion = useReducedMotion() ?? false;

  const input = useMemo(
    () => ({
      view,
      labels,
      returns,
      cumulative,
      returnDatasetLabel,
      cumulativeDatasetLabel,
      dark,
      narrow,
      reducedMotion,
    }),
    [
      view,
      labels,
      returns,
      cumulative,
      returnDatasetLabel,
      cumulativeDatasetLabel,
      dark,
      narrow,
      reducedMotion,
    ],
  );
  const data = useMemo(() => buildChartData(input), [input]);
  const options = useMemo(() => buildChartOptions(input), [input]);

  return (
    <div
      className={CHART_BOX_CLASS}
      data-line-color={lineColor(cumulative, dark)}
      data-theme={dark ? 'dark' : 'light'}
    >
      <Chart<MixedChartType, ChartValues, string>
        type="bar"
        data={data}
        options={options}
        datasetIdKey={DATASET_ID_KEY}
        role="img"
        aria-label={summary}
      />
    </div>
  );
}
