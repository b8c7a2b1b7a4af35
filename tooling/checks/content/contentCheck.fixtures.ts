import type { LocaleFile } from './translationKeys';
import { checkContent, type ContentInput } from './contentCheck';
import type { Course, ExperienceEntry, Project, Testimonial } from '../../../src/content/types';

/**
 * Small, valid content and locale files for the content check's tests; each
 * test breaks one thing and expects exactly the message that names it.
 */

export const NOW = 2026;

export function course(id: string, overrides: Partial<Record<keyof Course, unknown>> = {}) {
  return {
    id,
    titleKey: `items.${id}.title`,
    descriptionKey: `items.${id}.description`,
    durationKey: `items.${id}.duration`,
    hours: 2.5,
    topicsKey: `items.${id}.topics`,
    technologies: ['Jest'],
    link: `https://courses.example.com/${id}/`,
    image: `/assets/${id}.webp`,
    ...overrides,
  };
}

export function testimonial(
  id: string,
  overrides: Partial<Record<keyof Testimonial, unknown>> = {},
) {
  return {
    id,
    nameKey: `items.${id}.name`,
    roleKey: `items.${id}.role`,
    quoteKey: `items.${id}.quote`,
    linkedinUrl: `https://www.linkedin.com/in/${id}`,
    ...overrides,
  };
}

export function experienceEntry(overrides: Partial<Record<keyof ExperienceEntry, unknown>> = {}) {
  return {
    id: 'rgi',
    roleKey: 'entries.rgi.role',
    company: 'RGI',
    kind: 'work',
    period: '09/2021 – Present',
    descriptionKey: 'entries.rgi.description',
    tech: ['Angular', 'TypeScript'],
    ...overrides,
  };
}

export function project(overrides: Partial<Record<keyof Project, unknown>> = {}) {
  return {
    id: 'halflife',
    name: 'HalfLife',
    tech: ['Angular'],
    type: 'rgi.HalfLife',
    company: 'RGI',
    period: '10/2021 – 06/2023',
    ...overrides,
  };
}

const COURSE_IDS = Array.from({ length: 12 }, (_, index) => `course-${index + 1}`);
const TESTIMONIAL_IDS = Array.from({ length: 24 }, (_, index) => `person-${index + 1}`);

export function validContent(): ContentInput {
  return {
    experience: [experienceEntry()],
    projects: [project()],
    courses: COURSE_IDS.map((id) => course(id)),
    testimonials: TESTIMONIAL_IDS.map((id) => testimonial(id)),
  };
}

/** A course's topics: translated, except a name, which reads the same in both. */
const TOPICS = {
  en: ['Commits', 'Merge and rebase', 'AJAX'],
  it: ['Commit', 'Merge e rebase', 'AJAX'],
};

function localeTree(language: 'en' | 'it') {
  const text = (label: string) => `${label} (${language})`;
  return {
    experience: { entries: { rgi: { role: text('Architect'), description: text('Builds') } } },
    projects: { types: { rgi: { HalfLife: text('A portal') } } },
    courses: {
      items: Object.fromEntries(
        COURSE_IDS.map((id) => [
          id,
          {
            title: text(id),
            description: text('About'),
            duration: text('2.5 h'),
            topics: TOPICS[language],
          },
        ]),
      ),
    },
    testimonials: {
      items: Object.fromEntries(
        TESTIMONIAL_IDS.map((id) => [id, { name: id, role: text('Role'), quote: text('Quote') }]),
      ),
    },
  };
}

type LocaleTrees = Record<'en' | 'it', ReturnType<typeof localeTree>>;

export function localeFiles(edit: (trees: LocaleTrees) => void = () => undefined): LocaleFile[] {
  const trees: LocaleTrees = { en: localeTree('en'), it: localeTree('it') };
  edit(trees);
  return Object.entries(trees).flatMap(([language, tree]) =>
    Object.entries(tree).map(([namespace, content]) => ({
      path: `src/locales/${language}/${namespace}.json`,
      language,
      content,
    })),
  );
}

export function check(content: ContentInput, locales: LocaleFile[] = localeFiles()): string[] {
  return checkContent(content, { locales, languages: ['en', 'it'], currentYear: NOW });
}

export function withCourse(index: number, entry: unknown): ContentInput {
  const content = validContent();
  const courses = [...content.courses];
  courses[index] = entry;
  return { ...content, courses };
}
