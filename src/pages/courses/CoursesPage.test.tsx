// @vitest-environment jsdom
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../content/courses';
import { labelled, shown } from '../../test/finders';
import { drawAsBuilt } from '../../test/render';
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

// Found by the markup, not by role: a query by role styles the whole page in jsdom
// (src/test/finders.ts). The page is drawn as the build does; the behaviours
// (src/behaviours) page it, as in the browser.
function shownTitles(): string[] {
  return shown(document.querySelectorAll('h2')).map((heading) => heading.textContent ?? '');
}

/** The card of the course shown under this title. */
function cardTitled(title: string): HTMLElement {
  const [heading, ...others] = shown(document.querySelectorAll('h2')).filter(
    (candidate) => candidate.textContent === title,
  );
  if (!heading || others.length > 0) throw new Error(`not one card shown for ${title}`);
  expect(heading).toHaveAccessibleName(title);
  const card = heading.closest('article');
  if (!card) throw new Error(`no card for ${title}`);
  return card;
}

/** A picture a card shows that names nothing (alt=""): its role is presentation. */
const shownPictures = () => shown(document.querySelectorAll('img[alt=""]'));

describe('CoursesPage in English, as drawn', () => {
  // The tests that only read the page share one drawing (docs/decisions/test-time.md).
  beforeAll(() => drawAsBuilt(<CoursesPage />));

  it('has the courses title and shows the first three of twelve courses', () => {
    expect(courses?.entries).toHaveLength(12);
    expect(document.querySelector('h1')).toHaveAccessibleName('My online courses');
    expect(shownTitles()).toEqual(TITLES.slice(0, 3));
    const pager = labelled('nav', 'Course pages');
    expect(within(pager).getByTestId('pagination-indicator')).toHaveTextContent('1 / 4');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('links each image to the course page in a new tab with an accessible name', () => {
    const link = labelled('a', 'View the Git course on Udemy (opens in a new tab)');
    expect(link).toHaveAttribute('href', courses?.entries[0]?.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const image = within(link).getByRole('presentation');
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '270');
    expect(image).toHaveAttribute('decoding', 'async');
    const images = shownPictures();
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
  });
});

describe('CoursesPage', () => {
  it('shows duration, a clamped description and a technologies panel', async () => {
    const user = userEvent.setup();
    drawAsBuilt(<CoursesPage />);
    const card = cardTitled('Git');
    expect(card).toHaveTextContent('Duration: 2.5 hours');
    expect(within(card).getByText(/first commit/)).toHaveClass('line-clamp-3');
    expect(within(card).getByText('Branching')).not.toBeVisible();
    await user.click(within(card).getByText('Show technologies'));
    expect(within(card).getByText('Branching')).toBeVisible();
  });

  it('lists the translated topics first, then the technology names', async () => {
    const user = userEvent.setup();
    drawAsBuilt(<CoursesPage />);
    const card = cardTitled('jQuery');
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
    drawAsBuilt(<CoursesPage />, { language: 'it' });
    expect(document.querySelector('h1')).toHaveAccessibleName('I miei corsi online');
    const card = cardTitled('Git');
    expect(card).toHaveTextContent('Durata: 2,5 ore');
    expect(within(card).getByText('Risoluzione dei conflitti')).toBeInTheDocument();
    expect(within(card).queryByText('Conflict resolution')).not.toBeInTheDocument();
    labelled('a', 'Vedi il corso Git su Udemy (si apre in una nuova scheda)');
    labelled('nav', 'Pagine dei corsi');
  });
});
