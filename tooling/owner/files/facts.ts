/**
 * The owner's facts as the site and the CV read them: every field of a file that is not a text
 * (texts.ts), found in its zod schema, under its path in the file. The file's module serves them
 * whole (index.ts), and `npm run template:schema` writes their types to src/content/ownerFacts.ts
 * from the same walk (schema/factTypes.ts): a fact declared in the schema is served and typed
 * with nothing else written. A field the build reads alone is marked so in the schema
 * (`readByBuild`, fields.ts), and a photo is typed as the sized picture the build makes of it.
 */
import type { z } from 'zod';
import { READ_BY_BUILD, SIZED_PICTURES } from './fields.ts';
import { textShape, unwrapped } from './texts.ts';

type Literal = string | number | boolean | null;

/** Where a schema holds facts, and of which kind. */
export type FactShape = (
  | { kind: 'string' | 'number' | 'boolean' | 'sizedPicture' }
  | { kind: 'literal'; values: readonly Literal[] }
  | { kind: 'nullable'; inner: FactShape }
  | { kind: 'array'; item: FactShape }
  | { kind: 'record'; value: FactShape }
  | { kind: 'union'; options: readonly FactShape[] }
  | {
      kind: 'object';
      fields: Record<string, FactField>;
      /** The fields the build reads alone, with what the site gets of each. */
      readByBuild: Record<string, string>;
    }
) & { description?: string };

export interface FactField {
  shape: FactShape;
  optional: boolean;
}

/** An object's facts, the fields the build reads alone set apart; null where it holds none. */
function objectShape(schema: z.ZodObject): FactShape | null {
  const fields: Record<string, FactField> = {};
  const readByBuild: Record<string, string> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const mark = READ_BY_BUILD.get(field);
    if (mark) {
      readByBuild[key] = mark.servedAs;
      continue;
    }
    const shape = factShape(field);
    if (shape) fields[key] = { shape, optional: unwrapped(field).optional };
  }
  return Object.keys(fields).length > 0 ? { kind: 'object', fields, readByBuild } : null;
}

/** The facts a schema holds, or null where it holds none (a text, an object of texts). */
export function factShape(schema: z.ZodType): FactShape | null {
  const text = textShape(schema);
  if (text?.kind === 'text' || text?.kind === 'list') return null;
  const { inner } = unwrapped(schema);
  const description = schema.description ?? inner.description;
  const described = description === undefined ? {} : { description };
  const shape = ((): FactShape | null => {
    if (SIZED_PICTURES.get(inner)) return { kind: 'sizedPicture' };
    const { type } = inner._zod.def;
    switch (type) {
      case 'string':
      case 'number':
      case 'boolean':
        return { kind: type };
      case 'literal':
        return { kind: 'literal', values: [...(inner as z.ZodLiteral<Literal>).values] };
      case 'enum':
        return { kind: 'literal', values: (inner as z.ZodEnum).options };
      case 'nullable': {
        const nullable = factShape((inner as z.ZodNullable<z.ZodType>).unwrap());
        return nullable && { kind: 'nullable', inner: nullable };
      }
      case 'array': {
        const item = factShape((inner as z.ZodArray<z.ZodType>).element);
        return item && { kind: 'array', item };
      }
      case 'record': {
        const value = factShape((inner as z.ZodRecord<z.ZodString, z.ZodType>).valueType);
        return value && { kind: 'record', value };
      }
      case 'union': {
        const options = (inner as z.ZodUnion<z.ZodType[]>).options;
        // Served as written: a union of facts only (a text or a name is a text: texts.ts).
        if (options.some((option) => textShape(option) !== null)) {
          throw new Error('A union holding texts: facts.ts serves a union of facts as written');
        }
        return { kind: 'union', options: options.flatMap((option) => factShape(option) ?? []) };
      }
      case 'object':
        return objectShape(inner as z.ZodObject);
      default:
        throw new Error(`A fact of a kind facts.ts does not know: ${type}`);
    }
  })();
  return shape && { ...shape, ...described };
}

/** A file's facts: its schema's, or an empty object where it holds only texts. */
export const fileFactShape = (schema: z.ZodType): FactShape =>
  factShape(schema) ?? { kind: 'object', fields: {}, readByBuild: {} };

/**
 * What a module that makes its exports of the file's facts (legal.json's) left unnamed: each
 * `rest` of a destructuring that names every fact, so empty, or tsc names the one left out
 * (and this, where a file has it).
 */
export function noFactLeft(file: string, ...rests: readonly Record<string, never>[]): void {
  const left = rests.flatMap((rest) => Object.keys(rest));
  if (left.length > 0) throw new Error(`${file}.json’s ${left.join(', ')} reach no module`);
}

/** The facts of a value the shape describes: the value without its texts, as written. */
export function factsIn(shape: FactShape, value: unknown): unknown {
  switch (shape.kind) {
    case 'object': {
      const fields = value as Record<string, unknown>;
      return Object.fromEntries(
        Object.entries(shape.fields).flatMap(([key, field]) =>
          fields[key] === undefined ? [] : [[key, factsIn(field.shape, fields[key])]],
        ),
      );
    }
    case 'array':
      return (value as readonly unknown[]).map((item) => factsIn(shape.item, item));
    case 'record':
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([key, item]) => [
          key,
          factsIn(shape.value, item),
        ]),
      );
    case 'nullable':
      return value === null ? null : factsIn(shape.inner, value);
    default:
      return value;
  }
}
