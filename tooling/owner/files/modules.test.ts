import { describe, expect, it } from 'vitest';
import { factsIn, fileFactShape } from './facts';
import { fileModules, legalTextsIn, OWNER_FILES, ownerTexts, type Owner } from './index';
import { legal } from './legal';
import { presentSections } from '../read/model';
import { readOwner } from '../read/load';
import { SAMPLE_FOLDER, without } from '../testing/ownerCopy';

const PUBLISHED = { siteUrl: 'https://example.org/', basePath: '/' };
const modulesOf = (owner: Owner) => fileModules(owner, PUBLISHED);

function sample(): Owner {
  const { owner } = readOwner(SAMPLE_FOLDER);
  if (!owner) throw new Error('the sample must load');
  return owner;
}

describe('the modules and texts the owner’s files serve', () => {
  it('keeps every section of the sample, and leaves out those without a file', () => {
    const owner = sample();
    expect(presentSections(owner)).toEqual(['projects', 'courses', 'testimonials', 'trading']);
    const fewer = without(owner, 'courses', 'trading');
    expect(presentSections(fewer)).toEqual(['projects', 'testimonials']);
    const modules = modulesOf(fewer);
    expect(modules.courses.courses).toBeNull();
    expect(modules.trading.trading).toBeNull();
    expect(ownerTexts(fewer, 'en')).not.toHaveProperty('trading');
  });

  it('serves each text under its path in the file, in each language, beside the facts', () => {
    const owner = sample();
    const [entry] = owner.experience.entries;
    if (!entry) throw new Error('no entry');
    const { experience } = modulesOf(owner);
    expect(experience.experience.entries[0]).not.toHaveProperty('role');
    expect(experience.texts.it?.entries[0]?.role).toBe(entry.role.it);
    expect(experience.texts.en?.entries[0]?.role).toBe(entry.role.en);
  });

  it('shows the fallback language’s text where a language has none', () => {
    const owner = sample();
    const [first, ...rest] = owner.experience.entries;
    if (!first) throw new Error('no entry');
    const untranslated = {
      ...owner,
      experience: {
        ...owner.experience,
        entries: [{ ...first, role: { en: 'Architect' } }, ...rest],
      },
    };
    expect(modulesOf(untranslated).experience.texts.it?.entries[0]?.role).toBe('Architect');
  });

  it('leaves an optional text the owner left out absent, never a key', () => {
    const owner = sample();
    const bare = without(owner.experience, 'intro', 'description');
    const [entry, ...rest] = owner.experience.entries;
    if (!entry) throw new Error('no entry');
    const { experience } = modulesOf({
      ...owner,
      experience: { ...bare, entries: [without(entry, 'description', 'topics'), ...rest] },
    });
    const english = experience.texts.en;
    expect(english).not.toHaveProperty('intro');
    expect(english).not.toHaveProperty('description');
    expect(english?.entries[0]).toEqual({ role: entry.role.en });
  });

  it('serves a name as written in every language as it is written, a text in each language', () => {
    const owner = sample();
    const { profile } = modulesOf({ ...owner, profile: { ...owner.profile, jobTitle: 'CTO' } });
    expect(profile.texts.it?.jobTitle).toBe('CTO');
    expect(profile.texts.en?.location.full).toBe('Turin, Italy');
    expect(profile.texts.it?.location.full).toBe('Torino, Italia');
  });

  it('keeps the facts language-neutral, each optional one absent when not given', () => {
    const owner = sample();
    const [course] = owner.courses?.entries ?? [];
    const [person] = owner.testimonials?.entries ?? [];
    if (!course || !person || !owner.courses || !owner.testimonials)
      throw new Error('sample sections');
    const bareCourse = without(course, 'image', 'duration', 'hours', 'topics');
    const barePerson = without(person, 'role', 'profileUrl');
    const modules = modulesOf({
      ...owner,
      courses: { ...owner.courses, entries: [bareCourse] },
      testimonials: { ...owner.testimonials, entries: [barePerson] },
    });
    expect(modules.courses.courses?.entries[0]).toEqual({
      id: course.id,
      technologies: course.technologies,
      url: course.url,
    });
    expect(modules.courses.texts.en?.entries[0]).toEqual({
      title: course.title.en,
      description: course.description?.en,
    });
    expect(modules.testimonials.testimonials?.entries[0]).toEqual({
      id: person.id,
      name: person.name,
    });
    expect(modules.testimonials.texts.en?.entries[0]).toEqual({ quote: person.quote.en });
  });

  it('serves each file’s facts whole under the module’s name: every field that is not a text', () => {
    const owner = sample();
    const modules = modulesOf(owner);
    for (const file of OWNER_FILES) {
      // legal.json's module serves what the law makes of its facts, each named (below).
      if (!('module' in file) || file.module === 'legal') continue;
      const facts = factsIn(fileFactShape(file.schema('any')), owner[file.file]);
      const served: unknown = (modules[file.module] as Record<string, unknown>)[file.module];
      expect(valuePaths(served), file.file).toEqual(expect.arrayContaining(valuePaths(facts)));
    }
    expect(modules.profile.profile).not.toHaveProperty('jobTitle');
    expect(modules.profile.profile.location).toEqual({ countryCode: 'IT' });
  });

  it('names each of legal.json’s facts where it makes its exports of them: one left out fails', () => {
    const owner = sample();
    const facts = factsIn(fileFactShape(legal.schema('any')), owner.legal);
    expect(() => legal.facts({ ...(facts as object), archive: true } as never, owner)).toThrow(
      'legal.json’s archive reach no module',
    );
  });

  it('serves legal.json’s host texts under their paths, with the month and the host’s country in words beside them', () => {
    const owner = sample();
    const modules = modulesOf(owner);
    expect(modules.legal.texts.it?.hosting).toEqual({
      basedIn: owner.legal.hosting.basedIn.it,
      country: 'Stati Uniti',
    });
    expect(modules.legal.texts.it?.policiesUpdated).toBe('giugno 2025');
    expect(legalTextsIn(owner, 'it')).toEqual(modules.legal.texts.it);
  });
});

/** Where `value` holds a value, a path each: 'entries.0.id'… */
function valuePaths(value: unknown, at = ''): string[] {
  if (value === null || typeof value !== 'object') return [at];
  return Object.entries(value).flatMap(([key, item]) =>
    valuePaths(item, at ? `${at}.${key}` : key),
  );
}
