import { describe, expect, it } from 'vitest';
import { courses } from '../../../src/content/courses';
import { experience } from '../../../src/content/experience';
import { projects } from '../../../src/content/projects';
import { testimonials } from '../../../src/content/testimonials';
import { SUPPORTED_LANGUAGES } from '../../../src/lib/language';
import { checkContentEntries, loadLocaleFiles } from './checks';
import { checkContent } from './contentCheck';
import {
  check,
  course,
  experienceEntry,
  localeFiles,
  project,
  validContent,
  withCourse,
} from './contentCheck.fixtures';

describe('language-neutral technology lists', () => {
  it('fail on a descriptive phrase, saying where it belongs', () => {
    const entry = experienceEntry({ tech: ['Angular', 'Distributed systems'] });
    expect(check({ ...validContent(), experience: [entry] })).toEqual([
      'src/content/experience.ts: entry "rgi" field "tech" item 2: "Distributed systems" is not a technology name listed in src/content/technologies.ts. If it is a name (written the same in every language), add it there; if it describes something, move it to the entry\'s translated "topics" list in src/locales/{en,it}/experience.json (topicsKey)',
    ]);
    const [message] = check({ ...validContent(), projects: [project({ tech: ['Team lead'] })] });
    expect(message).toMatch(
      /^src\/content\/projects\.ts: entry "halflife" field "tech" item 1: "Team lead" is not a technology name .* move it to the project's translated description in src\/locales\/\{en,it\}\/projects\.json$/,
    );
  });

  it('fail when written as one text, empty, or with a name twice', () => {
    const asText = experienceEntry({ tech: 'Angular · TypeScript' });
    expect(check({ ...validContent(), experience: [asText] })).toEqual([
      `src/content/experience.ts: entry "rgi" field "tech": must be a list of technology names, e.g. ['Angular', 'TypeScript']`,
    ]);
    expect(check({ ...validContent(), projects: [project({ tech: [] })] })).toEqual([
      'src/content/projects.ts: entry "halflife" field "tech": is empty: list at least one technology',
    ]);
    expect(check({ ...validContent(), projects: [project({ tech: ['Jest', 'Jest'] })] })).toEqual([
      'src/content/projects.ts: entry "halflife" field "tech": lists "Jest" more than once',
    ]);
  });

  it('may be empty for a course, whose topics say what it covers', () => {
    expect(check(withCourse(0, course('course-1', { technologies: [] })))).toEqual([]);
  });
});

describe('translated topics', () => {
  it('fail when a topic is copied untranslated, but not when it is a name', () => {
    const locales = localeFiles((trees) => {
      const item = trees.it.courses.items['course-1'];
      if (item) item.topics = ['Commit', 'Merge and rebase', 'AJAX'];
    });
    expect(check(validContent(), locales)).toEqual([
      'src/content/courses.ts: entry "course-1" field "topicsKey": topic "Merge and rebase" reads the same in src/locales/en/courses.json and src/locales/it/courses.json: translate it, or if it is a name (written the same in every language) add it to src/content/technologies.ts',
    ]);
  });

  it('must be a list in every language', () => {
    const locales = localeFiles((trees) => {
      const item = trees.it.courses.items['course-2'];
      if (item) Object.assign(item, { topics: 'Commit · Merge e rebase' });
    });
    expect(check(validContent(), locales)).toEqual([
      'src/content/courses.ts: entry "course-2" field "topicsKey": translation "items.course-2.topics" in src/locales/it/courses.json must be a list of topics, e.g. ["Commits", "Merge and rebase"]',
    ]);
  });

  it('must exist when an experience entry points to them', () => {
    const entry = experienceEntry({ topicsKey: 'entries.rgi.topics' });
    expect(check({ ...validContent(), experience: [entry] })).toEqual([
      'src/content/experience.ts: entry "rgi" field "topicsKey": translation "entries.rgi.topics" is missing or empty in src/locales/en/experience.json',
      'src/content/experience.ts: entry "rgi" field "topicsKey": translation "entries.rgi.topics" is missing or empty in src/locales/it/experience.json',
    ]);
  });
});

describe('the real content', () => {
  it('keeps descriptions out of its technology lists', () => {
    const withPhrase = experience.map((entry) =>
      entry.id === 'polito-master'
        ? { ...entry, tech: [...entry.tech, 'Computer networks'] }
        : entry,
    );
    const messages = checkContent(
      { experience: withPhrase, projects, courses, testimonials },
      { locales: loadLocaleFiles(), languages: SUPPORTED_LANGUAGES, currentYear: 2026 },
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /^src\/content\/experience\.ts: entry "polito-master" field "tech" item 6: "Computer networks" is not a technology name/,
    );
  });

  it('translates every topic that is not a name', () => {
    const files = loadLocaleFiles();
    const english = files.find((file) => file.path === 'src/locales/en/experience.json');
    const untranslated = files.map((file) =>
      file.path === 'src/locales/it/experience.json' && english
        ? { ...file, content: english.content }
        : file,
    );
    expect(checkContentEntries(untranslated)).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          'entry "polito-master" field "topicsKey": topic "Distributed systems" reads the same',
        ),
      ]),
    );
  });
});
