import type { HTMLAttributes as ElementAttributes } from 'react';
import { ISLAND_DATA_ATTRIBUTE, ISLAND_ATTRIBUTE } from '../../behaviours/contract';
import { CHART_BOX_CLASS } from '../../islands/chart/chartBox';
import { PERFORMANCE_VIEWS } from '../../islands/chart/chartConfig';
import { CHART_ISLAND, type ChartData } from '../../islands/chart/chartData';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- how React's JSX types are extended
  namespace JSX {
    interface IntrinsicElements {
      [CHART_ISLAND]: ElementAttributes<HTMLElement> & Record<`data-${string}`, string>;
    }
  }
}

/**
 * The chart's place: a box of the chart's size holding its text alternative
 * for each view (the select shows one, by CSS), and the chart's words and
 * figures for the island (src/islands/chart/), which draws the chart there
 * once it nears the screen. Until then, and without script, the data table
 * below says what it shows.
 */
export function ChartIsland({ data }: { data: ChartData }) {
  return (
    <performance-chart
      {...{ [ISLAND_ATTRIBUTE]: CHART_ISLAND, [ISLAND_DATA_ATTRIBUTE]: JSON.stringify(data) }}
      className={`block ${CHART_BOX_CLASS}`}
    >
      {PERFORMANCE_VIEWS.map((view) => (
        <div
          key={view}
          role="img"
          aria-label={data.views[view].summary}
          data-view={view}
          data-chart-placeholder=""
          className="size-full"
        />
      ))}
    </performance-chart>
  );
}
