// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { experience } from '../../content/experience';
import { filterYears } from '../../lib/period';
import { renderWithProviders } from '../../test/render';
import ExperiencePage from './ExperiencePage';

function cards(): HTMLElement[] {
  return screen.getAllByRole('article');
}

function cardFor(company: string, role: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 2, name: role });
  const card = heading.closest('article');
  if (!card) throw new Error(`no card for ${role}`);
  expect(card).toHaveTextContent(company);
  return card;
}

describe('ExperiencePage', () => {
  it('offers every year written in the periods, newest first, the newest pressed', () => {
    renderWithProviders(<ExperiencePage />);
    const group = screen.getByRole('group', { name: 'Filter by year' });
    const labels = within(group)
      .getAllByRole('button')
      .map((button) => button.textContent);
    const expected = filterYears(experience.entries.map((entry) => entry.period)).map(String);
    expect(labels).toEqual(expected);
    expect(labels[0]).toBe('2021');
    expect(labels.at(-1)).toBe('2005');
    expect(within(group).getByRole('button', { name: '2021' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows the entries of the newest year with Start and End badges', () => {
    renderWithProviders(<ExperiencePage />);
    expect(cards()).toHaveLength(2);
    expect(screen.getByText('2 entries in 2021')).toBeInTheDocument();
    const rgi = cardFor('RGI', 'Senior Software Engineer / Technical Architect FE');
    expect(rgi).toHaveTextContent('09/2021 – Present');
    expect(within(rgi).getByText('Start')).toBeInTheDocument();
    const italiaonline = cardFor('Italiaonline', 'Senior Front-end Developer');
    expect(within(italiaonline).getByText('End')).toBeInTheDocument();
  });

  it('filters by the chosen year, including years inside a period, with Only this year', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ExperiencePage />);
    await user.click(screen.getByRole('button', { name: '2014' }));
    expect(screen.getByRole('button', { name: '2014' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '2021' })).toHaveAttribute('aria-pressed', 'false');
    const intern = cardFor('Fastweb', 'Web Development Intern');
    expect(intern).toHaveTextContent('03/2014 – 09/2014');
    // The spec's words for a period that starts and ends in the selected year.
    expect(within(intern).getByText('Only this year')).toBeInTheDocument();
    const master = cardFor('Politecnico di Torino', 'Master’s Degree in Computer Engineering');
    // Its Start (2013) and End (2015) badges are in the page, shown for those years only.
    for (const badge of within(master).getAllByText(/^(Start|End|Only this year)$/)) {
      expect(badge).not.toBeVisible();
    }
    for (const rgi of screen.getAllByText('RGI')) expect(rgi).not.toBeVisible();
  });

  it('puts the description in a 3-line clamp and the stack in a closed disclosure', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ExperiencePage />);
    const rgi = cardFor('RGI', 'Senior Software Engineer / Technical Architect FE');
    const description = within(rgi).getByText(/./, { selector: 'p.line-clamp-3' });
    expect(description.textContent?.length).toBeGreaterThan(200);
    expect(within(rgi).getByText('Angular')).not.toBeVisible();
    await user.click(within(rgi).getByText('Show technologies'));
    expect(within(rgi).getByText('Angular')).toBeVisible();
    expect(within(rgi).getByText('Playwright')).toBeVisible();
  });

  it('speaks Italian, Present included', () => {
    renderWithProviders(<ExperiencePage />, { language: 'it' });
    expect(screen.getByRole('heading', { level: 1, name: 'Esperienza' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Filtra per anno' })).toBeInTheDocument();
    const rgi = cardFor('RGI', 'Senior Software Engineer / Technical Architect FE');
    expect(rgi).toHaveTextContent('09/2021 – oggi');
    expect(within(rgi).getByText('Inizio')).toBeInTheDocument();
    expect(within(rgi).getByText('Mostra tecnologie')).toBeInTheDocument();
    expect(screen.getByText('2 esperienze nel 2021')).toBeInTheDocument();
  });

  it('gives a period that starts and ends in the selected year the Italian badge Solo quest’anno', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ExperiencePage />, { language: 'it' });
    await user.click(screen.getByRole('button', { name: '2014' }));
    const intern = cardFor('Fastweb', 'Web Development Intern');
    expect(within(intern).getByText('Solo quest’anno')).toBeInTheDocument();
    expect(within(intern).queryByText(/^(Inizio|Fine)$/)).toBeNull();
  });

  it('shows the stack as written and the topics in Italian on the Italian page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ExperiencePage />, { language: 'it' });
    await user.click(screen.getByRole('button', { name: '2013' }));
    const master = cardFor('Politecnico di Torino', 'Laurea magistrale in Ingegneria Informatica');
    await user.click(within(master).getByText('Mostra tecnologie'));
    const chips = within(master)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(chips).toEqual([
      'Java',
      'C',
      'Python',
      'JavaScript',
      'SQL',
      'Sistemi distribuiti',
      'Interazione uomo-macchina',
    ]);
  });
});
