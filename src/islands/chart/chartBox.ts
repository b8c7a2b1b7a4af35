/**
 * The chart's box at each breakpoint, shared by the chart and its placeholder.
 * `overflow-hidden`: between React adding the canvas and Chart.js sizing it, the
 * canvas has the browser's default 300 px width, wider than a 320 px screen's box.
 */
export const CHART_BOX_CLASS = 'relative h-[300px] overflow-hidden sm:h-[500px] md:h-[700px]';
