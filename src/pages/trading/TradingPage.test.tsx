// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readChartData } from '../../islands/chart/chartData';
import { linksReading } from '../../test/links';
import { drawAsBuilt } from '../../test/render';
import { TRADING_LINKS } from '../../content/trading';
import type * as TradingContent from '../../content/trading';
import TradingPage from './TradingPage';

const TEMPLATE_TRADING = import.meta.glob<object>('../../locales/*/trading.json', {
  eager: true,
  import: 'default',
});

/**
 * ESMA's risk warning as each language's official text words it (Decision (EU) 2018/796,
 * Annex II; Consob delibera n. 20976, Allegato II, in Italian), the sample's 81.5 % filled in,
 * after the sentence saying the platform offers CFDs. docs/decisions/copy-and-terms.md says how
 * sure each is.
 */
const CFD_WARNING = {
  en: 'The platform also offers CFDs. CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. 81.5% of retail investor accounts lose money when trading CFDs with this provider. You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.',
  it: 'La piattaforma offre anche CFD. I CFD sono strumenti complessi e comportano un alto rischio di perdere denaro rapidamente a causa della leva finanziaria. L’81,5% di conti di investitori al dettaglio perde denaro a causa delle negoziazioni in CFD con questo fornitore. Dovresti valutare se comprendi il funzionamento dei CFD e se puoi permetterti di correre l’alto rischio di perdere il tuo denaro.',
  de: 'Die Plattform bietet außerdem CFDs an. CFDs sind komplexe Instrumente und gehen wegen der Hebelwirkung mit dem hohen Risiko einher, schnell Geld zu verlieren. 81,5\u00a0% der Kleinanlegerkonten verlieren Geld beim CFD-Handel mit diesem Anbieter. Sie sollten überlegen, ob Sie verstehen, wie CFDs funktionieren, und ob Sie es sich leisten können, das hohe Risiko einzugehen, Ihr Geld zu verlieren.',
  fr: 'La plateforme propose également des CFD. Les CFD sont des instruments complexes et présentent un risque élevé de perte rapide en capital en raison de l’effet de levier. 81,5\u202f% des comptes d’investisseurs particuliers perdent de l’argent lors de la négociation de CFD avec ce fournisseur. Vous devez vous assurer que vous comprenez le fonctionnement des CFD et que vous pouvez vous permettre de prendre le risque élevé de perdre votre argent.',
  es: 'La plataforma también ofrece CFD. Los CFD son instrumentos complejos y conllevan un alto riesgo de perder dinero rápidamente debido al apalancamiento. El 81,5\u00a0% de las cuentas de inversores minoristas pierden dinero en la comercialización con CFD con este proveedor. Debe considerar si comprende el funcionamiento de los CFD y si puede permitirse asumir un riesgo elevado de perder su dinero.',
};

/** The box that holds ESMA's warning. */
const cfdWarningBox = () => document.querySelector<HTMLElement>('[data-cfd-warning]');

/** Draws the page as the build does (static markup, the behaviours of src/behaviours live). */
function drawTradingPage(options?: Parameters<typeof drawAsBuilt>[1]) {
  drawAsBuilt(<TradingPage />, options);
}

/** The one link whose words match; its accessible name is what a test asserts on it. */
function linkReading(words: RegExp): HTMLAnchorElement {
  const [link, ...others] = linksReading(words);
  if (!link || others.length > 0) throw new Error(`not one link reading ${words}`);
  return link;
}

/** The view select (the page has one): found by its tag, its name asserted. */
function viewSelect(name: string): HTMLSelectElement {
  const select = document.querySelector('select');
  expect(select).toHaveAccessibleName(name);
  if (!select) throw new Error('no view select');
  return select;
}

/** The chart's text alternative for a view (the select shows one of them, by CSS). */
const chartPlace = (view: 'monthly' | 'annual') =>
  document.querySelector<HTMLElement>(`[data-chart-placeholder][data-view="${view}"]`);

/** A year of the accordion: its <details>, found by the year its summary names. */
function yearPanel(year: RegExp): HTMLDetailsElement {
  const summary = screen.getAllByText(year, { selector: 'summary > span' })[0];
  const details = summary?.closest('details');
  if (!details) throw new Error(`no year ${year}`);
  return details;
}

const monthCards = (panel: HTMLElement) => within(panel).getAllByRole('listitem', { hidden: true });

// The tests that only read the page share one drawing per language (docs/decisions/test-time.md);
// a test that clicks draws its own.
describe('TradingPage in English', () => {
  beforeAll(() => drawTradingPage());

  it('shows the title, the text, the disclaimer and the two outbound links', () => {
    expect(document.querySelector('h1')).toHaveAccessibleName('Trading and performance');
    expect(screen.getByText(/long-term investor since 2020/)).toBeInTheDocument();
    expect(screen.getByText('Not financial advice', { selector: 'h2' })).toHaveAccessibleName(
      'Not financial advice',
    );

    const profile = linkReading(/See my public profile/);
    expect(profile).toHaveAccessibleName(/^See my public profile/);
    expect(profile).toHaveAttribute('href', TRADING_LINKS.profileUrl);
    expect(profile).toHaveAttribute('target', '_blank');
    expect(profile).toHaveAttribute('rel', 'noopener noreferrer');
    const signup = linkReading(/Open an account on the platform/);
    expect(signup).toHaveAccessibleName(/^Open an account on the platform/);
    expect(signup).toHaveAttribute('href', TRADING_LINKS.signupUrl);
    // ESMA's warning describes the link, the platform's figure written in the page's language.
    expect(signup).toHaveAccessibleDescription(
      /CFDs are complex instruments .* 81\.5% of retail investor accounts lose money when trading CFDs with this provider\. You should consider/,
    );
  });

  it('sets the CFD warning apart, before the sign-up link, as large as the lead text and in ink', () => {
    const warning = cfdWarningBox();
    if (!warning) throw new Error('no CFD warning');
    const lead = screen.getByText(/^Alongside software/).parentElement;
    const size = (element: Element | null) =>
      [...(element?.classList ?? [])].filter((name) =>
        /^text-(xs|sm|base|lg|xl|\d?xl)$/.test(name),
      );
    expect(size(warning)).toEqual(['text-lg']);
    expect(size(warning)).toEqual(size(lead));
    expect(warning).toHaveClass('text-ink', 'border-2', 'border-edge', 'rounded-card');
    expect(warning).not.toHaveClass('text-muted');
    const signup = linkReading(/Open an account on the platform/);
    expect(warning.compareDocumentPosition(signup) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The referral sentence stays apart, beside the links, with the capital at risk.
    expect(warning).not.toHaveTextContent(/referral/);
    expect(signup.closest('nav')).toHaveTextContent(
      /The sign-up link is a referral link.*Your capital is at risk/,
    );
    expect(signup.closest('nav')).not.toHaveTextContent(/CFDs are complex/);
  });

  it('shows the headline figures with their labels', () => {
    expect(
      screen.getByText('Cumulative return since January 2022 (sum of monthly returns)'),
    ).toBeInTheDocument();
    expect(screen.getByText('+25,11%', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Average risk score over the last 7 days')).toBeInTheDocument();
    expect(screen.getByText('3 out of 10')).toBeInTheDocument();
    expect(screen.getByText('Profitable weeks')).toBeInTheDocument();
    expect(screen.getByText('61,54%')).toBeInTheDocument();
  });

  it('leads with the cumulative return the chart ends on, in either view', () => {
    const headline = screen.getByText(/^Cumulative return since/).nextElementSibling?.textContent;
    const chartEnd = (view: 'monthly' | 'annual') =>
      /Cumulative return at the end: (\S+%)/.exec(chartPlace(view)?.ariaLabel ?? '')?.[1];
    expect(headline).toMatch(/^[+-]\d+,\d\d%$/);
    // The headline keeps the spec's comma; the chart's summary is a sentence, in English's point.
    expect(chartEnd('monthly')).toBe(headline?.replace(',', '.'));
    expect(chartEnd('annual')).toBe(headline?.replace(',', '.'));
  });

  it("keeps the chart's place with its text alternatives, and the island's words and figures", () => {
    const island = document.querySelector('performance-chart');
    expect(island).toHaveAttribute('data-island', 'performance-chart');
    expect(chartPlace('monthly')).toHaveAttribute('role', 'img');
    expect(document.querySelector('canvas')).toBeNull();
    const data = island ? readChartData(island) : null;
    expect(data?.viewSelectId).toBe(viewSelect('View').id);
    expect(data?.language).toBe('en');
    expect(data?.returnDatasetLabel).toBe('Return (%)');
    expect(data?.views.monthly.labels).toHaveLength(48);
    expect(data?.views.monthly.labels[0]).toBe('Jan 2022');
    expect(data?.views.monthly.cumulative.at(-3)).toBe(25.11);
    expect(data?.views.annual.labels).toEqual(['2022', '2023', '2024', '2025 (partial)']);
    expect(data?.views.annual.summary).toBe(chartPlace('annual')?.ariaLabel);
  });

  it('names the chart after each view’s series in the current language', () => {
    expect(chartPlace('monthly')).toHaveAccessibleName(
      /from January 2022 to October 2025\. Cumulative return at the end: \+25\.11%/,
    );
    expect(chartPlace('annual')).toHaveAccessibleName(
      /from 2022 to 2025 \(partial\)\. Cumulative return at the end: \+25\.11%/,
    );
  });
});

describe('TradingPage in Italian', () => {
  beforeAll(() => drawTradingPage({ language: 'it' }));

  it('says beside the sign-up link that it is a referral link, with the risk', () => {
    const signup = linkReading(/Apri un conto sulla piattaforma/);
    expect(signup).toHaveAccessibleName(/^Apri un conto sulla piattaforma/);
    expect(signup).toHaveAccessibleDescription(/è un link di referral.*capitale è a rischio/);
    // “ottantuno”: the article elides (src/lib/numberWords.ts).
    expect(signup).toHaveAccessibleDescription(
      /I CFD sono strumenti complessi .* L’81,5% di conti di investitori al dettaglio perde denaro/,
    );
    expect(signup.closest('nav')).toHaveTextContent(/link di referral/);
  });

  it('speaks Italian, with the spec labels', () => {
    expect(document.querySelector('h1')).toHaveAccessibleName('Trading e rendimenti');
    expect(viewSelect('Vista')).toHaveValue('monthly');
    expect(yearPanel(/2025 \(parziale\)/).open).toBe(true);
    expect(chartPlace('monthly')).toHaveAccessibleName(
      /tra gennaio 2022 e ottobre 2025\. Rendimento cumulato finale: \+25,11%/,
    );
    expect(screen.getAllByText('Gennaio').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Rendimento').length).toBeGreaterThan(0);
  });
});

describe('TradingPage', () => {
  it.each(Object.entries(CFD_WARNING))(
    'words the CFD warning in %s as the official text does',
    (language, warning) => {
      const strings = { trading: TEMPLATE_TRADING[`../../locales/${language}/trading.json`] ?? {} };
      drawTradingPage({ language, strings });
      // textContent: the matchers would take the no-break spaces for plain ones.
      expect(cfdWarningBox()?.textContent).toBe(warning);
    },
  );

  it('starts monthly with 2025 open, one year at a time, and closes the open year', async () => {
    const user = userEvent.setup();
    drawTradingPage();
    expect(viewSelect('View')).toHaveValue('monthly');

    const year2025 = yearPanel(/2025 \(partial\)/);
    const year2022 = yearPanel(/^2022$/);
    expect(year2025.open).toBe(true);
    expect(year2022.open).toBe(false);
    // One name for every year: the browser keeps one open (tests/e2e/early-taps.spec.ts).
    expect(year2022.getAttribute('name')).toBeTruthy();
    expect(year2022.getAttribute('name')).toBe(year2025.getAttribute('name'));

    const cards2025 = monthCards(year2025);
    expect(cards2025).toHaveLength(12);
    expect(cards2025[0]).toHaveTextContent('January');
    expect(cards2025[0]).toHaveTextContent('+2,41%');
    expect(cards2025[1]).toHaveTextContent('-0,86%');
    expect(cards2025[1]).toHaveAttribute('data-tone', 'loss');
    expect(cards2025[10]).toHaveTextContent('—');
    expect(cards2025[10]).toHaveAttribute('data-tone', 'missing');
    expect(cards2025[11]).toHaveTextContent('December');
    expect(cards2025[11]).toHaveTextContent('—');
    // Every year's months are in the page, for crawlers and readers without script.
    expect(monthCards(year2022)).toHaveLength(12);

    await user.click(within(year2022).getByText('2022'));
    expect(year2022.open).toBe(true);
    expect(within(year2022).getAllByRole('listitem')[0]).toBeVisible();
    await user.click(within(year2022).getByText('2022'));
    expect(year2022.open).toBe(false);
  });

  it('switches to the annual cards and back', async () => {
    const user = userEvent.setup();
    drawTradingPage();
    await user.selectOptions(viewSelect('View'), 'annual');

    const annual = document.querySelector<HTMLElement>('ul[aria-label="Annual returns"]');
    expect(annual).toHaveAccessibleName('Annual returns');
    if (!annual) throw new Error('no annual cards');
    const cards = within(annual).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      '2022Return-10,92%',
      '2023Return+18,51%',
      '2024Return+8,83%',
      '2025 (partial)Return+8,69%',
    ]);
    // The page's parts switch by CSS on the select's value (styles.css); the chart follows it
    // (src/islands/chart/performanceChart.test.ts).
    expect(annual.closest('[data-view]')).toHaveAttribute('data-view', 'annual');
    await user.selectOptions(viewSelect('View'), 'monthly');
    expect(viewSelect('View')).toHaveValue('monthly');
  });

  it('leaves out the sign-up link and the reward where the page may not show them, and keeps the warning', async () => {
    // What the owner's facts give a UK owner without an approved financial promotion
    // (tooling/owner/files/trading.ts, unapprovedUkPromotion).
    vi.resetModules();
    vi.doMock('../../content/trading', async (original) => {
      const content = await original<typeof TradingContent>();
      return {
        ...content,
        TRADING_LINKS: { ...content.TRADING_LINKS, signupUrl: null },
        SIGNUP_DISCLOSURE: { ...content.SIGNUP_DISCLOSURE, referral: false },
      };
    });
    const { default: Page } = await import('./TradingPage');
    const { drawAsBuilt: draw } = await import('../../test/render');
    draw(<Page />);
    vi.doUnmock('../../content/trading');
    expect(linksReading(/See my public profile/)).toHaveLength(1);
    expect(linksReading(/Open an account/)).toEqual([]);
    expect(screen.queryByText(/referral/)).toBeNull();
    expect(screen.getByText(/Your capital is at risk/)).toBeInTheDocument();
    expect(cfdWarningBox()).toHaveTextContent(/CFDs are complex instruments/);
  });
});
