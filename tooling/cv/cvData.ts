import type { i18n as I18n, TFunction } from 'i18next';
import { NETWORKS } from '../owner/files/networks.ts';
import { profileText } from '../../src/content/ownerTexts.ts';
import type { ExperienceEntry } from '../../src/content/types.ts';
import type { Language } from '../../src/lib/language.ts';
import { displayPeriod, periodDates, type PeriodDates } from '../../src/lib/period.ts';
import type { FileModules } from '../owner/files/index.ts';

/**
 * What the CV is made from: the owner files' modules, as the site reads them
 * (tooling/owner/files/index.ts), by module; nothing typed twice.
 */
export type CvContent = Pick<
  FileModules,
  'profile' | 'experience' | 'projects' | 'courses' | 'testimonials' | 'cv' | 'technologies'
>;

/** One line of the CV: a job, a course of study, a project or a course taught. */
export interface CvItem {
  title: string;
  /** Employer, school or publisher. */
  organisation: string;
  /** As the site shows it ('09/2021 – Present', '09/2021 – oggi'); empty for a course. */
  period: string;
  dates: PeriodDates | null;
  summary: string;
  /** A course of study's final grade ('110/110'), and as the PDF prints it ('Grade: 110/110'). */
  score?: string;
  grade?: string;
  /** Technology names (language-neutral) and translated topics. */
  keywords: readonly string[];
  url?: string;
}

/** A language the owner speaks, as the CV and its JSON Resume say it. */
export interface CvLanguage {
  language: string;
  fluency?: string;
  /** As the PDF prints it: 'Italian (native)'. */
  label: string;
}

export interface CvReference {
  name: string;
  role: string;
  quote: string;
}

/** Everything one language's CV says, in that language, in the order it says it. */
export interface CvData {
  language: Language;
  name: string;
  jobTitle: string;
  email: string;
  /** City and country: a public PDF carries no street address. */
  address: string;
  city: string;
  countryCode: string;
  siteUrl: string;
  profiles: readonly { network: string; url: string }[];
  documentTitle: string;
  subject: string;
  headings: Record<'profile' | 'work' | 'education' | 'projects' | 'courses' | 'languages', string>;
  profile: readonly string[];
  work: readonly CvItem[];
  education: readonly CvItem[];
  projects: readonly CvItem[];
  selectedProjects: readonly CvItem[];
  courses: readonly CvItem[];
  /** The languages the owner speaks: JSON Resume's languages. */
  languages: readonly CvLanguage[];
  references: readonly CvReference[];
  /** The owner's technology names, with their translated heading: JSON Resume's skills. */
  technologies: { heading: string; names: readonly string[] };
  /** The closing line: where the rest is. */
  more: string;
  pageLabel: (page: number, total: number) => string;
}

/** A translated list (topics), or none when the key names no list. */
function list(t: TFunction, key: string | undefined): string[] {
  if (!key) return [];
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

function experienceItem(
  entry: ExperienceEntry,
  t: TFunction,
  gradeLabel: (grade: string) => string,
): CvItem {
  return {
    title: t(entry.role),
    organisation: entry.company,
    period: displayPeriod(entry.period, t('present')),
    dates: periodDates(entry.period),
    summary: entry.description ? t(entry.description) : '',
    ...(entry.grade ? { score: t(entry.grade), grade: gradeLabel(t(entry.grade)) } : {}),
    keywords: [...entry.tech, ...list(t, entry.topics)],
  };
}

/**
 * The CV of one language from the content and an i18next holding every
 * namespace (src/i18n/allTranslations.ts): pure, so a unit test can change
 * the content and see the change in the PDF and the JSON Resume.
 */
export function cvData(content: CvContent, i18n: I18n, language: Language): CvData {
  const fixed = (namespace: string) => i18n.getFixedT(language, namespace);
  const [common, cv, experience, projects, courses, testimonials] = [
    'common',
    'cv',
    'experience',
    'projects',
    'courses',
    'testimonials',
  ].map(fixed) as [TFunction, TFunction, TFunction, TFunction, TFunction, TFunction];
  const { profile } = content.profile;
  const { platform } = content.courses;
  const { name } = profile;
  // The owner's texts, in the file's language (tooling/owner/files/profile.ts).
  const jobTitle = common(profileText('jobTitle'));
  const gradeLabel = (grade: string) => cv('grade', { grade });
  const projectItems = new Map(
    content.projects.projects.map((project) => [
      project.id,
      {
        title: typeof project.name === 'string' ? project.name : projects(project.name.key),
        organisation: project.company,
        period: displayPeriod(project.period, projects('present')),
        dates: periodDates(project.period),
        summary: projects(project.description),
        keywords: project.tech,
      },
    ]),
  );
  return {
    language,
    name,
    jobTitle,
    email: profile.email,
    address: common(profileText('location.full')),
    city: common(profileText('location.city')),
    countryCode: profile.location.countryCode,
    siteUrl: profile.siteUrl,
    profiles: profile.profiles
      .filter(({ network }) => NETWORKS[network].professional)
      .map(({ label, url }) => ({ network: label, url })),
    documentTitle: cv('document_title', { name }),
    subject: cv('subject', { name, title: jobTitle }),
    headings: {
      profile: cv('profile'),
      work: cv('work'),
      education: cv('education'),
      projects: cv('projects'),
      courses: cv('courses'),
      languages: cv('languages'),
    },
    profile: [cv('cvProfile')],
    work: content.experience.experience
      .filter((entry) => entry.kind === 'work')
      .map((entry) => experienceItem(entry, experience, gradeLabel)),
    education: content.experience.experience
      .filter((entry) => entry.kind === 'study')
      .map((entry) => experienceItem(entry, experience, gradeLabel)),
    projects: [...projectItems.values()],
    selectedProjects: content.cv.projects.flatMap((id) => projectItems.get(id) ?? []),
    courses: content.courses.courses.map((course) => ({
      title: courses(course.title),
      organisation: platform,
      period: course.duration
        ? cv('course_details', { duration: courses(course.duration), platform })
        : platform,
      dates: null,
      summary: course.description ? courses(course.description) : '',
      keywords: [...list(courses, course.topics), ...course.technologies],
      url: course.url,
    })),
    languages: profile.spokenLanguages.map((spoken) => {
      const language = common(spoken.language);
      const fluency = spoken.fluency ? common(spoken.fluency) : undefined;
      return {
        language,
        ...(fluency ? { fluency } : {}),
        label: fluency ? common('spoken_language_fluency', { language, fluency }) : language,
      };
    }),
    references: content.testimonials.testimonials.map((person) => ({
      name: testimonials(person.name),
      role: person.role ? testimonials(person.role) : '',
      quote: testimonials(person.quote),
    })),
    technologies: {
      heading: cv('technologies'),
      names: [...content.technologies.technologies].sort((a, b) => a.localeCompare(b, 'en')),
    },
    more: cv('more', { url: profile.siteUrl }),
    pageLabel: (page, total) => cv('page', { page, total }),
  };
}
