/**
 * The owner's texts as the site and the CV read them: a file's text fields, found in its zod
 * schema (fields.ts marks each text and translated list), in one language, under their paths
 * in the file (`about.intro`, `entries[0].role`); the facts around them left out. One walk of
 * the schema gives both the texts (`textsIn`) and the types the site reads them by, which
 * `npm run template:schema` writes to src/content/ownerTexts.ts (schema/textTypes.ts): a text
 * declared in the schema is served and typed with nothing else written. An optional text the
 * owner left out is absent, never a key.
 */
import { z } from 'zod';
import { FALLBACK_LANGUAGES } from '../../../src/lib/fallbackLanguage.ts';
import { TEXT_KINDS } from './fields.ts';
import type { Say, Text, TextList } from './ownerFile.ts';

/** Where a schema holds texts: a text, a translated list, or a list or object holding some. */
export type TextShape = (
  | { kind: 'text' | 'list' }
  | { kind: 'array'; item: TextShape }
  | { kind: 'object'; fields: Record<string, TextField> }
) & { description?: string };

export interface TextField {
  shape: TextShape;
  optional: boolean;
}

const describedAs = (schema: z.ZodType) =>
  schema.description === undefined ? {} : { description: schema.description };

/** The field's schema without its optional wrapper, and whether it had one. */
export function unwrapped(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  if (schema instanceof z.ZodOptional) {
    return { inner: unwrapped(schema.unwrap() as z.ZodType).inner, optional: true };
  }
  return { inner: schema, optional: false };
}

/** The texts a schema holds, or null where it holds none (a fact, a list of names). */
export function textShape(schema: z.ZodType): TextShape | null {
  const { inner } = unwrapped(schema);
  const description = describedAs(schema).description ?? describedAs(inner).description;
  const described = description === undefined ? {} : { description };
  const kind = TEXT_KINDS.get(inner)?.text;
  if (kind) return { kind, ...described };
  // A name as written in every language, or a text in each.
  if (inner instanceof z.ZodUnion) {
    const options = inner.options as readonly z.ZodType[];
    return options.some((option) => TEXT_KINDS.get(option)?.text === 'text')
      ? { kind: 'text', ...described }
      : null;
  }
  if (inner instanceof z.ZodArray) {
    const item = textShape(inner.element as z.ZodType);
    return item && { kind: 'array', item, ...described };
  }
  if (inner instanceof z.ZodObject) {
    const fields = Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(
      ([key, field]): [string, TextField][] => {
        const shape = textShape(field);
        return shape ? [[key, { shape, optional: unwrapped(field).optional }]] : [];
      },
    );
    return fields.length > 0
      ? { kind: 'object', fields: Object.fromEntries(fields), ...described }
      : null;
  }
  return null;
}

/**
 * The texts of a value the shape describes, in the language `say` writes; `marked`: each object
 * holding a text shown in another language (not yet translated: the fallback's words) names that
 * language by field, under FALLBACK_LANGUAGES, for the page to mark it (src/lib/fallbackLanguage.ts).
 */
export function textsIn(shape: TextShape, value: unknown, say: Say, marked = false): unknown {
  switch (shape.kind) {
    case 'text':
      return typeof value === 'string' ? say.asWritten(value) : say(value as Text);
    case 'list':
      return say.list(value as TextList);
    case 'array':
      return (value as readonly unknown[]).map((item) => textsIn(shape.item, item, say, marked));
    case 'object': {
      const fields = value as Record<string, unknown>;
      const present = Object.entries(shape.fields).filter(([key]) => fields[key] !== undefined);
      const texts = present.map(([key, field]) => [
        key,
        textsIn(field.shape, fields[key], say, marked),
      ]);
      const fallbacks = marked
        ? present.flatMap(([key, field]) => {
            const shown = shownIn(field.shape, fields[key], say);
            return shown === say.language ? [] : [[key, shown]];
          })
        : [];
      return Object.fromEntries(
        fallbacks.length > 0
          ? [...texts, [FALLBACK_LANGUAGES, Object.fromEntries(fallbacks)]]
          : texts,
      );
    }
  }
}

/**
 * The language a text or translated list is shown in: the page's, or the one `say` falls back
 * on; a name as written, or what holds texts, the page's (its own texts are marked inside).
 */
function shownIn(shape: TextShape, value: unknown, say: Say): string {
  if (shape.kind === 'text' && typeof value !== 'string') return say.shownIn(value as Text);
  if (shape.kind === 'list') return say.shownIn(value as TextList);
  return say.language;
}
