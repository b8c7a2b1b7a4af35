// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { companies as COMPANIES, projectsIn } from '../../content/projects';
import { labelled, shown } from '../../test/finders';
import { drawAsBuilt } from '../../test/render';
import ProjectsPage from './ProjectsPage';

/** The projects with their texts in English, as the English page shows them. */
const projects = projectsIn('en');

/** A project's name as the English page shows it: a product name, or its translated one. */
const nameOf = (project: (typeof projects)[number]) => project.name;

const namesOf = (company: string) =>
  projects.filter((project) => project.company === company).map(nameOf);

// Found by the markup, not by role: a query by role styles the whole page in jsdom
// (src/test/finders.ts). Each test draws the page as the build does; the behaviours
// (src/behaviours) filter and page it, as in the browser.
function shownNames(): string[] {
  return shown(document.querySelectorAll('h2')).map((heading) => heading.textContent ?? '');
}

const filterGroup = (name = 'Filter by company') => labelled('[role="group"]', name);
const companyButton = (company: string, group = filterGroup()) =>
  within(group).getByRole('button', { name: company });
const pager = (name = 'Project pages') => labelled('nav', name);

/** The card of the project shown under this name. */
function cardNamed(name: string): HTMLElement {
  const card = screen.getByText(name, { selector: 'h2' }).closest('article');
  if (!card) throw new Error(`no card for ${name}`);
  return card;
}

describe('ProjectsPage', () => {
  it('lists the companies in the fixed order with RGI pressed', () => {
    drawAsBuilt(<ProjectsPage />);
    const buttons = within(filterGroup()).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'RGI',
      'Italiaonline',
      'TECNAVIA APPS s.r.l.',
      'Teoresi',
      'Fastweb',
    ]);
    expect(buttons.map((button) => button.textContent)).toEqual([...COMPANIES]);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows two projects per page with a pager when there are more', async () => {
    const user = userEvent.setup();
    drawAsBuilt(<ProjectsPage />);
    const rgi = namesOf('RGI');
    expect(rgi.length).toBeGreaterThan(2);
    expect(shownNames()).toEqual(rgi.slice(0, 2));
    const pages = pager();
    const total = Math.ceil(rgi.length / 2);
    expect(within(pages).getByTestId('pagination-indicator')).toHaveTextContent(`1 / ${total}`);
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(shownNames()).toEqual(rgi.slice(2, 4));
    expect(within(pages).getByTestId('pagination-indicator')).toHaveTextContent(`2 / ${total}`);
  });

  it('goes back to page 1 when the company changes, and hides the pager for two or fewer', async () => {
    const user = userEvent.setup();
    drawAsBuilt(<ProjectsPage />);
    const pages = pager();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await user.click(companyButton('Italiaonline'));
    expect(shownNames()).toEqual(namesOf('Italiaonline').slice(0, 2));
    expect(within(pages).getByTestId('pagination-indicator')).toHaveTextContent(/^1 \//);

    const small = COMPANIES.find((company) => namesOf(company).length <= 2);
    if (!small) throw new Error('the content needs a company with two projects or fewer');
    await user.click(companyButton(small));
    expect(companyButton(small)).toHaveAttribute('aria-pressed', 'true');
    expect(shownNames()).toEqual(namesOf(small));
    expect(pages).not.toBeVisible();
  });

  it('shows company, period, the description of the project type and the technologies', async () => {
    const user = userEvent.setup();
    drawAsBuilt(<ProjectsPage />);
    const first = projects.find((project) => project.company === 'RGI');
    if (!first) throw new Error('no RGI project');
    const card = cardNamed(nameOf(first));
    expect(within(card).getByRole('heading', { level: 2 })).toHaveAccessibleName(nameOf(first));
    expect(card).toHaveTextContent(first.period);
    expect(within(card).getByText(/quotation and policy-lifecycle portal/)).toBeInTheDocument();
    expect(within(card).getByText('Angular')).not.toBeVisible();
    await user.click(within(card).getByText('Show technologies'));
    expect(within(card).getByText('Angular')).toBeVisible();
  });

  it('speaks Italian, Present included', async () => {
    const user = userEvent.setup();
    drawAsBuilt(<ProjectsPage />, { language: 'it' });
    expect(document.querySelector('h1')).toHaveAccessibleName('Progetti');
    filterGroup('Filtra per azienda');
    const pages = pager('Pagine dei progetti');
    const cards = shown(document.querySelectorAll('article'));
    expect(cards).toHaveLength(2);
    for (const card of cards) expect(within(card).getByText('Mostra tecnologie')).toBeVisible();
    // An ongoing project (AgentDesk, on page 2) writes "Present" in the page's language.
    await user.click(within(pages).getByRole('button', { name: 'Pagina successiva' }));
    expect(await screen.findByText('01/2023 – oggi')).toBeVisible();
  });

  it('translates the names that describe a project, and keeps product names as written', async () => {
    const user = userEvent.setup();
    drawAsBuilt(<ProjectsPage />, { language: 'it' });
    const group = filterGroup('Filtra per azienda');
    await user.click(companyButton('Fastweb', group));
    expect(shownNames()).toEqual(['Verifica della copertura in fibra', 'Bollette di MyFastweb']);
    await user.click(companyButton('RGI', group));
    expect(shownNames()).toContain('HalfLife');
  });
});
