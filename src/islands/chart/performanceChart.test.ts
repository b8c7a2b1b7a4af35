// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { lookVariable, typefaceVariable } from '../../lib/lookTokens';
import type { ChartData as IslandData } from './chartData';

/** Chart.js as the island uses it, recorded: jsdom draws no canvas. */
const charts = vi.hoisted(() => {
  interface Drawn {
    canvas: HTMLCanvasElement;
    config: {
      data: { labels: string[] };
      options: {
        elements: { line: { tension: number } };
        scales: { x: { ticks: { maxTicksLimit: number; font: { family: string } } } };
        plugins: { legend: { labels: { font: { family: string } } } };
      };
    };
    updates: number;
    destroyed: boolean;
  }
  const drawn: Drawn[] = [];
  class Chart {
    static register = () => undefined;
    data: Drawn['config']['data'];
    options: Drawn['config']['options'];
    #record: Drawn;
    constructor(canvas: HTMLCanvasElement, config: Drawn['config']) {
      this.data = config.data;
      this.options = config.options;
      this.#record = { canvas, config, updates: 0, destroyed: false };
      drawn.push(this.#record);
    }
    update() {
      this.#record.config = { data: this.data, options: this.options };
      this.#record.updates += 1;
    }
    destroy() {
      this.#record.destroyed = true;
    }
  }
  return { drawn, Chart };
});
vi.mock('chart.js', () => ({
  Chart: charts.Chart,
  BarController: {},
  BarElement: {},
  CategoryScale: {},
  Legend: {},
  LinearScale: {},
  LineController: {},
  LineElement: {},
  PointElement: {},
  Tooltip: {},
}));

const DATA: IslandData = {
  language: 'it',
  viewSelectId: 'view',
  returnDatasetLabel: 'Rendimento (%)',
  cumulativeDatasetLabel: 'Rendimento cumulativo (%)',
  views: {
    monthly: {
      labels: ['gen 2022', 'feb 2022'],
      returns: [1.5, -0.5],
      cumulative: [1.5, 1],
      summary: 'Mesi: +1,00%',
    },
    annual: { labels: ['2022'], returns: [1], cumulative: [1], summary: 'Anni: +1,00%' },
  },
};

/** The trading panel's view select and the chart's place, as the build draws them. */
function drawPage(): HTMLElement {
  document.body.innerHTML = `
    <select id="view"><option value="monthly">Mensile</option><option value="annual">Annuale</option></select>
    <div id="box"></div>`;
  const island = document.createElement('performance-chart');
  island.setAttribute('data-island', 'performance-chart');
  island.setAttribute('data-props', JSON.stringify(DATA));
  island.innerHTML = `<div role="img" aria-label="Mesi: +1,00%" data-view="monthly"></div><div role="img" aria-label="Anni: +1,00%" data-view="annual"></div>`;
  document.getElementById('box')?.append(island);
  return island;
}

const select = () => document.getElementById('view') as HTMLSelectElement;

const mediaListeners = new Set<() => void>();
let narrowScreen = false;

/** A stylesheet for the test, gone when it finishes. */
function style(css: string): void {
  const sheet = document.createElement('style');
  sheet.textContent = css;
  document.head.append(sheet);
  onTestFinished(() => sheet.remove());
}

describe('the chart island', () => {
  beforeAll(async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query.includes('max-width: 639.98px') && narrowScreen;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => mediaListeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => mediaListeners.delete(listener),
    }));
    await import('./performanceChart');
  });
  afterEach(() => {
    document.body.replaceChildren();
    document.documentElement.classList.remove('dark');
    charts.drawn.length = 0;
    narrowScreen = false;
  });

  it('draws nothing until it is near the screen, then the chart in its box, named by its view', () => {
    const island = drawPage();
    expect(charts.drawn).toHaveLength(0);
    island.setAttribute('data-near', '');
    expect(charts.drawn).toHaveLength(1);
    const [chart] = charts.drawn;
    expect(island.children).toHaveLength(1);
    expect(chart?.canvas.parentElement).toBe(island);
    expect(chart?.canvas).toHaveAttribute('role', 'img');
    expect(chart?.canvas).toHaveAttribute('aria-label', 'Mesi: +1,00%');
    expect(chart?.config.data.labels).toEqual(['gen 2022', 'feb 2022']);
    expect(island).toHaveAttribute('data-theme', 'light');
  });

  it('follows the view’s select and the theme, and is destroyed with its page', async () => {
    const island = drawPage();
    island.setAttribute('data-near', '');
    const [chart] = charts.drawn;
    select().value = 'annual';
    select().dispatchEvent(new Event('change'));
    expect(chart?.config.data.labels).toEqual(['2022']);
    expect(chart?.config.options.elements.line.tension).toBe(0);
    expect(chart?.canvas).toHaveAttribute('aria-label', 'Anni: +1,00%');
    document.documentElement.classList.add('dark');
    await vi.waitFor(() => expect(island).toHaveAttribute('data-theme', 'dark'));
    expect(chart?.updates).toBe(2);
    island.remove();
    expect(chart?.destroyed).toBe(true);
  });

  it('draws the view the visitor chose before its code came', () => {
    const island = drawPage();
    select().value = 'annual';
    island.setAttribute('data-near', '');
    expect(charts.drawn[0]?.config.data.labels).toEqual(['2022']);
  });

  it('draws its line in the theme’s colour and follows the 640 px breakpoint live', async () => {
    const gain = lookVariable('gain');
    style(`:root { ${gain}: #008236; } :root.dark { ${gain}: #7bf1a8; }`);
    const island = drawPage();
    island.setAttribute('data-near', '');
    const [chart] = charts.drawn;
    expect(island).toHaveAttribute('data-line-color', '#008236');
    document.documentElement.classList.add('dark');
    await vi.waitFor(() => expect(island).toHaveAttribute('data-line-color', '#7bf1a8'));
    expect(chart?.config.options.scales.x.ticks.maxTicksLimit).toBe(20);
    narrowScreen = true;
    mediaListeners.forEach((listener) => listener());
    expect(chart?.config.options.scales.x.ticks.maxTicksLimit).toBe(6);
  });

  it('draws its ticks and legend in the look’s typefaces, where the chart sits', () => {
    // The look's stacks (tooling/look/typefaces.ts); a part that has the web fonts sets its own.
    style(
      `:root, :root * { ${typefaceVariable('voice')}: "Voice Mono", monospace; ${typefaceVariable('body')}: "Body Sans", sans-serif; }`,
    );
    drawPage().setAttribute('data-near', '');
    const options = charts.drawn[0]?.config.options;
    expect(options?.scales.x.ticks.font.family).toBe('"Voice Mono", monospace');
    expect(options?.plugins.legend.labels.font.family).toBe('"Body Sans", sans-serif');
  });
});
