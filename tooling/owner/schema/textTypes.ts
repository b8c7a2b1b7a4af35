/**
 * The types of the owner's texts (src/content/ownerTexts.ts), written by `npm run
 * template:schema` from each owner file's zod schema by the walk that serves them
 * (files/texts.ts): the site cannot import the tooling, so it reads them from there. A unit
 * test keeps the file in step with the schemas.
 */
import { OWNER_FILES } from '../files/index.ts';
import { textShape, type TextShape } from '../files/texts.ts';

export const TEXT_TYPES_FILE = 'src/content/ownerTexts.ts';

/** ('profile', 'Texts') → 'ProfileTexts', ('legal-notice', 'Facts') → 'LegalNoticeFacts'. */
export const typeName = (file: string, kind: 'Texts' | 'Facts') =>
  `${file.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase())}${kind}`;

/** A field's description as its type's doc comment. */
export const comment = (description: string | undefined, indent: string) =>
  description ? [`${indent}/** ${description.replaceAll('*/', '*∕')} */`] : [];

/**
 * An object type's text, each field with its description as its doc comment, its own type
 * written by `typeOf` (the texts' or the facts').
 */
export function objectType<Shape extends { description?: string }>(
  fields: Readonly<Record<string, { shape: Shape; optional: boolean }>>,
  indent: string,
  typeOf: (shape: Shape, indent: string) => string,
): string {
  const inner = `${indent}  `;
  const lines = Object.entries(fields).flatMap(([key, field]) => [
    ...comment(field.shape.description, inner),
    `${inner}${key}${field.optional ? '?' : ''}: ${typeOf(field.shape, inner)};`,
  ]);
  return ['{', ...lines, `${indent}}`].join('\n');
}

function typeOf(shape: TextShape, indent: string): string {
  switch (shape.kind) {
    case 'text':
      return 'string';
    case 'list':
      return 'readonly string[]';
    case 'array':
      return `readonly ${typeOf(shape.item, indent)}[]`;
    case 'object':
      return objectType(shape.fields, indent, typeOf);
  }
}

export function ownerTextTypes(): string {
  const files = OWNER_FILES.flatMap(({ file, schema }) => {
    const shape = textShape(schema('any'));
    if (!shape) return [];
    return [
      `/** ${file}.json's texts in one language, under their paths in the file. */`,
      `export type ${typeName(file, 'Texts')} = ${typeOf(shape, '')};`,
      '',
    ];
  });
  return [
    '// Written by `npm run template:schema` from each owner file’s schema (tooling/owner/files/<file>.ts):',
    '// edit the schema, not this file. Served in each language by the file’s module (virtual:owner/<module>).',
    '',
    ...files,
  ].join('\n');
}
