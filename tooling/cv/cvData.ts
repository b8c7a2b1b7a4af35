import type { i18n as I18n, TFunction } from 'i18next';
import type { Identity } from '../../src/content/identity';
import { NETWORKS } from '../../src/content/networks';
import type { Course, ExperienceEntry, Project, Testimonial } from '../../src/content/types';
import type { Language } from '../../src/lib/language';
import { displayPeriod, periodDates, type PeriodDates } from '../../src/lib/period';

/** What the CV is made from: the site's own content (src/content), nothing typed twice. */
export interface CvContent {
  identity: Pick<
    Identity,
    'ownerName' | 'email' | 'siteUrl' | 'countryCode' | 'spokenLanguages'
  > & {
    social: readonly Pick<Identity['social'][number], 'key' | 'label' | 'href'>[];
  };
  experience: readonly ExperienceEntry[];
  projects: readonly Project[];
  courses: readonly Course[];
  /** The CV quotes each person: no picture. */
  testimonials: readonly Omit<Testimonial, 'photo'>[];
  /** Where the courses are published ('Udemy'). */
  coursePlatform: string;
  /** Every technology name the owner lists (technologies.json). */
  technologies: readonly string[];
  /** The projects the PDF lists, in order (the owner's cv.json); the JSON Resume lists all. */
  selectedProjectIds: readonly string[];
}

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
    title: t(entry.roleKey),
    organisation: entry.company,
    period: displayPeriod(entry.period, t('present')),
    dates: periodDates(entry.period),
    summary: entry.descriptionKey ? t(entry.descriptionKey) : '',
    ...(entry.gradeKey ? { score: t(entry.gradeKey), grade: gradeLabel(t(entry.gradeKey)) } : {}),
    keywords: [...entry.tech, ...list(t, entry.topicsKey)],
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
  const { identity } = content;
  const name = identity.ownerName;
  // The owner's texts, in the file's language (tooling/owner/files/profile.ts).
  const jobTitle = common('jobTitle');
  const gradeLabel = (grade: string) => cv('grade', { grade });
  const projectItems = new Map(
    content.projects.map((project) => [
      project.id,
      {
        title: project.nameKey ? projects(project.nameKey) : (project.name ?? project.id),
        organisation: project.company,
        period: displayPeriod(project.period, projects('present')),
        dates: periodDates(project.period),
        summary: projects(project.descriptionKey),
        keywords: project.tech,
      },
    ]),
  );
  return {
    language,
    name,
    jobTitle,
    email: identity.email,
    address: cv('location'),
    city: cv('city'),
    countryCode: identity.countryCode,
    siteUrl: identity.siteUrl,
    profiles: identity.social
      .filter((link) => NETWORKS[link.key].professional)
      .map((link) => ({ network: link.label, url: link.href })),
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
    work: content.experience
      .filter((entry) => entry.kind === 'work')
      .map((entry) => experienceItem(entry, experience, gradeLabel)),
    education: content.experience
      .filter((entry) => entry.kind === 'study')
      .map((entry) => experienceItem(entry, experience, gradeLabel)),
    projects: [...projectItems.values()],
    selectedProjects: content.selectedProjectIds.flatMap((id) => projectItems.get(id) ?? []),
    courses: content.courses.map((course) => ({
      title: courses(course.titleKey),
      organisation: content.coursePlatform,
      period: course.durationKey
        ? cv('course_details', {
            duration: courses(course.durationKey),
            platform: content.coursePlatform,
          })
        : content.coursePlatform,
      dates: null,
      summary: course.descriptionKey ? courses(course.descriptionKey) : '',
      keywords: [...list(courses, course.topicsKey), ...course.technologies],
      url: course.link,
    })),
    languages: identity.spokenLanguages.map(({ languageKey, fluencyKey }) => {
      const language = common(languageKey);
      const fluency = fluencyKey ? common(fluencyKey) : undefined;
      return {
        language,
        ...(fluency ? { fluency } : {}),
        label: fluency ? common('spoken_language_fluency', { language, fluency }) : language,
      };
    }),
    references: content.testimonials.map((person) => ({
      name: testimonials(person.nameKey),
      role: person.roleKey ? testimonials(person.roleKey) : '',
      quote: testimonials(person.quoteKey),
    })),
    technologies: {
      heading: cv('technologies'),
      names: [...content.technologies].sort((a, b) => a.localeCompare(b, 'en')),
    },
    more: cv('more', { url: identity.siteUrl }),
    pageLabel: (page, total) => cv('page', { page, total }),
  };
}
