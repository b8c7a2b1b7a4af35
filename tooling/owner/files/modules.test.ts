import { describe, expect, it } from 'vitest';
import { fileModules, ownerTexts, type Owner } from './index';
import { presentSections } from '../read/model';
import { mergeTexts } from '../../lib/textTree';
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
    expect(modules.courses.courses).toEqual([]);
    expect(modules.trading.trading).toBeNull();
    expect(ownerTexts(fewer, 'en')).not.toHaveProperty('trading');
  });

  it('refers to each text by the key the pages read, in each language', () => {
    const owner = sample();
    const [entry] = owner.experience.entries;
    if (!entry) throw new Error('no entry');
    const { experience } = modulesOf(owner);
    expect(experience.experience[0]?.role).toBe(`entries.${entry.id}.role`);
    const italian = ownerTexts(owner, 'it').experience as Record<
      string,
      Record<string, Record<string, unknown>>
    >;
    expect(italian.entries?.[entry.id]?.role).toBe(entry.role.it);
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
    const italian = ownerTexts(untranslated, 'it').experience as Record<
      string,
      Record<string, Record<string, unknown>>
    >;
    expect(italian.entries?.[first.id]?.role).toBe('Architect');
  });

  it('leaves the template’s intro and description where the owner gives none', () => {
    const owner = sample();
    const bare = without(owner.experience, 'intro', 'description');
    const texts = ownerTexts({ ...owner, experience: bare }, 'en');
    const merged = mergeTexts({ title: 'Experience', intro: 'Template intro' }, texts.experience);
    expect(merged.intro).toBe('Template intro');
    expect(texts.common?.seo).not.toHaveProperty('experience');
  });

  it('omits optional fields rather than inventing them', () => {
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
    expect(modules.courses.courses[0]).toEqual({
      id: course.id,
      title: `items.${course.id}.title`,
      description: `items.${course.id}.description`,
      technologies: course.technologies,
      url: course.url,
      image: null,
    });
    expect(modules.testimonials.testimonials[0]).toEqual({
      id: person.id,
      name: `items.${person.id}.name`,
      quote: `items.${person.id}.quote`,
    });
  });
});
