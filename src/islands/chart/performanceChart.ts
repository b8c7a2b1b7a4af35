/**
 * The trading chart: the site's one island, the one part of a page that
 * HTML and the behaviours cannot draw. Its code is fetched once the chart
 * nears the screen (src/after-paint/islands.ts); then `<performance-chart>`
 * is a custom element that draws Chart.js into its box, from the data the
 * build wrote on it (chartData.ts), in place of the box's text alternatives.
 * It follows the view's select, the theme (the `dark` class on <html>), the
 * screen's width, the visitor's motion preference and the web fonts as they
 * come; a page change that removes it destroys the chart.
 *
 * Plain Chart.js, no React: the chart is one canvas, and React DOM would
 * double the island's code (docs/decisions/first-paint.md).
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { NEAR_ATTRIBUTE } from '../../behaviours/contract';
import { tokenColour, typefaceStack, type Token, type TypefaceRole } from '../../lib/lookTokens';
import { FONTS_SWAPPED_ATTRIBUTE } from '../../lib/siteFiles';
import {
  buildChartData,
  buildChartOptions,
  lineToken,
  NARROW_SCREEN_QUERY,
  PERFORMANCE_VIEWS,
  REDUCED_MOTION_QUERY,
  type ChartInput,
  type ChartValues,
  type MixedChartType,
  type PerformanceView,
} from './chartConfig';
import { CHART_ISLAND, readChartData, type ChartData } from './chartData';

// Only what this chart draws.
Chart.register(
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

/** The view the select shows (its first where there is no select). */
function viewOf(select: HTMLSelectElement | null): PerformanceView {
  const value = select?.value;
  return PERFORMANCE_VIEWS.find((view) => view === value) ?? 'monthly';
}

/** What the chart draws now: the data, the select's view, the page as it is. */
function chartInput(box: HTMLElement, data: ChartData, view: PerformanceView): ChartInput {
  const { labels, returns, cumulative } = data.views[view];
  const root = document.documentElement;
  return {
    view,
    labels,
    returns,
    cumulative,
    returnDatasetLabel: data.returnDatasetLabel,
    cumulativeDatasetLabel: data.cumulativeDatasetLabel,
    language: data.language,
    narrow: matchMedia(NARROW_SCREEN_QUERY).matches,
    reducedMotion: matchMedia(REDUCED_MOTION_QUERY).matches,
    colour: (token: Token) => tokenColour(root, token),
    // Read where the chart sits: a part of the page that has the web fonts sets its own.
    typeface: (role: TypefaceRole) => typefaceStack(box, role),
  };
}

/** Calls `redraw` whenever what the chart is drawn from changes; returns what stops it. */
function watchPage(select: HTMLSelectElement | null, redraw: () => void): () => void {
  const root = document.documentElement;
  const attributes = new MutationObserver(redraw);
  attributes.observe(root, {
    attributes: true,
    attributeFilter: ['class', FONTS_SWAPPED_ATTRIBUTE],
  });
  const media = [NARROW_SCREEN_QUERY, REDUCED_MOTION_QUERY].map((query) => matchMedia(query));
  media.forEach((list) => list.addEventListener('change', redraw));
  select?.addEventListener('change', redraw);
  // A face that finishes loading after the chart drew: a canvas does not redraw by itself.
  const fonts = 'fonts' in document ? document.fonts : null;
  fonts?.addEventListener('loadingdone', redraw);
  return () => {
    attributes.disconnect();
    media.forEach((list) => list.removeEventListener('change', redraw));
    select?.removeEventListener('change', redraw);
    fonts?.removeEventListener('loadingdone', redraw);
  };
}

export class PerformanceChartElement extends HTMLElement {
  static observedAttributes = [NEAR_ATTRIBUTE];

  #chart: Chart<MixedChartType, ChartValues, string> | null = null;
  #stop: () => void = () => undefined;

  connectedCallback(): void {
    this.#draw();
  }

  attributeChangedCallback(): void {
    this.#draw();
  }

  disconnectedCallback(): void {
    this.#stop();
    this.#chart?.destroy();
    this.#chart = null;
  }

  /** Draws the chart once the element is in the page and near the screen. */
  #draw(): void {
    if (this.#chart || !this.isConnected || !this.hasAttribute(NEAR_ATTRIBUTE)) return;
    const data = readChartData(this);
    if (!data) return;
    const select = document.getElementById(data.viewSelectId);
    const viewSelect = select instanceof HTMLSelectElement ? select : null;
    const canvas = document.createElement('canvas');
    canvas.setAttribute('role', 'img');
    const current = () => {
      const view = viewOf(viewSelect);
      canvas.setAttribute('aria-label', data.views[view].summary);
      return chartInput(this, data, view);
    };
    const input = current();
    // The canvas takes the text alternatives' place, in the same box: nothing moves.
    this.replaceChildren(canvas);
    const chart = new Chart<MixedChartType, ChartValues, string>(canvas, {
      type: 'bar',
      data: buildChartData(input),
      options: buildChartOptions(input),
    });
    const redraw = () => {
      const next = current();
      chart.data = buildChartData(next);
      chart.options = buildChartOptions(next);
      this.#mark(next);
      chart.update();
    };
    this.#mark(input);
    this.#chart = chart;
    this.#stop = watchPage(viewSelect, redraw);
  }

  /** What the chart draws now, on the element: the line's colour and the theme (for the tests). */
  #mark(input: ChartInput): void {
    this.dataset.lineColor = input.colour(lineToken(input.cumulative));
    this.dataset.theme = document.documentElement.classList.contains('dark') ? 'dark' : 'light';
  }
}

if (!customElements.get(CHART_ISLAND)) {
  customElements.define(CHART_ISLAND, PerformanceChartElement);
}
