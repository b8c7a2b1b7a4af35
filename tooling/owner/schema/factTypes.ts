/**
 * The types of the owner's facts (src/content/ownerFacts.ts), written by `npm run
 * template:schema` from each served file's zod schema by the walk that serves them
 * (files/facts.ts), as textTypes.ts writes the texts': the site cannot import the tooling, so it
 * reads them from there. A unit test keeps the file in step with the schemas.
 */
import { format, resolveConfig } from 'prettier';
import { OWNER_FILES } from '../files/index.ts';
import { fileFactShape, type FactShape } from '../files/facts.ts';
import type { z } from 'zod';
import { objectType, typeName } from './textTypes.ts';

export const FACT_TYPES_FILE = 'src/content/ownerFacts.ts';

/** Whether the shape is typed as a union: parenthesised as a list's item. */
const isUnion = (shape: FactShape) =>
  shape.kind === 'union' ||
  shape.kind === 'nullable' ||
  (shape.kind === 'literal' && shape.values.length > 1);

function typeOf(shape: FactShape, indent: string): string {
  switch (shape.kind) {
    case 'string':
    case 'number':
    case 'boolean':
      return shape.kind;
    case 'sizedPicture':
      return 'SizedPicture';
    case 'literal':
      return shape.values.map((value) => JSON.stringify(value)).join(' | ');
    case 'nullable':
      return `${typeOf(shape.inner, indent)} | null`;
    case 'array': {
      const item = typeOf(shape.item, indent);
      return `readonly ${isUnion(shape.item) ? `(${item})` : item}[]`;
    }
    case 'record':
      return `Readonly<Record<string, ${typeOf(shape.value, indent)}>>`;
    case 'union':
      return shape.options.map((option) => typeOf(option, indent)).join(' | ');
    case 'object':
      return objectType(shape.fields, indent, typeOf);
  }
}

/** What the type's comment says of the fields the build reads alone. */
function readByBuild(shape: FactShape): string {
  if (shape.kind !== 'object') return '';
  const fields = Object.entries(shape.readByBuild).map(
    ([key, servedAs]) => `\`${key}\`: ${servedAs}`,
  );
  return fields.length > 0 ? ` Read by the build alone: ${fields.join('; ')}.` : '';
}

/** The type of a file's facts, as its schema declares them (before prettier lays it out). */
export const factType = (schema: z.ZodType) => typeOf(fileFactShape(schema), '');

/** The file's text, formatted by prettier as the lint checks it (a long union breaks as it breaks it). */
export async function ownerFactTypes(): Promise<string> {
  const served = OWNER_FILES.filter((file) => 'module' in file);
  const types = served.flatMap(({ file, schema }) => [
    `/** ${file}.json's facts, under their paths in the file.${readByBuild(fileFactShape(schema('any')))} */`,
    `export type ${typeName(file, 'Facts')} = ${factType(schema('any'))};`,
    '',
  ]);
  const text = [
    '// Written by `npm run template:schema` from each owner file’s schema (tooling/owner/files/<file>.ts):',
    '// edit the schema, not this file. Served whole by the file’s module (virtual:owner/<module>),',
    '// its texts beside them (ownerTexts.ts).',
    ...(types.some((line) => line.includes('SizedPicture'))
      ? ["import type { SizedPicture } from './types';", '']
      : ['']),
    ...types,
    '/** Each served file’s facts, by file. */',
    'export type OwnerFacts = {',
    ...served.map(({ file }) => `  ${file}: ${typeName(file, 'Facts')};`),
    '};',
    '',
  ].join('\n');
  return format(text, { ...(await resolveConfig(FACT_TYPES_FILE)), parser: 'typescript' });
}
