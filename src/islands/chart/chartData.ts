/**
 * The chart island's data: what the trading page writes into the island's
 * element at build (its words in the page's language and the figures it draws)
 * and the island reads in the browser. No translation engine runs there.
 */
import { ISLAND_DATA_ATTRIBUTE } from '../../behaviours/contract';
import type { Language } from '../../lib/language';
import type { PerformanceView } from './chartConfig';

/** The island's element, and the island's name. */
export const CHART_ISLAND = 'performance-chart';

/** One view of the chart: a label, a return and the cumulative return per period. */
export interface ChartSeries {
  labels: string[];
  returns: (number | null)[];
  cumulative: (number | null)[];
  /** The canvas's accessible name: what the series shows, in words. */
  summary: string;
}

export interface ChartData {
  language: Language;
  /** The id of the view's select: the chart draws the view it shows. */
  viewSelectId: string;
  returnDatasetLabel: string;
  cumulativeDatasetLabel: string;
  views: Record<PerformanceView, ChartSeries>;
}

/** The data on the island's element; null where it is missing or unreadable. */
export function readChartData(element: Element): ChartData | null {
  try {
    return JSON.parse(element.getAttribute(ISLAND_DATA_ATTRIBUTE) ?? '') as ChartData;
  } catch {
    return null;
  }
}
