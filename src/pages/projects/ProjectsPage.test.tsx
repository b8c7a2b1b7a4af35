// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { companies as COMPANIES, projectsIn } from '../../content/projects';
import { renderWithProviders } from '../../test/render';
import ProjectsPage from './ProjectsPage';

/** The projects with their texts in English, as the English page shows them. */
const projects = projectsIn('en');

/** A project's name as the English page shows it: a product name, or its translated one. */
const nameOf = (project: (typeof projects)[number]) => project.name;

const namesOf = (company: string) =>
  projects.filter((project) => project.company === company).map(nameOf);

function shownNames(): string[] {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
}

describe('ProjectsPage', () => {
  it('lists the companies in the fixed order with RGI pressed', () => {
    renderWithProviders(<ProjectsPage />);
    const group = screen.getByRole('group', { name: 'Filter by company' });
    const buttons = within(group).getAllByRole('button');
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
    renderWithProviders(<ProjectsPage />);
    const rgi = namesOf('RGI');
    expect(rgi.length).toBeGreaterThan(2);
    expect(shownNames()).toEqual(rgi.slice(0, 2));
    const pager = screen.getByRole('navigation', { name: 'Project pages' });
    const total = Math.ceil(rgi.length / 2);
    expect(within(pager).getByTestId('pagination-indicator')).toHaveTextContent(`1 / ${total}`);
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(shownNames()).toEqual(rgi.slice(2, 4));
    expect(within(pager).getByTestId('pagination-indicator')).toHaveTextContent(`2 / ${total}`);
  });

  it('goes back to page 1 when the company changes, and hides the pager for two or fewer', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProjectsPage />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Italiaonline' }));
    expect(shownNames()).toEqual(namesOf('Italiaonline').slice(0, 2));
    expect(screen.getByTestId('pagination-indicator')).toHaveTextContent(/^1 \//);

    const small = COMPANIES.find((company) => namesOf(company).length <= 2);
    if (!small) throw new Error('the content needs a company with two projects or fewer');
    await user.click(screen.getByRole('button', { name: small }));
    expect(screen.getByRole('button', { name: small })).toHaveAttribute('aria-pressed', 'true');
    expect(shownNames()).toEqual(namesOf(small));
    expect(screen.queryByRole('navigation', { name: 'Project pages' })).not.toBeInTheDocument();
  });

  it('shows company, period, the description of the project type and the technologies', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProjectsPage />);
    const first = projects.find((project) => project.company === 'RGI');
    if (!first) throw new Error('no RGI project');
    const card = screen.getByRole('heading', { level: 2, name: nameOf(first) }).closest('article');
    if (!card) throw new Error('no card');
    expect(card).toHaveTextContent(first.period);
    expect(within(card).getByText(/quotation and policy-lifecycle portal/)).toBeInTheDocument();
    expect(within(card).getByText('Angular')).not.toBeVisible();
    await user.click(within(card).getByText('Show technologies'));
    expect(within(card).getByText('Angular')).toBeVisible();
  });

  it('speaks Italian, Present included', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProjectsPage />, { language: 'it' });
    expect(screen.getByRole('heading', { level: 1, name: 'Progetti' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Filtra per azienda' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagine dei progetti' })).toBeInTheDocument();
    const shown = screen.getAllByRole('article');
    expect(shown).toHaveLength(2);
    for (const card of shown) expect(within(card).getByText('Mostra tecnologie')).toBeVisible();
    // An ongoing project (AgentDesk, on page 2) writes "Present" in the page's language.
    await user.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(await screen.findByText('01/2023 – oggi')).toBeVisible();
  });

  it('translates the names that describe a project, and keeps product names as written', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProjectsPage />, { language: 'it' });
    await user.click(screen.getByRole('button', { name: 'Fastweb' }));
    expect(shownNames()).toEqual(['Verifica della copertura in fibra', 'Bollette di MyFastweb']);
    await user.click(screen.getByRole('button', { name: 'RGI' }));
    expect(shownNames()).toContain('HalfLife');
  });
});
