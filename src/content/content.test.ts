import { describe, expect, it } from 'vitest';
import { COMPANIES } from './types';
import { courses } from './courses';
import { experience } from './experience';
import { projects } from './projects';
import { testimonials } from './testimonials';
import enExperience from '../locales/en/experience.json';
import itExperience from '../locales/it/experience.json';
import enProjects from '../locales/en/projects.json';
import itProjects from '../locales/it/projects.json';
import enCourses from '../locales/en/courses.json';
import itCourses from '../locales/it/courses.json';
import enTestimonials from '../locales/en/testimonials.json';
import itTestimonials from '../locales/it/testimonials.json';

const PERIOD = /^\d{2}\/\d{4} – (\d{2}\/\d{4}|Present)$/;

/** The spec's courses, in its order, with its durations in hours. */
const SPEC_COURSES = [
  ['git', 2.5],
  ['typescript', 1.5],
  ['jquery', 3],
  ['php', 11.5],
  ['cpp', 14.5],
  ['html5', 5],
  ['angularjs', 3.5],
  ['java', 7.5],
  ['javascript', 10.5],
  ['c', 6.5],
  ['assembler-8086', 6],
  ['databases-sql', 6],
] as const;

function idsOf(list: readonly { id: string }[]): string[] {
  return list.map((item) => item.id);
}

/** The value at a dotted key ('items.git.duration') in a locale file, if any. */
function valueAt(locale: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node !== null && typeof node === 'object' && !Array.isArray(node)
          ? (node as Record<string, unknown>)[part]
          : undefined,
      locale,
    );
}

/** Keys (from the content) that are missing or empty in a locale file. */
function missingKeys(keys: readonly string[], locale: unknown): string[] {
  return keys.filter((key) => {
    const value = valueAt(locale, key);
    return typeof value !== 'string' || value.trim() === '';
  });
}

describe('courses', () => {
  it('are the spec’s 12 courses, in its order, with its hours', () => {
    expect(courses.map((course) => [course.id, course.hours])).toEqual(SPEC_COURSES);
  });

  it('link to https course pages and ship an image each', () => {
    for (const course of courses) {
      expect(course.link, course.id).toMatch(/^https:\/\/\S+$/);
      expect(course.image, course.id).toMatch(/\.webp$|^data:image\/webp/);
    }
  });

  it('state each duration in both languages with the spec’s hours', () => {
    for (const course of courses) {
      const english = valueAt(enCourses, course.durationKey);
      const italian = valueAt(itCourses, course.durationKey);
      expect(english, course.id).toBe(`${course.hours} hours`);
      expect(italian, course.id).toBe(`${String(course.hours).replace('.', ',')} ore`);
    }
  });

  it('call a course the longest only when its hours say so, in both languages', () => {
    const longestHours = Math.max(...courses.map((course) => course.hours));
    for (const course of courses) {
      const claimsLongest = [enCourses, itCourses].some((locale) =>
        /\blongest\b|\bpiù lung/i.test(String(valueAt(locale, course.descriptionKey))),
      );
      if (claimsLongest) expect(course.hours, course.id).toBe(longestHours);
    }
  });
});

describe('testimonials', () => {
  it('are exactly 24, each with an https profile link', () => {
    expect(testimonials).toHaveLength(24);
    for (const testimonial of testimonials) {
      expect(testimonial.linkedinUrl, testimonial.id).toMatch(/^https:\/\/www\.linkedin\.com\//);
    }
  });
});

describe('projects', () => {
  it('are 14, each for one of the five companies', () => {
    expect(projects).toHaveLength(14);
    for (const project of projects) expect(COMPANIES, project.id).toContain(project.company);
  });

  it('give RGI more than two projects (its pager shows) and Fastweb at most two (its pager does not)', () => {
    const countFor = (company: string) =>
      projects.filter((project) => project.company === company).length;
    expect(countFor('RGI')).toBeGreaterThan(2);
    expect(countFor('Fastweb')).toBeLessThanOrEqual(2);
  });

  it('use periods in the MM/YYYY – MM/YYYY form', () => {
    for (const project of projects) expect(project.period, project.id).toMatch(PERIOD);
  });
});

describe('experience', () => {
  it('uses periods in the MM/YYYY – MM/YYYY or MM/YYYY – Present form', () => {
    for (const entry of experience) expect(entry.period, entry.id).toMatch(PERIOD);
  });

  it('has the current job at RGI since 09/2021', () => {
    const current = experience.filter((entry) => entry.company === 'RGI');
    expect(current.map((entry) => entry.period)).toEqual(['09/2021 – Present']);
  });

  it('starts in 2005 and includes all five employers', () => {
    expect(experience.some((entry) => entry.period.startsWith('09/2005'))).toBe(true);
    for (const company of COMPANIES) {
      expect(experience.map((entry) => entry.company)).toContain(company);
    }
  });
});

describe('ids', () => {
  it.each([
    ['experience', idsOf(experience)],
    ['projects', idsOf(projects)],
    ['courses', idsOf(courses)],
    ['testimonials', idsOf(testimonials)],
  ])('are unique in %s', (_name, ids) => {
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('translation keys referenced by the content', () => {
  const cases = [
    {
      namespace: 'experience',
      keys: experience.flatMap((entry) => [entry.roleKey, entry.descriptionKey]),
      en: enExperience,
      it: itExperience,
    },
    {
      namespace: 'projects',
      keys: projects.map((project) => `types.${project.type}`),
      en: enProjects,
      it: itProjects,
    },
    {
      namespace: 'courses',
      keys: courses.flatMap((course) => [
        course.titleKey,
        course.descriptionKey,
        course.durationKey,
      ]),
      en: enCourses,
      it: itCourses,
    },
    {
      namespace: 'testimonials',
      keys: testimonials.flatMap((testimonial) => [
        testimonial.nameKey,
        testimonial.roleKey,
        testimonial.quoteKey,
      ]),
      en: enTestimonials,
      it: itTestimonials,
    },
  ];

  it.each(cases)('exist, non-empty, in en and it for $namespace', ({ keys, en, it: italian }) => {
    expect(keys.length).toBeGreaterThan(0);
    expect(missingKeys(keys, en)).toEqual([]);
    expect(missingKeys(keys, italian)).toEqual([]);
  });
});
