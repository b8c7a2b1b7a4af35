/** The chart's box at each breakpoint, shared by the chart and its placeholder. */
export const CHART_BOX_CLASS = 'relative h-[300px] sm:h-[500px] md:h-[700px]';
