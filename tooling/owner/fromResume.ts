/**
 * From JSON Resume 1.x (https://jsonresume.org/schema) to the owner's files: one
 * resume per language, their entries matched by position (as the site's own
 * export writes them). The site's languages are the resumes', the primary one
 * first (site.json). What JSON Resume has no field for (trading figures,
 * course pictures, course hours) is left out, and so are certificates: the courses page
 * lists the courses the owner published, which are JSON Resume's publications.
 * What the site has no place for is named by the import's report (resume.ts).
 * A job's or project's summary and highlights make one paragraph together.
 * Quotes and apostrophes come in typographic (typography.ts), as the template
 * writes its own.
 */
import type { Language } from '../../src/lib/language.ts';
import { GITHUB_PAGES_HOST } from './files/legal.ts';
import { OWNER_FORMAT } from './files/site.ts';
import { asSentences, typographic } from './typography.ts';
import { languageEntry } from './languageEntry.ts';
import {
  NETWORK_BY_NAME,
  period,
  type Resume,
  type ResumeLocation,
  type Resumes,
} from './resume.ts';

type Json = Record<string, unknown>;
type Texts = Partial<Record<Language, string>>;

const SCHEMA = (file: string) => `../tooling/owner/json-schema/${file}.json`;

/** 'Ada Rossi' → 'ada-rossi'; repeated slugs get -2, -3 … */
function slugger() {
  const seen = new Map<string, number>();
  return (text: string) => {
    const base =
      text
        .normalize('NFD')
        .replace(/\p{Mn}/gu, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'entry';
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  };
}

/** Present texts only, so a language without one stays untranslated. */
function texts(values: Texts): Texts | undefined {
  const present = Object.entries(values).flatMap(([language, value]) =>
    value && value.trim() !== '' ? [[language, typographic(value)]] : [],
  );
  return present.length > 0 ? (Object.fromEntries(present) as Texts) : undefined;
}

/** A name as written, but for its quotes and apostrophes. */
const name = (text: string | undefined) => (text === undefined ? undefined : typographic(text));

/** Where the template deploys (.github/workflows/deploy.yml), in the languages it has words for. */
export const GITHUB_BASED_IN: Texts = {
  en: 'based in the United States',
  it: 'con sede negli Stati Uniti',
  de: 'mit Sitz in den Vereinigten Staaten',
  fr: 'établie aux États-Unis',
  es: 'con sede en Estados Unidos',
};

/** A name written the same in every language is one string; a translated one stays a text. */
function oneOrEach(values: Texts | undefined): string | Texts | undefined {
  const distinct = new Set(Object.values(values ?? {}));
  return distinct.size === 1 ? [...distinct][0] : values;
}

function compact(value: Json): Json {
  return Object.fromEntries(
    Object.entries(value).filter(([, item]) => item !== undefined && item !== ''),
  );
}

/**
 * The postal address a resume gives, as legal.json holds it: its street lines, then
 * postcode and city. Often a city alone, which owner:check refuses and the import
 * names (importReport).
 */
export function resumeAddress(location: ResumeLocation): string {
  return [location.address, [location.postalCode, location.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}

/** The owner's files (by name) from one resume per language; `primary` gives the facts. */
export function ownerFromResumes(resumes: Resumes, primary: Language): Record<string, unknown> {
  const main = resumes[primary];
  if (!main) throw new Error(`no resume for ${primary}`);
  const languages = [primary, ...Object.keys(resumes).filter((language) => language !== primary)];
  /** One text per language from the same place of each resume. */
  const each = (read: (resume: Resume) => string | undefined): Texts | undefined =>
    texts(
      Object.fromEntries(languages.map((language) => [language, read(resumes[language] ?? {})])),
    );
  const eachList = (read: (resume: Resume) => string[] | undefined) => {
    const lists = languages.flatMap((language) => {
      const list = read(resumes[language] ?? {});
      return list && list.length > 0 ? [[language, list.map(typographic)]] : [];
    });
    return lists.length > 0 ? Object.fromEntries(lists) : undefined;
  };
  const basics = main.basics ?? {};
  const [intro, ...rest] = (basics.summary ?? '').split(/\n\s*\n/);
  const paragraphs = (resume: Resume) => (resume.basics?.summary ?? '').split(/\n\s*\n/);
  const location = basics.location ?? {};

  const experienceId = slugger();
  const work = (main.work ?? []).map((job, index) =>
    compact({
      id: experienceId(job.name ?? ''),
      kind: 'work',
      role: each((resume) => resume.work?.[index]?.position),
      company: name(job.name),
      period: period(job),
      description: each((resume) => {
        const entry = resume.work?.[index];
        return asSentences([entry?.summary ?? '', ...(entry?.highlights ?? [])]);
      }),
      tech: [],
      url: job.url,
    }),
  );
  const study = (main.education ?? []).map((school, index) =>
    compact({
      id: experienceId(school.institution ?? ''),
      kind: 'study',
      role: each((resume) => {
        const entry = resume.education?.[index];
        return [entry?.studyType, entry?.area].filter(Boolean).join(', ');
      }),
      company: name(school.institution),
      period: period(school),
      tech: [],
      topics: eachList((resume) => resume.education?.[index]?.courses),
      grade: each((resume) => resume.education?.[index]?.score),
      url: school.url,
    }),
  );
  const projectId = slugger();
  const projects = (main.projects ?? []).map((project, index) =>
    compact({
      id: projectId(project.name ?? ''),
      name: oneOrEach(each((resume) => resume.projects?.[index]?.name)),
      company: name(project.entity || basics.name),
      period: period(project),
      description: each((resume) => {
        const entry = resume.projects?.[index];
        return asSentences([entry?.description ?? '', ...(entry?.highlights ?? [])]);
      }),
      tech: project.keywords ?? [],
      url: project.url,
    }),
  );
  const taught = (main.publications ?? []).map((item, index) => ({
    name: item.name,
    platform: item.publisher,
    url: item.url,
    description: each((resume) => resume.publications?.[index]?.summary),
    title: each((resume) => resume.publications?.[index]?.name),
  }));
  const courseId = slugger();
  const personId = slugger();
  const person = (text: string | undefined) => {
    const [who = '', ...role] = (text ?? '').split(', ');
    return { name: typographic(who), role: role.join(', ') };
  };
  const technologies = [
    ...new Set([
      ...projects.flatMap((project) => project.tech as string[]),
      ...(main.skills ?? []).flatMap((skill) => skill.keywords ?? []),
    ]),
  ];
  // A language without a name in the first resume is left out (its fluency alone says nothing).
  const spokenLanguages = (main.languages ?? []).flatMap((spoken, index) =>
    spoken.language
      ? [
          compact({
            language: each((resume) => resume.languages?.[index]?.language),
            fluency: each((resume) => resume.languages?.[index]?.fluency),
          }),
        ]
      : [],
  );
  const section = (name: string, value: Json | undefined) =>
    value ? { [name]: { $schema: SCHEMA(name), ...value } } : {};
  return {
    site: {
      $schema: SCHEMA('site'),
      format: OWNER_FORMAT,
      languages: languages.map((language) => languageEntry(language, location.countryCode)),
    },
    profile: {
      $schema: SCHEMA('profile'),
      ...compact({
        name: name(basics.name),
        jobTitle: oneOrEach(each((resume) => resume.basics?.label)),
        email: basics.email,
        siteUrl: basics.url,
        location: compact({
          city: each((resume) => resume.basics?.location?.city),
          countryCode: location.countryCode,
        }),
        about: compact({
          intro: intro ? each((resume) => paragraphs(resume)[0]) : undefined,
          experience:
            rest.length > 0 ? each((resume) => paragraphs(resume).slice(1).join(' ')) : undefined,
        }),
      }),
      ...(spokenLanguages.length > 0 ? { spokenLanguages } : {}),
      profiles: (basics.profiles ?? []).flatMap((profile) => {
        const network = NETWORK_BY_NAME.get((profile.network ?? '').toLowerCase());
        return network && profile.url ? [{ network, url: profile.url }] : [];
      }),
    },
    legal: {
      $schema: SCHEMA('legal'),
      // Where the template deploys (.github/workflows/deploy.yml); change it if you host elsewhere.
      hosting: {
        service: 'GitHub Pages',
        company: 'GitHub',
        basedIn: texts(
          Object.fromEntries(languages.map((language) => [language, GITHUB_BASED_IN[language]])),
        ),
        ...GITHUB_PAGES_HOST,
      },
      postalAddress: resumeAddress(location),
    },
    technologies,
    ...section('experience', { entries: [...work, ...study] }),
    ...section(
      'projects',
      projects.length > 0
        ? { companies: [...new Set(projects.map((project) => project.company))], entries: projects }
        : undefined,
    ),
    ...section(
      'courses',
      taught.length > 0
        ? {
            platform: taught[0]?.platform ?? '',
            entries: taught.map((course) =>
              compact({
                id: courseId(course.name ?? ''),
                title: course.title,
                description: course.description,
                technologies: [],
                url: course.url,
              }),
            ),
          }
        : undefined,
    ),
    ...section(
      'testimonials',
      (main.references ?? []).length > 0
        ? {
            entries: (main.references ?? []).map((reference, index) =>
              compact({
                id: personId(person(reference.name).name),
                name: person(reference.name).name,
                role: each((resume) => person(resume.references?.[index]?.name).role),
                quote: each((resume) => resume.references?.[index]?.reference),
              }),
            ),
          }
        : undefined,
    ),
  };
}
