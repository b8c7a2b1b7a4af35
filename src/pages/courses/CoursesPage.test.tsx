// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { courses } from '../../content/courses';
import { renderWithProviders } from '../../test/render';
import CoursesPage from './CoursesPage';

const TITLES = [
  'Git',
  'TypeScript',
  'jQuery',
  'PHP',
  'C++',
  'HTML5',
  'AngularJS',
  'Java',
  'JavaScript',
  'C',
  'Assembler 8086',
  'Databases and SQL',
];

function shownTitles(): string[] {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
}

describe('CoursesPage', () => {
  it('has the courses title and shows the first three of twelve courses', () => {
    renderWithProviders(<CoursesPage />);
    expect(courses?.entries).toHaveLength(12);
    expect(
      screen.getByRole('heading', { level: 1, name: 'My online courses' }),
    ).toBeInTheDocument();
    expect(shownTitles()).toEqual(TITLES.slice(0, 3));
    expect(screen.getByTestId('pagination-indicator')).toHaveTextContent('1 / 4');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('links each image to the course page in a new tab with an accessible name', () => {
    renderWithProviders(<CoursesPage />);
    const link = screen.getByRole('link', {
      name: 'View the Git course on Udemy (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', courses?.entries[0]?.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const image = within(link).getByRole('presentation');
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '270');
    expect(image).toHaveAttribute('decoding', 'async');
    const images = screen.getAllByRole('presentation');
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
  });

  it('shows duration, a clamped description and a technologies panel', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CoursesPage />);
    const card = screen.getByRole('heading', { level: 2, name: 'Git' }).closest('article');
    if (!card) throw new Error('no card');
    expect(card).toHaveTextContent('Duration: 2.5 hours');
    expect(within(card).getByText(/first commit/)).toHaveClass('line-clamp-3');
    expect(within(card).getByText('Branching')).not.toBeVisible();
    await user.click(within(card).getByText('Show technologies'));
    expect(within(card).getByText('Branching')).toBeVisible();
  });

  it('lists the translated topics first, then the technology names', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CoursesPage />);
    const card = screen.getByRole('heading', { level: 2, name: 'jQuery' }).closest('article');
    if (!card) throw new Error('no card');
    await user.click(within(card).getByText('Show technologies'));
    const chips = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(chips).toEqual([
      'Selectors',
      'DOM manipulation',
      'Events',
      'Effects',
      'Plugins',
      'AJAX',
    ]);
  });

  it('speaks Italian', () => {
    renderWithProviders(<CoursesPage />, { language: 'it' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'I miei corsi online' }),
    ).toBeInTheDocument();
    const card = screen.getByRole('heading', { level: 2, name: 'Git' }).closest('article');
    expect(card).toHaveTextContent('Durata: 2,5 ore');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('Risoluzione dei conflitti')).toBeInTheDocument();
    expect(within(card).queryByText('Conflict resolution')).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', {
        name: 'Vedi il corso Git su Udemy (si apre in una nuova scheda)',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagine dei corsi' })).toBeInTheDocument();
  });
});
