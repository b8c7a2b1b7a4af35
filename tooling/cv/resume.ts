import type { CvData, CvItem } from './cvData.ts';

/** The JSON Resume schema version the files follow (checked in resume.test.ts). */
export const RESUME_SCHEMA =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

const dates = (item: CvItem) => ({
  ...(item.dates ? { startDate: item.dates.start } : {}),
  ...(item.dates?.end ? { endDate: item.dates.end } : {}),
});

/**
 * The CV as a JSON Resume (https://jsonresume.org/schema): what fits its
 * sections, nothing invented. Courses the owner teaches are publications (a
 * certificate would claim a credential); testimonials are references.
 */
export function jsonResume(cv: CvData, lastModified: string) {
  return {
    $schema: RESUME_SCHEMA,
    basics: {
      name: cv.profile.name,
      label: cv.texts.jobTitle,
      email: cv.profile.email,
      url: cv.profile.siteUrl,
      summary: cv.summary.join('\n\n'),
      location: { city: cv.texts.location.city, countryCode: cv.profile.location.countryCode },
      profiles: cv.profiles.map(({ label, url }) => ({ network: label, url })),
    },
    work: cv.work.map((item) => ({
      name: item.organisation,
      position: item.title,
      ...dates(item),
      summary: item.summary,
    })),
    education: cv.education.map((item) => ({
      institution: item.organisation,
      studyType: item.title,
      ...dates(item),
      ...(item.score ? { score: item.score } : {}),
      courses: [...item.keywords],
    })),
    projects: cv.allProjects.map((item) => ({
      name: item.title,
      entity: item.organisation,
      description: item.summary,
      ...dates(item),
      keywords: [...item.keywords],
    })),
    publications: cv.courses.map((item) => ({
      name: item.title,
      publisher: item.organisation,
      ...(item.url ? { url: item.url } : {}),
      summary: item.summary,
    })),
    references: cv.references.map((person) => ({
      name: person.role ? `${person.name}, ${person.role}` : person.name,
      reference: person.quote,
    })),
    skills: [{ name: cv.technologies.heading, keywords: [...cv.technologies.names] }],
    languages: cv.languages.map(({ language, fluency }) => ({
      language,
      ...(fluency ? { fluency } : {}),
    })),
    meta: { canonical: cv.profile.siteUrl, lastModified },
  };
}
