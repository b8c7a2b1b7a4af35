import { describe, expect, it } from 'vitest';
import { checkContentEntries, loadLocaleFiles, runContentChecks } from './checks';
import {
  check,
  course,
  experienceEntry,
  localeFiles,
  project,
  testimonial,
  validContent,
  withCourse,
} from './contentCheck.fixtures';

describe('checkContent', () => {
  it('accepts valid content', () => {
    expect(check(validContent())).toEqual([]);
  });

  it('reports a missing or empty required field', () => {
    const withoutTitle: Record<string, unknown> = course('course-1');
    delete withoutTitle.titleKey;
    expect(check(withCourse(0, withoutTitle))).toEqual([
      'src/content/courses.ts: entry "course-1" field "titleKey": is missing',
    ]);
    expect(check(withCourse(1, course('course-2', { durationKey: '   ' })))).toEqual([
      'src/content/courses.ts: entry "course-2" field "durationKey": is empty',
    ]);
    expect(check({ ...validContent(), projects: [project({ name: 42 })] })).toEqual([
      'src/content/projects.ts: entry "halflife" field "name": must be text',
    ]);
  });

  it('names an entry without an id by its position', () => {
    expect(check(withCourse(2, course('course-3', { id: '' })))).toEqual([
      'src/content/courses.ts: entry "#3" field "id": is empty',
    ]);
    expect(check(withCourse(3, 'git'))).toEqual([
      'src/content/courses.ts: entry "#4": must be an object',
    ]);
  });

  it('reports a period that is not in the MM/YYYY – MM/YYYY or MM/YYYY – Present form', () => {
    expect(
      check({ ...validContent(), experience: [experienceEntry({ period: '09/2021 - Present' })] }),
    ).toEqual([
      'src/content/experience.ts: entry "rgi" field "period": use an en dash "–" between the dates, not "-"',
    ]);
    expect(
      check({ ...validContent(), projects: [project({ period: '10/2023 – 06/2021' })] }),
    ).toEqual([
      'src/content/projects.ts: entry "halflife" field "period": ends (06/2021) before it starts (10/2023)',
    ]);
    expect(check({ ...validContent(), projects: [project({ period: ' ' })] })).toEqual([
      'src/content/projects.ts: entry "halflife" field "period": is empty',
    ]);
  });

  it('reports a URL that is not https', () => {
    expect(
      check(withCourse(0, course('course-1', { link: 'http://courses.example.com/git' }))),
    ).toEqual(['src/content/courses.ts: entry "course-1" field "link": must be an https URL']);
    const content = validContent();
    const people = [...content.testimonials];
    people[4] = testimonial('person-5', { linkedinUrl: 'linkedin.com/in/person-5' });
    expect(check({ ...content, testimonials: people })).toEqual([
      'src/content/testimonials.ts: entry "person-5" field "linkedinUrl": must be an https URL',
    ]);
  });

  it('reports a translation key missing or empty in either language', () => {
    const locales = localeFiles((trees) => {
      delete trees.it.courses.items['course-1'];
      const person = trees.en.testimonials.items['person-2'];
      if (person) person.quote = ' ';
    });
    expect(check(validContent(), locales)).toEqual([
      'src/content/courses.ts: entry "course-1" field "titleKey": translation "items.course-1.title" is missing or empty in src/locales/it/courses.json',
      'src/content/courses.ts: entry "course-1" field "descriptionKey": translation "items.course-1.description" is missing or empty in src/locales/it/courses.json',
      'src/content/courses.ts: entry "course-1" field "durationKey": translation "items.course-1.duration" is missing or empty in src/locales/it/courses.json',
      'src/content/courses.ts: entry "course-1" field "topicsKey": translation "items.course-1.topics" is missing or empty in src/locales/it/courses.json',
      'src/content/testimonials.ts: entry "person-2" field "quoteKey": translation "items.person-2.quote" is missing or empty in src/locales/en/testimonials.json',
    ]);
  });

  it('reports a project type without a description', () => {
    expect(check({ ...validContent(), projects: [project({ type: 'rgi.Unknown' })] })).toEqual([
      'src/content/projects.ts: entry "halflife" field "type": translation "types.rgi.Unknown" is missing or empty in src/locales/en/projects.json',
      'src/content/projects.ts: entry "halflife" field "type": translation "types.rgi.Unknown" is missing or empty in src/locales/it/projects.json',
    ]);
  });

  it('reports a course or testimonial count other than the spec’s', () => {
    const content = validContent();
    expect(check({ ...content, courses: content.courses.slice(0, 11) })).toEqual([
      'src/content/courses.ts: expected 12 courses, found 11',
    ]);
    expect(
      check({ ...content, testimonials: [...content.testimonials, testimonial('person-1')] }),
    ).toEqual([
      'src/content/testimonials.ts: expected 24 testimonials, found 25',
      'src/content/testimonials.ts: entry "person-1" field "id": is used by more than one entry',
    ]);
  });

  it('reports a company that is not one of the five', () => {
    expect(check({ ...validContent(), projects: [project({ company: 'Acme' })] })).toEqual([
      'src/content/projects.ts: entry "halflife" field "company": must be one of RGI, Italiaonline, TECNAVIA APPS s.r.l., Teoresi, Fastweb',
    ]);
  });

  it('reports an experience entry that is neither a job nor a course of study (the CV lists them apart)', () => {
    expect(check({ ...validContent(), experience: [experienceEntry({ kind: 'job' })] })).toEqual([
      'src/content/experience.ts: entry "rgi" field "kind": must be "work" (a job) or "study" (a course of study)',
    ]);
  });

  it('asks a project for a product name or a translated name, not both', () => {
    const message =
      'src/content/projects.ts: entry "halflife" field "name": needs a name (a product name, as written) or a nameKey (a translated name), not both';
    expect(check({ ...validContent(), projects: [project({ name: undefined })] })).toEqual([
      message,
    ]);
    expect(
      check({ ...validContent(), projects: [project({ nameKey: 'types.rgi.HalfLife' })] }),
    ).toEqual([message]);
  });

  it('reports hours that are not a positive number', () => {
    expect(check(withCourse(0, course('course-1', { hours: 0 })))).toEqual([
      'src/content/courses.ts: entry "course-1" field "hours": must be more than 0 hours',
    ]);
  });

  it('reports several problems of one entry together', () => {
    expect(
      check({
        ...validContent(),
        projects: [project({ name: '', company: 'Acme', period: '10/2019 – 06/2016' })],
      }),
    ).toEqual([
      'src/content/projects.ts: entry "halflife" field "name": is empty',
      'src/content/projects.ts: entry "halflife" field "company": must be one of RGI, Italiaonline, TECNAVIA APPS s.r.l., Teoresi, Fastweb',
      'src/content/projects.ts: entry "halflife" field "period": ends (06/2016) before it starts (10/2019)',
    ]);
  });
});

describe('the real content', () => {
  it('passes every check', () => {
    expect(checkContentEntries()).toEqual([]);
    expect(runContentChecks()).toEqual([]);
  });

  it('would be caught if a translation went missing', () => {
    const files = loadLocaleFiles().map((file) =>
      file.path === 'src/locales/it/courses.json' ? { ...file, content: {} } : file,
    );
    const messages = checkContentEntries(files);
    expect(messages).toHaveLength(48);
    expect(messages[0]).toBe(
      'src/content/courses.ts: entry "git" field "titleKey": translation "items.git.title" is missing or empty in src/locales/it/courses.json',
    );
  });
});
