// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { courses } from '../../content/courses';
import french from '../../locales/fr/courses.json';
import { renderWithProviders } from '../../test/render';
import { CourseCard } from './CourseCard';

describe('CourseCard with only what JSON Resume gives (title, link)', () => {
  const [sample] = courses;
  if (!sample) throw new Error('the sample has courses');
  const bare = {
    id: sample.id,
    titleKey: sample.titleKey,
    technologies: [],
    link: sample.link,
    image: null,
  };

  it('shows the template’s picture, and no duration, description or empty technologies panel', () => {
    const { container } = renderWithProviders(<CourseCard course={bare} platform="Udemy" />);
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(/course.*\.webp$/);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Git');
    expect(screen.queryByText(/Duration/)).toBeNull();
    expect(container.querySelector('details')).toBeNull();
    expect(screen.getByRole('link', { name: /View the Git course on Udemy/ })).toHaveAttribute(
      'href',
      sample.link,
    );
  });
});

describe('CourseCard’s duration', () => {
  const withDuration = courses.find((course) => course.durationKey);
  if (!withDuration) throw new Error('the sample has a course with a duration');

  it('sets the label’s colon as the language does: a narrow no-break space before it in French', () => {
    const { container } = renderWithProviders(
      <CourseCard course={withDuration} platform="Udemy" />,
      { language: 'fr', strings: { courses: french } },
    );
    expect(container.querySelector('p span')?.textContent).toBe('Durée\u202F:');
  });

  it('sets it close in English', () => {
    const { container } = renderWithProviders(
      <CourseCard course={withDuration} platform="Udemy" />,
    );
    expect(container.querySelector('p span')?.textContent).toBe('Duration:');
  });
});
