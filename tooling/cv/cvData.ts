import type { i18n as I18n, TFunction } from 'i18next';
import { NETWORKS } from '../owner/files/networks.ts';
import type { ExperienceFacts } from '../../src/content/ownerFacts.ts';
import type { ExperienceTexts } from '../../src/content/ownerTexts.ts';
import type { OwnerModules } from '../../src/content/ownerModules.ts';
import { textsIn } from '../../src/content/texts.ts';
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

/** profile.json's texts in one language (the job title, the city with its country in words…). */
export type CvProfileTexts = OwnerModules['profile']['texts'][string];

/** Everything one language's CV says, in that language, in the order it says it. */
export interface CvData {
  language: Language;
  /**
   * profile.json's facts, whole, as its module serves them: the name, the email, the country
   * (`location.countryCode`), the site's address as the build publishes it (`siteUrl`)…
   */
  profile: CvContent['profile']['profile'];
  /**
   * profile.json's texts in the CV's language, each under its path in the file: the job title,
   * `location.full` (city and country: a public PDF carries no street address)…
   */
  texts: CvProfileTexts;
  /** The networks the CV prints, the professional ones: each one's name ('LinkedIn') and address. */
  profiles: readonly { label: string; url: string }[];
  documentTitle: string;
  subject: string;
  headings: Record<'summary' | 'work' | 'education' | 'projects' | 'courses' | 'languages', string>;
  /** The paragraphs under the name: profile.json's `cvProfile`, else the about text (JSON Resume's summary). */
  summary: readonly string[];
  work: readonly CvItem[];
  education: readonly CvItem[];
  /** Every project: the JSON Resume's. */
  allProjects: readonly CvItem[];
  /** The projects cv.json chooses, in its order: the PDF's. */
  projects: readonly CvItem[];
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

function experienceItem(
  entry: ExperienceFacts['entries'][number],
  texts: ExperienceTexts['entries'][number] | undefined,
  t: TFunction,
  gradeLabel: (grade: string) => string,
): CvItem {
  return {
    title: texts?.role ?? '',
    organisation: entry.company,
    period: displayPeriod(entry.period, t('present')),
    dates: periodDates(entry.period),
    summary: texts?.description ?? '',
    ...(texts?.grade ? { score: texts.grade, grade: gradeLabel(texts.grade) } : {}),
    keywords: [...entry.tech, ...(texts?.topics ?? [])],
  };
}

/**
 * The CV of one language from the content and an i18next holding every
 * namespace (src/i18n/allTranslations.ts): pure, so a unit test can change
 * the content and see the change in the PDF and the JSON Resume.
 */
export function cvData(content: CvContent, i18n: I18n, language: Language): CvData {
  const fixed = (namespace: string) => i18n.getFixedT(language, namespace);
  const [common, cv, experience, projects] = ['common', 'cv', 'experience', 'projects'].map(
    fixed,
  ) as [TFunction, TFunction, TFunction, TFunction];
  const { profile } = content.profile;
  const { courses } = content.courses;
  const platform = courses?.platform ?? '';
  const { name } = profile;
  // The owner's texts in the CV's language, each under its path in its file.
  const texts = textsIn(content.profile.texts, language);
  const experienceTexts = textsIn(content.experience.texts, language).entries;
  const projectTexts = textsIn(content.projects.texts, language).entries;
  const courseTexts = textsIn(content.courses.texts, language).entries;
  const testimonialTexts = textsIn(content.testimonials.texts, language).entries;
  const { jobTitle } = texts;
  const gradeLabel = (grade: string) => cv('grade', { grade });
  const projectItems = new Map(
    (content.projects.projects?.entries ?? []).map((project, index) => [
      project.id,
      {
        title: projectTexts?.[index]?.name ?? '',
        organisation: project.company,
        period: displayPeriod(project.period, projects('present')),
        dates: periodDates(project.period),
        summary: projectTexts?.[index]?.description ?? '',
        keywords: project.tech,
      },
    ]),
  );
  const entries = content.experience.experience.entries.map((entry, index) => ({
    entry,
    item: experienceItem(entry, experienceTexts?.[index], experience, gradeLabel),
  }));
  return {
    language,
    profile,
    texts,
    profiles: profile.profiles
      .filter(({ network }) => NETWORKS[network].professional)
      .map(({ label, url }) => ({ label, url })),
    documentTitle: cv('document_title', { name }),
    subject: cv('subject', { name, title: jobTitle }),
    headings: {
      summary: cv('profile'),
      work: cv('work'),
      education: cv('education'),
      projects: cv('projects'),
      courses: cv('courses'),
      languages: cv('languages'),
    },
    summary: [texts.cvProfile ?? texts.about.intro],
    work: entries.filter(({ entry }) => entry.kind === 'work').map(({ item }) => item),
    education: entries.filter(({ entry }) => entry.kind === 'study').map(({ item }) => item),
    allProjects: [...projectItems.values()],
    projects: (content.cv.cv?.projects ?? []).flatMap((id) => projectItems.get(id) ?? []),
    courses: (courses?.entries ?? []).map((course, index) => {
      const { title = '', description, duration, topics = [] } = courseTexts?.[index] ?? {};
      return {
        title,
        organisation: platform,
        period: duration ? cv('course_details', { duration, platform }) : platform,
        dates: null,
        summary: description ?? '',
        keywords: [...topics, ...course.technologies],
        url: course.url,
      };
    }),
    languages: (texts.spokenLanguages ?? []).map(({ language, fluency }) => ({
      language,
      ...(fluency ? { fluency } : {}),
      label: fluency ? common('spoken_language_fluency', { language, fluency }) : language,
    })),
    references: (content.testimonials.testimonials?.entries ?? []).map((person, index) => ({
      name: person.name,
      role: testimonialTexts?.[index]?.role ?? '',
      quote: testimonialTexts?.[index]?.quote ?? '',
    })),
    technologies: {
      heading: cv('technologies'),
      names: [...content.technologies.technologies].sort((a, b) => a.localeCompare(b, 'en')),
    },
    more: cv('more', { url: profile.siteUrl }),
    pageLabel: (page, total) => cv('page', { page, total }),
  };
}
