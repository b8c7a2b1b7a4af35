/**
 * The field shapes the owner files share, and a text's rule: a text the visitor
 * reads is one string per language code of the site (owner/site.json),
 * `{ "en": "…", "it": "…" }`. The site's first language is required; another
 * left out is untranslated: the site shows the first language's text and the
 * content check names it. Names (companies, products, technologies, people) are
 * plain strings, written the same in every language. The schemas are made for
 * the site's languages; the published JSON Schema takes any language code, so
 * it never changes with them.
 */
import { z } from 'zod';

export const requiredText = z
  .string({ error: (issue) => (issue.input === undefined ? 'is missing' : 'must be text') })
  .trim()
  .min(1, { error: 'is empty' });

/** A country by its ISO 3166-1 alpha-2 code: the pages name it in their language (tooling/lib/countryName.ts). */
export const countryCode = requiredText.regex(/^[A-Z]{2}$/, {
  error: 'must be a two-letter country code, e.g. "IT"',
});

/** A language code as a text's key: 'en', 'it', 'de' (ISO 639-1, or a 3-letter 639-2 code). */
export const LANGUAGE_CODE = /^[a-z]{2,3}$/;

function isHttpsUrl(text: string): boolean {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
}

export const httpsUrl = requiredText.refine(isHttpsUrl, { error: 'must be an https URL' });

export const slug = requiredText.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  error: 'must be a slug: lower-case letters, digits and single dashes (e.g. "acme-engineer")',
});

/** An entry's id: the key its texts are found under, and its place in the page's address. */
export const entryId = slug.describe(
  'The entry’s id, unique in the file: a slug, never shown (e.g. "acme-engineer")',
);

/** 'MM/YYYY – MM/YYYY' or 'MM/YYYY – Present'; the content check explains a wrong one. */
export const period = requiredText.meta({
  description:
    '"MM/YYYY – MM/YYYY" or "MM/YYYY – Present", with an en dash (–); shown on the entry, its years on the CV',
  examples: ['09/2021 – Present'],
});

export const technologyList = z
  .array(requiredText, {
    error: 'must be a list of technology names, e.g. ["Angular", "TypeScript"]',
  })
  .describe('Technology names, each listed in technologies.json; shown as chips');

/** An image in the owner's folder, by its path below it. */
export const imagePath = requiredText.regex(/^images\/[\w./-]+\.(webp|png|jpe?g|avif|svg)$/, {
  error: 'must be a path below the folder\'s images/, e.g. "images/profile.webp"',
});

/**
 * The photos the build cuts square at each width an `img` draws them (tooling/build/portrait.ts):
 * the site reads each as a `SizedPicture`, as facts.ts types it.
 */
export const SIZED_PICTURES = z.registry<{ sized: true }>();

/**
 * The facts the build reads from the file itself, which the site gets as something else or not
 * at all (profile.json's portrait, served as `virtual:owner/photo`; its share image, a file the
 * build writes): left out of the file's module (facts.ts), each saying what the site gets.
 */
export const READ_BY_BUILD = z.registry<{ servedAs: string }>();

/** A field of the file the build reads alone (READ_BY_BUILD): `servedAs` says what the site gets of it. */
export function readByBuild<T extends z.ZodType>(schema: T, servedAs: string): T {
  READ_BY_BUILD.add(schema, { servedAs });
  return schema;
}

/** A photo, one picture of any size: the portrait, a testimonial's person (tooling/build/portrait.ts makes the sizes). */
export const photoPath = requiredText
  // Letter case spelt out: the published JSON Schema's pattern takes no flags (IMG_1234.JPG).
  .regex(/^images\/[\w./-]+\.(jpe?g|JPE?G|png|PNG|webp|WEBP|avif|AVIF|hei[cf]|HEI[CF])$/, {
    error:
      'must be a picture below the folder\'s images/ (JPEG, PNG, WebP or AVIF), e.g. "images/me.jpg"',
  })
  .refine((path) => !/\.hei[cf]$/i.test(path), {
    error: 'is HEIC, which the build cannot read: export the photo as JPEG, e.g. "images/me.jpg"',
  })
  .register(SIZED_PICTURES, { sized: true });

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

/**
 * Which schemas are the owner's texts, for texts.ts to find them in a file's schema: a text
 * (a string in each language, or a name as written in all), or a translated list. A field's
 * description clones its schema, and the clone keeps the mark.
 */
export const TEXT_KINDS = z.registry<{ text: 'text' | 'list' }>();

/** A text, and a translated list, in the site's languages; each field describes its own. */
export function textSchemas(languages: SchemaLanguages) {
  const text = perLanguage(requiredText, languages).register(TEXT_KINDS, { text: 'text' });
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
    .register(TEXT_KINDS, { text: 'list' });
  /** A name as written in every language, or a text in each (a job title). */
  const textOrName = z
    .union([requiredText, text], {
      error: (issue) =>
        issue.code === 'invalid_union'
          ? `must be text as written in every language ("Data Engineer"), or one per language of the site, its first required ({ "${languages === 'any' ? 'en' : (languages[0] ?? 'en')}": "…" })`
          : undefined,
    })
    .register(TEXT_KINDS, { text: 'text' });
  return { text, textList, textOrName };
}

/** A page file's own opening paragraph and search-engine description, each optional. */
export function sectionFields(languages: SchemaLanguages) {
  const { text } = textSchemas(languages);
  return {
    intro: text
      .optional()
      .describe("The page's opening paragraph, under its title; without it, the template's"),
    description: text
      .optional()
      .describe(
        "The page's description for search engines and link previews; without it, the template's",
      ),
  };
}
