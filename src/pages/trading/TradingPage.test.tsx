// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readChartData } from '../../islands/chart/chartData';
import { renderWithProviders } from '../../test/render';
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

/** Renders the page, as the build draws it: the chart's place holds its text alternatives. */
function renderTradingPage(options?: Parameters<typeof renderWithProviders>[1]) {
  return renderWithProviders(<TradingPage />, options);
}

afterEach(() => {
  cleanup();
});

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

describe('TradingPage', () => {
  it('shows the title, the text, the disclaimer and the two outbound links', async () => {
    renderTradingPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Trading and performance' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/long-term investor since 2020/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Not financial advice' })).toBeInTheDocument();

    const profile = screen.getByRole('link', { name: /See my public profile/ });
    expect(profile).toHaveAttribute('href', TRADING_LINKS.profileUrl);
    expect(profile).toHaveAttribute('target', '_blank');
    expect(profile).toHaveAttribute('rel', 'noopener noreferrer');
    const signup = screen.getByRole('link', { name: /Open an account on the platform/ });
    expect(signup).toHaveAttribute('href', TRADING_LINKS.signupUrl);
    // ESMA's warning describes the link, the platform's figure written in the page's language.
    expect(signup).toHaveAccessibleDescription(
      /CFDs are complex instruments .* 81\.5% of retail investor accounts lose money when trading CFDs with this provider\. You should consider/,
    );
  });

  it('says beside the sign-up link that it is a referral link, with the risk', async () => {
    renderTradingPage({ language: 'it' });
    const signup = screen.getByRole('link', { name: /Apri un conto sulla piattaforma/ });
    expect(signup).toHaveAccessibleDescription(/è un link di referral.*capitale è a rischio/);
    // “ottantuno”: the article elides (src/lib/numberWords.ts).
    expect(signup).toHaveAccessibleDescription(
      /I CFD sono strumenti complessi .* L’81,5% di conti di investitori al dettaglio perde denaro/,
    );
    expect(signup.closest('nav')).toHaveTextContent(/link di referral/);
  });

  it.each(Object.entries(CFD_WARNING))(
    'words the CFD warning in %s as the official text does',
    async (language, warning) => {
      const strings = { trading: TEMPLATE_TRADING[`../../locales/${language}/trading.json`] ?? {} };
      renderTradingPage({ language, strings });
      // textContent: the matchers would take the no-break spaces for plain ones.
      expect(cfdWarningBox()?.textContent).toBe(warning);
    },
  );

  it('sets the CFD warning apart, before the sign-up link, as large as the lead text and in ink', async () => {
    renderTradingPage();
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
    const signup = screen.getByRole('link', { name: /Open an account on the platform/ });
    expect(warning.compareDocumentPosition(signup) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The referral sentence stays apart, beside the links, with the capital at risk.
    expect(warning).not.toHaveTextContent(/referral/);
    expect(signup.closest('nav')).toHaveTextContent(
      /The sign-up link is a referral link.*Your capital is at risk/,
    );
    expect(signup.closest('nav')).not.toHaveTextContent(/CFDs are complex/);
  });

  it('shows the headline figures with their labels', async () => {
    renderTradingPage();
    expect(
      screen.getByText('Cumulative return since January 2022 (sum of monthly returns)'),
    ).toBeInTheDocument();
    expect(screen.getByText('+25,11%', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Average risk score over the last 7 days')).toBeInTheDocument();
    expect(screen.getByText('3 out of 10')).toBeInTheDocument();
    expect(screen.getByText('Profitable weeks')).toBeInTheDocument();
    expect(screen.getByText('61,54%')).toBeInTheDocument();
  });

  it('leads with the cumulative return the chart ends on, in either view', async () => {
    renderTradingPage();
    const headline = screen.getByText(/^Cumulative return since/).nextElementSibling?.textContent;
    const chartEnd = (view: 'monthly' | 'annual') =>
      /Cumulative return at the end: (\S+%)/.exec(chartPlace(view)?.ariaLabel ?? '')?.[1];
    expect(headline).toMatch(/^[+-]\d+,\d\d%$/);
    // The headline keeps the spec's comma; the chart's summary is a sentence, in English's point.
    expect(chartEnd('monthly')).toBe(headline?.replace(',', '.'));
    expect(chartEnd('annual')).toBe(headline?.replace(',', '.'));
  });

  it('starts monthly with 2025 open, one year at a time, and closes the open year', async () => {
    const user = userEvent.setup();
    renderTradingPage();
    expect(screen.getByRole('combobox', { name: 'View' })).toHaveValue('monthly');

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
    renderTradingPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'View' }), 'annual');

    const annual = screen.getByRole('list', { name: 'Annual returns' });
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
    await user.selectOptions(screen.getByRole('combobox', { name: 'View' }), 'monthly');
    expect(screen.getByRole('combobox', { name: 'View' })).toHaveValue('monthly');
  });

  it("keeps the chart's place with its text alternatives, and the island's words and figures", async () => {
    renderTradingPage();
    const island = document.querySelector('performance-chart');
    expect(island).toHaveAttribute('data-island', 'performance-chart');
    expect(chartPlace('monthly')).toHaveAttribute('role', 'img');
    expect(document.querySelector('canvas')).toBeNull();
    const data = island ? readChartData(island) : null;
    const select = screen.getByRole('combobox', { name: 'View' });
    expect(data?.viewSelectId).toBe(select.id);
    expect(data?.language).toBe('en');
    expect(data?.returnDatasetLabel).toBe('Return (%)');
    expect(data?.views.monthly.labels).toHaveLength(48);
    expect(data?.views.monthly.labels[0]).toBe('Jan 2022');
    expect(data?.views.monthly.cumulative.at(-3)).toBe(25.11);
    expect(data?.views.annual.labels).toEqual(['2022', '2023', '2024', '2025 (partial)']);
    expect(data?.views.annual.summary).toBe(chartPlace('annual')?.ariaLabel);
  });

  it('names the chart after each view’s series in the current language', async () => {
    renderTradingPage();
    expect(chartPlace('monthly')).toHaveAccessibleName(
      /from January 2022 to October 2025\. Cumulative return at the end: \+25\.11%/,
    );
    expect(chartPlace('annual')).toHaveAccessibleName(
      /from 2022 to 2025 \(partial\)\. Cumulative return at the end: \+25\.11%/,
    );
  });

  it('speaks Italian, with the spec labels', async () => {
    renderTradingPage({ language: 'it' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Trading e rendimenti' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Vista' })).toHaveValue('monthly');
    expect(yearPanel(/2025 \(parziale\)/).open).toBe(true);
    expect(chartPlace('monthly')).toHaveAccessibleName(
      /tra gennaio 2022 e ottobre 2025\. Rendimento cumulato finale: \+25,11%/,
    );
    expect(screen.getAllByText('Gennaio').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Rendimento').length).toBeGreaterThan(0);
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
    const { renderWithProviders: render } = await import('../../test/render');
    render(<Page />);
    vi.doUnmock('../../content/trading');
    expect(screen.getByRole('link', { name: /See my public profile/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open an account/ })).toBeNull();
    expect(screen.queryByText(/referral/)).toBeNull();
    expect(screen.getByText(/Your capital is at risk/)).toBeInTheDocument();
    expect(cfdWarningBox()).toHaveTextContent(/CFDs are complex instruments/);
  });
});
