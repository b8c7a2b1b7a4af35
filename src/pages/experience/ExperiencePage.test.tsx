// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { experience } from '../../content/experience';
import { filterYears } from '../../lib/period';
import { labelled, shown } from '../../test/finders';
import { drawAsBuilt } from '../../test/render';
import ExperiencePage from './ExperiencePage';

// Found by the markup, not by role: a query by role styles the whole page in jsdom
// (src/test/finders.ts). The page is drawn as the build does; the behaviours
// (src/behaviours) filter it, as in the browser.
function cards(): HTMLElement[] {
  return shown(document.querySelectorAll('article'));
}

/** The shown card of this role, at this company. */
function cardFor(company: string, role: string): HTMLElement {
  const [heading, ...others] = shown(document.querySelectorAll('h2')).filter(
    (candidate) => candidate.textContent === role,
  );
  if (!heading || others.length > 0) throw new Error(`not one card shown for ${role}`);
  expect(heading).toHaveAccessibleName(role);
  const card = heading.closest('article');
  if (!card) throw new Error(`no card for ${role}`);
  expect(card).toHaveTextContent(company);
  return card;
}

const filterGroup = (name = 'Filter by year') => labelled('[role="group"]', name);
const yearButton = (year: string, group = filterGroup()) =>
  within(group).getByRole('button', { name: year });

describe('ExperiencePage in English, as drawn', () => {
  // The tests that only read the page share one drawing (docs/decisions/test-time.md).
  beforeAll(() => drawAsBuilt(<ExperiencePage />));

  it('offers every year written in the periods, newest first, the newest pressed', () => {
    const group = filterGroup();
    const labels = within(group)
      .getAllByRole('button')
      .map((button) => button.textContent);
    const expected = filterYears(experience.entries.map((entry) => entry.period)).map(String);
    expect(labels).toEqual(expected);
    expect(labels[0]).toBe('2021');
    expect(labels.at(-1)).toBe('2005');
    expect(yearButton('2021', group)).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the entries of the newest year with Start and End badges', () => {
    expect(cards()).toHaveLength(2);
    expect(screen.getByText('2 entries in 2021')).toBeInTheDocument();
    const rgi = cardFor('RGI', 'Senior Software Engineer / Technical Architect FE');
    expect(rgi).toHaveTextContent('09/2021 – Present');
    expect(within(rgi).getByText('Start')).toBeInTheDocument();
    const italiaonline = cardFor('Italiaonline', 'Senior Front-end Developer');
    expect(within(italiaonline).getByText('End')).toBeInTheDocument();
  });
});

describe('ExperiencePage', () => {
  it('filters by the chosen year, including years inside a period, with Only this year', async () => {
    const user = userEvent.setup();
    drawAsBuilt(<ExperiencePage />);
    await user.click(yearButton('2014'));
    expect(yearButton('2014')).toHaveAttribute('aria-pressed', 'true');
    expect(yearButton('2021')).toHaveAttribute('aria-pressed', 'false');
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
    drawAsBuilt(<ExperiencePage />);
    const rgi = cardFor('RGI', 'Senior Software Engineer / Technical Architect FE');
    const description = within(rgi).getByText(/./, { selector: 'p.line-clamp-3' });
    expect(description.textContent?.length).toBeGreaterThan(200);
    expect(within(rgi).getByText('Angular')).not.toBeVisible();
    await user.click(within(rgi).getByText('Show technologies'));
    expect(within(rgi).getByText('Angular')).toBeVisible();
    expect(within(rgi).getByText('Playwright')).toBeVisible();
  });

  it('speaks Italian, Present included', () => {
    drawAsBuilt(<ExperiencePage />, { language: 'it' });
    expect(document.querySelector('h1')).toHaveAccessibleName('Esperienza');
    filterGroup('Filtra per anno');
    const rgi = cardFor('RGI', 'Senior Software Engineer / Technical Architect FE');
    expect(rgi).toHaveTextContent('09/2021 – oggi');
    expect(within(rgi).getByText('Inizio')).toBeInTheDocument();
    expect(within(rgi).getByText('Mostra tecnologie')).toBeInTheDocument();
    expect(screen.getByText('2 esperienze nel 2021')).toBeInTheDocument();
  });

  it('gives a period that starts and ends in the selected year the Italian badge Solo quest’anno', async () => {
    const user = userEvent.setup();
    drawAsBuilt(<ExperiencePage />, { language: 'it' });
    await user.click(yearButton('2014', filterGroup('Filtra per anno')));
    const intern = cardFor('Fastweb', 'Web Development Intern');
    expect(within(intern).getByText('Solo quest’anno')).toBeInTheDocument();
    expect(within(intern).queryByText(/^(Inizio|Fine)$/)).toBeNull();
  });

  it('shows the stack as written and the topics in Italian on the Italian page', async () => {
    const user = userEvent.setup();
    drawAsBuilt(<ExperiencePage />, { language: 'it' });
    await user.click(yearButton('2013', filterGroup('Filtra per anno')));
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
