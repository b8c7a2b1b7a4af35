/**
 * The shapes of the owner's facts as the site reads them (names, periods,
 * links, technology names), each field under its name in owner/<file>.json;
 * each entry's texts are served beside them, in each language, under theirs
 * (ownerTexts.ts). Made from owner/<file>.json by tooling/owner/files/<file>.ts.
 */

/** A technology's name, written the same in every language (listed in the owner's technologies.json). */
export type TechnologyName = string;

/** An employer, as the owner writes it (projects.json "companies"). */
export type Company = string;

/** One row of the experience timeline: a job or a course of study; its texts: the role, the description, the topics, the grade. */
export interface ExperienceEntry {
  /** Stable slug, unique, e.g. 'acme-engineer'. */
  id: string;
  /** Employer or school, shown as written (a proper name, not translated). */
  company: string;
  /** A job or a course of study: the CV and its JSON Resume list them apart (work, education). */
  kind: 'work' | 'study';
  /** 'MM/YYYY – MM/YYYY' or 'MM/YYYY – Present' (an en dash between; 'Present' is translated on display). */
  period: string;
  /** Technology names, shown as written in every language; each is listed in technologies.json. */
  tech: readonly TechnologyName[];
}

/** A project, delivered for one of the owner's companies; its texts: the name, the description. */
export interface Project {
  /** Stable slug, unique. */
  id: string;
  /** Technology names, shown as written in every language; each is listed in technologies.json. */
  tech: readonly TechnologyName[];
  company: Company;
  /** 'MM/YYYY – MM/YYYY' or 'MM/YYYY – Present'. */
  period: string;
}

/** An online course published on the course marketplace; its texts: the title, the description, the duration, the topics. */
export interface Course {
  /** Stable slug, unique, e.g. 'git'. */
  id: string;
  /** Duration in hours, for checks and sorting (2.5 for a course of two and a half hours). */
  hours?: number;
  /** Technology names used in the course, shown after the topics; may be empty. */
  technologies: readonly TechnologyName[];
  /** https link to the course page on the marketplace. */
  url: string;
  /** URL of the course image (an image of the owner's folder, imported); null: the template's picture. */
  image: string | null;
}

/** A square picture the build made at each width an `img` draws it: the largest's URL, and every width's. */
export interface SizedPicture {
  src: string;
  srcSet: string;
}

/** What someone who worked with the owner says; its texts: the role, the quote. */
export interface Testimonial {
  /** Stable slug, unique. */
  id: string;
  /** The person's name, as written in every language. */
  name: string;
  /** The person's profile, its https address… */
  profileUrl?: string;
  /** …and its network's name ('LinkedIn', or its host), for the link's accessible name. */
  profileNetwork?: string;
  /** The person's picture as the owner gave it, made at the avatar's widths; without it, initials. */
  photo?: SizedPicture;
}
