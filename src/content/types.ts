/**
 * The shapes of the owner's content as the site reads it: facts (names,
 * periods, links, technology names) with each text referred to by key in the
 * page's translation namespace, each key the path of its text in the owner's
 * file. Every field keeps its name in owner/<file>.json, a text's too (its
 * value the key). Made from owner/<file>.json by tooling/owner/files/<file>.ts.
 */

/** A technology's name, written the same in every language (listed in the owner's technologies.json). */
export type TechnologyName = string;

/** An employer, as the owner writes it (projects.json "companies"). */
export type Company = string;

/** One row of the experience timeline: a job or a course of study. Namespace: experience. */
export interface ExperienceEntry {
  /** Stable slug, unique, e.g. 'acme-engineer'. */
  id: string;
  /** Key of the role, e.g. 'entries.acme-engineer.role'. */
  role: string;
  /** Employer or school, shown as written (a proper name, not translated). */
  company: string;
  /** A job or a course of study: the CV and its JSON Resume list them apart (work, education). */
  kind: 'work' | 'study';
  /** 'MM/YYYY – MM/YYYY' or 'MM/YYYY – Present' (an en dash between; 'Present' is translated on display). */
  period: string;
  /** Key of the description, e.g. 'entries.acme-engineer.description'; none when the owner gives none. */
  description?: string;
  /** Technology names, shown as written in every language; each is listed in technologies.json. */
  tech: readonly TechnologyName[];
  /**
   * Key of a translated list of descriptive topics shown after the names, e.g.
   * 'entries.uni-master.topics' (['Distributed systems', …] / ['Sistemi distribuiti', …]).
   */
  topics?: string;
  /** Key of a course of study's final grade, e.g. 'entries.uni-master.grade'. */
  grade?: string;
}

/** A project, delivered for one of the owner's companies. Namespace: projects. */
export interface Project {
  /** Stable slug, unique. */
  id: string;
  /**
   * A product's name, shown as written in every language, or for a name that describes (a
   * coverage checker) the key of its translation: `{ key: 'entries.<id>.name' }`.
   */
  name: string | { key: string };
  /** Technology names, shown as written in every language; each is listed in technologies.json. */
  tech: readonly TechnologyName[];
  /** Key of the description, 'entries.<id>.description'. */
  description: string;
  company: Company;
  /** 'MM/YYYY – MM/YYYY' or 'MM/YYYY – Present'. */
  period: string;
}

/** An online course published on the course marketplace. Namespace: courses. */
export interface Course {
  /** Stable slug, unique, e.g. 'git'. */
  id: string;
  /** Key of the title, 'items.<id>.title'; the description's, 'items.<id>.description'. */
  title: string;
  description?: string;
  /** Key of the duration text, e.g. 'items.sql-basics.duration' ('2.5 hours' / '2,5 ore'). */
  duration?: string;
  /** Duration in hours, for checks and sorting (2.5 for a course of two and a half hours). */
  hours?: number;
  /** Key of the translated list of topics covered, e.g. 'items.git.topics'. */
  topics?: string;
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

/** What someone who worked with the owner says. Namespace: testimonials. */
export interface Testimonial {
  /** Stable slug, unique. */
  id: string;
  /** Keys of the name, the role and the quote: 'items.<id>.name', 'items.<id>.role', 'items.<id>.quote'. */
  name: string;
  role?: string;
  quote: string;
  /** The person's profile, its https address… */
  profileUrl?: string;
  /** …and its network's name ('LinkedIn', or its host), for the link's accessible name. */
  profileNetwork?: string;
  /** The person's picture as the owner gave it, made at the avatar's widths; without it, initials. */
  photo?: SizedPicture;
}
