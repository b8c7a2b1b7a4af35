/**
 * The owner's folder, file by file: the one schema that validates it (the
 * loader, `npm run check:content`) and that is published as JSON Schema for the
 * owner's editor (`npm run template:schema`). Node-side only: zod never reaches the site.
 *
 * A text the visitor reads is a `Text`: one string per language code of the
 * site (owner/site.json), `{ "en": "…", "it": "…" }`. The site's first language
 * is required; another left out is untranslated: the site shows the first
 * language's text and the content check names it. Names (companies, products,
 * technologies, people) are plain strings, written the same in every language.
 * The schemas are made for the site's languages (`ownerFileSchemas`); the
 * published JSON Schema takes any language code, so it never changes with them.
 */
import { z } from 'zod';
import { NETWORK_KEYS } from '../../src/content/networks.ts';
import { PORTRAIT_MIN_SIDE } from '../../src/lib/siteFiles.ts';
import { httpsUrl, LANGUAGE_CODE, requiredText } from './fields.ts';
import { legalFileSchema } from './legalSchema.ts';
import type { SiteFile } from './siteSchema.ts';
import type { Strings } from './strings.ts';

const slug = requiredText.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  error: 'must be a slug: lower-case letters, digits and single dashes (e.g. "acme-engineer")',
});

/** The languages the schemas are made for: the site's, first the required one; or any (the JSON Schema). */
export type SchemaLanguages = readonly string[] | 'any';

/** One entry per language: the first language's required, the others optional (untranslated). */
function perLanguage<T extends z.ZodType>(value: T, languages: SchemaLanguages) {
  if (languages === 'any') {
    return z.record(z.string().regex(LANGUAGE_CODE), value) as unknown as z.ZodObject<
      Record<string, T>
    >;
  }
  return z.strictObject(
    Object.fromEntries(
      languages.map((language, index) => [language, index === 0 ? value : value.optional()]),
    ) as Record<string, T>,
  );
}

/** A text, and a translated list, in the site's languages. */
function textSchemas(languages: SchemaLanguages) {
  const text = perLanguage(requiredText, languages).meta({
    description: `A text in each language of the site: { "en": "…", "it": "…" }`,
  });
  const textList = perLanguage(
    z.array(requiredText).min(1, { error: 'is an empty list' }),
    languages,
  )
    .superRefine((value, context) => {
      const lengths = new Set(Object.values(value).map((items) => items?.length));
      if (lengths.size > 1) {
        context.addIssue({
          code: 'custom',
          message: 'has lists of different lengths in different languages',
        });
      }
    })
    .meta({
      description: 'A list of short phrases in each language: { "en": ["…"], "it": ["…"] }',
    });
  return { text, textList };
}

/** Every file of the owner's folder but site.json: its schema, and whether the site needs it. */
export function ownerFileSchemas(languages: SchemaLanguages) {
  const { text, textList } = textSchemas(languages);
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

  /** The portrait: one picture, any size (tooling/build/portrait.ts makes the sizes). */
  const photoPath = requiredText
    // Letter case spelt out: the published JSON Schema's pattern takes no flags (IMG_1234.JPG).
    .regex(/^images\/[\w./-]+\.(jpe?g|JPE?G|png|PNG|webp|WEBP|avif|AVIF|hei[cf]|HEI[CF])$/, {
      error: 'must be a picture below the folder\'s images/ (JPEG, PNG, WebP or AVIF), e.g. "images/me.jpg"',
    })
    .refine((path) => !/\.hei[cf]$/i.test(path), {
      error: 'is HEIC, which the build cannot read: export the photo as JPEG, e.g. "images/me.jpg"',
    });

  const profileFile = z.strictObject({
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
      description:
        'Where the site is published. Before the first deploy, write the address GitHub Pages will give it, https://<user>.github.io/<repository>/; the deploy uses the one Pages gives (or the SITE_URL variable), npm start this one',
    }),
    photo: photoPath.optional().meta({
      description:
        'Your portrait: one picture of any size, a photo straight from the phone too (JPEG, PNG, ' +
        `WebP or AVIF, at least ${PORTRAIT_MIN_SIDE} px on its short side); the build cuts it square around the ` +
        'face and makes the sizes. Without it the card shows a monogram of your initials',
      examples: ['images/me.jpg'],
    }),
    shareImage: imagePath.optional().meta({
      description: "The picture of link previews, 1200 × 630 PNG; without it, the template's",
    }),
    favicon: imagePath.optional().meta({
      description: "The browser tab's icon, 48 × 48 PNG; without it, the template's",
    }),
    about: z.strictObject({ intro: text, experience: text.optional() }),
    pitch: text.optional().meta({
      description:
        'One line that says what you do, under your name on the home page’s first screen; without it, none',
      examples: [{ en: 'Front-end architecture that stays readable as teams grow.' }],
    }),
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

  const experienceFile = z.strictObject({
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

  const projectsFile = z.strictObject({
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

  const coursesFile = z.strictObject({
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

  const testimonialsFile = z.strictObject({
    ...section,
    entries: z.array(testimonial).min(1),
  });

  const returnValue = z.number().nullable();

  const tradingFile = z.strictObject({
    ...section,
    about: text.meta({ description: 'What kind of investor you are' }),
    profileUrl: httpsUrl,
    signupUrl: httpsUrl.meta({ description: 'A sign-up link for the platform' }),
    referral: z.boolean({ error: 'must be true or false' }).meta({
      description:
        'true when the sign-up link is a referral link that may reward you: the page says so beside it',
    }),
    offersCfds: z.boolean({ error: 'must be true or false' }).meta({
      description:
        'true when the platform offers CFDs: the page adds the risk warning EU rules require',
    }),
    cfdRetailLossPercent: z.number().min(0).max(100).optional().meta({
      description:
        'The share of retail investor accounts that lose money trading CFDs with the platform, in percent, as it publishes it; npm run owner:check asks for it when offersCfds is true',
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
      z.strictObject({
        year: z.number().int(),
        value: z.number(),
        partial: z.boolean().optional(),
      }),
    ),
    averageRiskScoreSevenDays: z.number().min(1).max(10),
    profitableWeeks: z.number().min(0).max(100),
  });

  const cvFile = z.strictObject({
    projects: z
      .array(slug)
      .max(8, { error: 'lists more than 8 projects, more than fit the PDF' })
      .meta({
        description: 'The projects the PDF lists, by id, in order; the JSON Resume lists all',
      }),
  });

  const legalFile = legalFileSchema(text, httpsUrl);

  const technologiesFile = z.array(requiredText).meta({
    description: 'Names written the same in every language (languages, frameworks, tools)',
  });

  return {
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
}

type Schemas = ReturnType<typeof ownerFileSchemas>;
export type OwnerFileName = keyof Schemas;
type FileOf<K extends OwnerFileName> = z.infer<Schemas[K]['schema']>;

export type Text = Partial<Record<string, string>>;
export type Profile = FileOf<'profile'>;
export type ExperienceFile = FileOf<'experience'>;
export type ProjectsFile = FileOf<'projects'>;
export type CoursesFile = FileOf<'courses'>;
export type TestimonialsFile = FileOf<'testimonials'>;
export type TradingFile = FileOf<'trading'>;

export interface Owner {
  site: SiteFile;
  /** The owner's overrides of the template's strings, and a new language's (owner/locales/). */
  strings: Strings;
  profile: Profile;
  legal: FileOf<'legal'>;
  technologies: FileOf<'technologies'>;
  experience: ExperienceFile;
  projects?: ProjectsFile;
  courses?: CoursesFile;
  testimonials?: TestimonialsFile;
  trading?: TradingFile;
  cv?: FileOf<'cv'>;
}
