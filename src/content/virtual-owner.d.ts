/** The owner's content, per section, as tooling/owner/plugin.ts serves it (see tooling/owner/project.ts). */
declare module 'virtual:owner/identity' {
  import type { Identity } from './identity';
  export const identity: Omit<Identity, 'basePath'>;
}
declare module 'virtual:owner/photo' {
  /** Asset URLs of the portrait, 192 and 384 px wide. */
  export const photo: { small: string; large: string } | null;
}
declare module 'virtual:owner/experience' {
  import type { ExperienceEntry } from './types';
  export const experience: readonly ExperienceEntry[];
}
declare module 'virtual:owner/projects' {
  import type { Project } from './types';
  export const projects: readonly Project[];
  /** In the order of the filter, the first selected; empty without projects. */
  export const companies: readonly string[];
}
declare module 'virtual:owner/courses' {
  import type { Course } from './types';
  export const courses: readonly Course[];
  /** Where the courses are published ('Udemy'). */
  export const coursePlatform: string;
}
declare module 'virtual:owner/testimonials' {
  import type { Testimonial } from './types';
  export const testimonials: readonly Testimonial[];
}
declare module 'virtual:owner/trading' {
  import type { AnnualReturn, HeadlineFigures } from './trading';
  export const trading: {
    years: number[];
    monthlyReturns: (number | null)[];
    annualReturns: AnnualReturn[];
    headline: HeadlineFigures;
  } | null;
}
declare module 'virtual:owner/cv' {
  export const cvProjectIds: readonly string[];
  /** The owner's technology names (technologies.json). */
  export const technologies: readonly string[];
}

/** The optional sections the owner has content for (tooling/owner/plugin.ts); undefined outside Vite. */
declare const __OWNER_SECTIONS__: readonly string[] | undefined;
