/**
 * A JSON Resume 1.x (https://jsonresume.org/schema) as the import reads it: the
 * fields it takes, and what it leaves out and says so (certificates, profiles
 * on networks the site has no icon for, the sections the site has no place for).
 */
import type { Language } from '../../src/lib/language.ts';
import { NETWORKS, NETWORK_KEYS } from '../../src/content/networks.ts';

interface Dated {
  startDate?: string;
  endDate?: string;
}
export interface ResumeLocation {
  address?: string;
  postalCode?: string;
  city?: string;
  countryCode?: string;
  region?: string;
}

export interface Resume {
  basics?: {
    name?: string;
    label?: string;
    email?: string;
    phone?: string;
    url?: string;
    /** A web address, or a file's path (the import copies a file beside the resume: importResume.ts). */
    image?: string;
    summary?: string;
    location?: ResumeLocation;
    profiles?: { network?: string; url?: string }[];
  };
  work?: (Dated & {
    name?: string;
    position?: string;
    summary?: string;
    highlights?: string[];
    url?: string;
  })[];
  education?: (Dated & {
    institution?: string;
    area?: string;
    studyType?: string;
    score?: string;
    courses?: string[];
    url?: string;
  })[];
  projects?: (Dated & {
    name?: string;
    entity?: string;
    description?: string;
    highlights?: string[];
    keywords?: string[];
    url?: string;
  })[];
  publications?: { name?: string; publisher?: string; url?: string; summary?: string }[];
  certificates?: { name?: string; issuer?: string; url?: string }[];
  references?: { name?: string; reference?: string }[];
  skills?: { name?: string; level?: string; keywords?: string[] }[];
  languages?: { language?: string; fluency?: string }[];
  volunteer?: { organization?: string; position?: string }[];
  awards?: { title?: string; awarder?: string }[];
  interests?: { name?: string }[];
}

export type Resumes = Partial<Record<Language, Resume>>;

/** The template's networks by the name JSON Resume gives them ('GitHub' → 'github'). */
export const NETWORK_BY_NAME = new Map(
  NETWORK_KEYS.map((key) => [NETWORKS[key].label.toLowerCase(), key]),
);

/** The certificates the import leaves out (the site has no page for credentials), to say so. */
export function leftOutCertificates(resume: Resume): string[] {
  return (resume.certificates ?? []).map((item) =>
    [item.name, item.issuer].filter(Boolean).join(', '),
  );
}

/** The profiles the site has no network for (its footer has no icon for them): left out, and said so. */
export function unknownProfiles(resume: Resume): string[] {
  return (resume.basics?.profiles ?? [])
    .filter((profile) => !NETWORK_BY_NAME.has((profile.network ?? '').toLowerCase()))
    .map((profile) => `${profile.network ?? '(no network)'} ${profile.url ?? ''}`.trim());
}

/**
 * What the resume holds that the site has no place for, one line each, for the
 * import to say it left it out (certificates and profiles apart: their own lines).
 */
export function leftOutSections(resume: Resume): string[] {
  const named = (items: (string | undefined)[]) => items.filter(Boolean).join('; ');
  const lines: string[] = [];
  if (resume.basics?.phone) {
    lines.push(
      `Your phone number (basics.phone): the site shows none; a legal notice that needs one takes it in legal.json "legalNotice"`,
    );
  }
  const volunteer = resume.volunteer ?? [];
  if (volunteer.length > 0) {
    lines.push(
      `Volunteering (${volunteer.length}): ${named(volunteer.map((item) => [item.position, item.organization].filter(Boolean).join(', ')))}`,
    );
  }
  const awards = resume.awards ?? [];
  if (awards.length > 0) {
    lines.push(
      `Awards (${awards.length}): ${named(awards.map((item) => [item.title, item.awarder].filter(Boolean).join(', ')))}`,
    );
  }
  const interests = resume.interests ?? [];
  if (interests.length > 0) {
    lines.push(`Interests (${interests.length}): ${named(interests.map((item) => item.name))}`);
  }
  const levels = (resume.skills ?? []).filter((skill) => skill.level);
  if (levels.length > 0) {
    lines.push(
      `Skill levels (technologies.json lists the keywords, without levels): ${named(levels.map((skill) => [skill.name, skill.level].filter(Boolean).join(': ')))}`,
    );
  }
  return lines;
}

/** '2021-09-01' or '2021-09' → '09/2021'; a bare year stays as it is, for the check to ask for its month. */
function monthYear(date: string): string {
  const [year, month] = date.split('-');
  return month ? `${month}/${year}` : (year ?? '');
}

/** A resume's dates as an owner file's period, '09/2021 – Present'. */
export function period({ startDate, endDate }: Dated): string {
  if (!startDate) return '';
  return `${monthYear(startDate)} – ${endDate ? monthYear(endDate) : 'Present'}`;
}
