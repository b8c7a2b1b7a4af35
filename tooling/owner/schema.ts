/**
 * The owner's folder, file by file: the one schema that validates it (the
 * loader, `npm run check:content`) and that is published as JSON Schema for the
 * owner's editor (`npm run schema`). Node-side only: zod never reaches the site.
 *
 * A text the visitor reads is a `Text`: one string per language code,
 * `{ "en": "…", "it": "…" }`. The fallback language (English) is required; a
 * language left out is untranslated: the site shows the fallback text and the
 * content check names it. Names (companies, products, technologies, people) are
 * plain strings, written the same in every language.
 */
import { z } from 'zod';
import { NETWORK_KEYS } from '../../src/content/networks.ts';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from '../../src/lib/language.ts';

const requiredText = z
  .string({ error: (issue) => (issue.input === undefined ? 'is missing' : 'must be text') })
  .trim()
  .min(1, { error: 'is empty' });

function isHttpsUrl(text: string): boolean {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
}

const httpsUrl = requiredText.refine(isHttpsUrl, { error: 'must be an https URL' });

const slug = requiredText.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  error: 'must be a slug: lower-case letters, digits and single dashes (e.g. "acme-engineer")',
});

/** One entry per language: the fallback language's required, the others optional (untranslated). */
function perLanguage<T extends z.ZodType>(value: T) {
  return z.strictObject(
    Object.fromEntries(
      SUPPORTED_LANGUAGES.map((language) => [
        language,
        language === FALLBACK_LANGUAGE ? value : value.optional(),
      ]),
    ) as Record<string, T>,
  );
}

/** One text in every language: `{ "en": "…", "it": "…" }`; the fallback language is required. */
export const text = perLanguage(requiredText).meta({
  description: `A text in each language: { "en": "…", "it": "…" }`,
});

/** A translated list of short phrases (topics): one list per language. */
export const textList = perLanguage(z.array(requiredText).min(1, { error: 'is an empty list' }))
  .superRefine((value, context) => {
    const lengths = new Set(Object.values(value).map((items) => items?.length));
    if (lengths.size > 1) {
      context.addIssue({
        code: 'custom',
        message: 'has lists of different lengths in different languages',
      });
    }
  })
  .meta({ description: 'A list of short phrases in each language: { "en": ["…"], "it": ["…"] }' });

/** 'MM/YYYY – MM/YYYY' or 'MM/YYYY – Present'; the content check explains a wrong one. */
const period = requiredText.meta({
  description: '"MM/YYYY – MM/YYYY" or "MM/YYYY – Present", with an en dash (–)',
  examples: ['09/2021 – Present'],
});

const technologyList = z
  .array(requiredText, {
    error: 'must be a list of technology names, e.g. ["Angular", "TypeScript"]',
  })
  .meta({ description: 'Technology names, each listed in technologies.json' });

/** An image in the owner's folder, by its path below it. */
const imagePath = requiredText.regex(/^images\/[\w./-]+\.(webp|png|jpe?g|avif|svg)$/, {
  error: 'must be a path below the folder\'s images/, e.g. "images/profile.webp"',
});

export const profileFile = z.strictObject({
  name: requiredText,
  jobTitle: requiredText.meta({ description: 'Shown as written in every language' }),
  email: requiredText.regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, { error: 'must be an email address' }),
  location: z.strictObject({
    city: text,
    countryCode: requiredText
      .regex(/^[A-Z]{2}$/, { error: 'must be a two-letter country code, e.g. "IT"' })
      .meta({
        description:
          'ISO 3166-1 alpha-2, as JSON Resume writes it; its name is shown in each language',
      }),
  }),
  siteUrl: httpsUrl.meta({
    description: 'Where the site is published; GitHub Pages fills it in on deploy',
  }),
  photo: z.strictObject({ small: imagePath, large: imagePath }).optional().meta({
    description: 'A square portrait, 192 and 384 px wide; without it the card shows no picture',
  }),
  shareImage: imagePath.optional().meta({
    description: "The picture of link previews, 1200 × 630 PNG; without it, the template's",
  }),
  favicon: imagePath.optional().meta({
    description: "The browser tab's icon, 48 × 48 PNG; without it, the template's",
  }),
  about: z.strictObject({ intro: text, experience: text.optional() }),
  description: text.optional().meta({
    description: "The home page's description for search engines; without it, the template's",
  }),
  cvProfile: text
    .optional()
    .meta({ description: "The CV's profile paragraph; without it, the about texts" }),
  profiles: z.array(
    z.strictObject({
      network: z.enum(NETWORK_KEYS, { error: `must be one of ${NETWORK_KEYS.join(', ')}` }),
      url: httpsUrl,
    }),
  ),
});

const section = {
  intro: text.optional().meta({
    description: "The page's opening paragraph; without it, the template's",
  }),
  description: text.optional().meta({
    description: "The page's description for search engines; without it, the template's",
  }),
};

const experienceEntry = z.strictObject({
  id: slug,
  kind: z.enum(['work', 'study'], {
    error: 'must be "work" (a job) or "study" (a course of study)',
  }),
  role: text,
  company: requiredText,
  period,
  description: text.optional(),
  tech: technologyList,
  topics: textList.optional(),
  grade: text
    .optional()
    .meta({ description: 'A course of study’s final grade, e.g. "110/110 cum laude"' }),
  url: httpsUrl.optional(),
});

export const experienceFile = z.strictObject({
  ...section,
  entries: z.array(experienceEntry).min(1),
});

const project = z.strictObject({
  id: slug,
  /** A product's name as written, or a translated name that describes it. */
  name: z.union([requiredText, text]),
  company: requiredText,
  period,
  description: text,
  tech: technologyList,
  url: httpsUrl.optional(),
});

export const projectsFile = z.strictObject({
  ...section,
  companies: z
    .array(requiredText)
    .min(1)
    .meta({ description: 'The companies in the order of the filter; the first is selected' }),
  entries: z.array(project).min(1),
});

const course = z.strictObject({
  id: slug,
  title: text,
  description: text.optional(),
  duration: text.optional().meta({ examples: [{ en: '2.5 hours', it: '2,5 ore' }] }),
  hours: z
    .number({ error: 'must be a number of hours' })
    .positive({ error: 'must be more than 0 hours' })
    .optional(),
  topics: textList.optional(),
  technologies: technologyList,
  url: httpsUrl,
  image: imagePath.optional().meta({
    description: "16:9, 480 × 270 px; without it, the template's picture",
  }),
});

export const coursesFile = z.strictObject({
  ...section,
  platform: requiredText.meta({ description: 'Where the courses are published, e.g. "Udemy"' }),
  entries: z.array(course).min(1),
});

const testimonial = z.strictObject({
  id: slug,
  name: requiredText,
  role: text.optional(),
  quote: text,
  profileUrl: httpsUrl
    .optional()
    .meta({ description: "The person's professional-network profile" }),
});

export const testimonialsFile = z.strictObject({
  ...section,
  entries: z.array(testimonial).min(1),
});

const returnValue = z.number().nullable();

export const tradingFile = z.strictObject({
  ...section,
  about: text.meta({ description: 'What kind of investor you are' }),
  profileUrl: httpsUrl,
  signupUrl: httpsUrl.meta({
    description: 'A sign-up link for the platform (the page says it is a referral link)',
  }),
  monthlyReturns: z
    .record(
      z.string().regex(/^(19|20)\d\d$/, { error: 'must be a year' }),
      z.array(returnValue).length(12),
    )
    .meta({
      description: 'Twelve monthly returns in percent per year, null where there is no figure',
    }),
  annualReturns: z.array(
    z.strictObject({ year: z.number().int(), value: z.number(), partial: z.boolean().optional() }),
  ),
  averageRiskScoreSevenDays: z.number().min(1).max(10),
  profitableWeeks: z.number().min(0).max(100),
});

export const cvFile = z.strictObject({
  projects: z
    .array(slug)
    .max(8, { error: 'lists more than 8 projects, more than fit the PDF' })
    .meta({
      description: 'The projects the PDF lists, by id, in order; the JSON Resume lists all',
    }),
});

export const legalFile = z.strictObject({
  hosting: z
    .strictObject({
      service: requiredText.meta({ examples: ['GitHub Pages'] }),
      company: requiredText.meta({ examples: ['GitHub'] }),
      basedIn: text.meta({
        examples: [{ en: 'based in the United States', it: 'con sede negli Stati Uniti' }],
      }),
    })
    .meta({
      description:
        'Who serves the site and keeps its server logs, as the privacy policy names them',
    }),
  postalAddress: requiredText.meta({
    description:
      "The data controller's postal address (the controller is you, profile.json's name); printed in the privacy policy only",
  }),
});

export const technologiesFile = z
  .array(requiredText)
  .meta({ description: 'Names written the same in every language (languages, frameworks, tools)' });

/** Every file of the owner's folder: its schema, and whether the site needs it. */
export const OWNER_FILES = {
  profile: { schema: profileFile, required: true },
  legal: { schema: legalFile, required: true },
  technologies: { schema: technologiesFile, required: true },
  experience: { schema: experienceFile, required: true },
  projects: { schema: projectsFile, required: false },
  courses: { schema: coursesFile, required: false },
  testimonials: { schema: testimonialsFile, required: false },
  trading: { schema: tradingFile, required: false },
  cv: { schema: cvFile, required: false },
} as const;

export type OwnerFileName = keyof typeof OWNER_FILES;

export type Text = Partial<Record<string, string>>;
export type Profile = z.infer<typeof profileFile>;
export type ExperienceFile = z.infer<typeof experienceFile>;
export type ProjectsFile = z.infer<typeof projectsFile>;
export type CoursesFile = z.infer<typeof coursesFile>;
export type TestimonialsFile = z.infer<typeof testimonialsFile>;
export type TradingFile = z.infer<typeof tradingFile>;

export interface Owner {
  profile: Profile;
  legal: z.infer<typeof legalFile>;
  technologies: z.infer<typeof technologiesFile>;
  experience: ExperienceFile;
  projects?: ProjectsFile;
  courses?: CoursesFile;
  testimonials?: TestimonialsFile;
  trading?: TradingFile;
  cv?: z.infer<typeof cvFile>;
}
