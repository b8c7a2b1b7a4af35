// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coursesIn } from '../../content/courses';
import frenchCourses from '../../locales/fr/courses.json';
import { renderWithProviders } from '../../test/render';
import { CourseCard } from './CourseCard';

describe('CourseCard with only what JSON Resume gives (title, link)', () => {
  const [sample] = coursesIn('en');
  if (!sample) throw new Error('the sample has courses');
  const bare = {
    id: sample.id,
    title: sample.title,
    technologies: [],
    url: sample.url,
  };

  it('shows the template’s picture, and no duration, description or empty technologies panel', () => {
    const { container } = renderWithProviders(<CourseCard course={bare} platform="Udemy" />);
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(/course.*\.webp$/);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Git');
    expect(screen.queryByText(/Duration/)).toBeNull();
    expect(container.querySelector('details')).toBeNull();
    expect(screen.getByRole('link', { name: /View the Git course on Udemy/ })).toHaveAttribute(
      'href',
      sample.url,
    );
  });
});

describe('CourseCard’s duration', () => {
  const [sample] = coursesIn('en');
  if (!sample?.duration) throw new Error('the sample’s courses have durations');
  const AS_WRITTEN = { normalizer: (text: string) => text };

  it('is labelled as each language writes a label: in French, a narrow no-break space before the colon', () => {
    renderWithProviders(<CourseCard course={sample} platform="Udemy" />, {
      language: 'fr',
      strings: { courses: frenchCourses },
    });
    expect(screen.getByText('Durée\u202f:', AS_WRITTEN)).toBeInTheDocument();
  });

  it('reads “Duration:” in English, the colon once', () => {
    renderWithProviders(<CourseCard course={sample} platform="Udemy" />);
    expect(screen.getByText('Duration:', AS_WRITTEN)).toBeInTheDocument();
  });
});

describe('CourseCard’s duration, beside its label', () => {
  const [sample] = coursesIn('en');
  if (!sample) throw new Error('the sample has courses');
  const course = { ...sample, duration: '2.5 hours' };
  const durationLine = () => screen.getByText(/Duration/).parentElement?.innerHTML;

  it('is marked with its language where the owner has not translated it yet', () => {
    const untranslated = { ...course, fallbackLanguages: { duration: 'it' } };
    renderWithProviders(<CourseCard course={untranslated} platform="Udemy" />);
    expect(screen.getByText('2.5 hours')).toHaveAttribute('lang', 'it');
  });

  it('follows the label as plain text in the page’s language, in no element of its own', () => {
    renderWithProviders(<CourseCard course={course} platform="Udemy" />);
    expect(durationLine()).toMatch(/<\/span> (<!-- -->)?2\.5 hours$/);
  });
});
