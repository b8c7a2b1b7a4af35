import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JSON_SCHEMA_DIR, ownerJsonSchemas } from './jsonSchema';
import { MODULE_TYPES_FILE, ownerModuleDeclarations } from './moduleTypes';
import { FACT_TYPES_FILE, ownerFactTypes } from './factTypes';
import { ownerTextTypes, TEXT_TYPES_FILE } from './textTypes';
import { readSampleFile } from '../testing/ownerCopy';

describe('what `npm run template:schema` writes', () => {
  it('the JSON Schema is what the schema says (run `npm run template:schema` after changing it)', () => {
    for (const [name, text] of Object.entries(ownerJsonSchemas())) {
      expect(readFileSync(join(JSON_SCHEMA_DIR, `${name}.json`), 'utf8'), name).toBe(text);
    }
  });

  it('the virtual modules are declared as src/content/ownerModules.ts says', () => {
    expect(readFileSync(MODULE_TYPES_FILE, 'utf8')).toBe(ownerModuleDeclarations());
  });

  it('the owner’s texts are typed as each file’s schema declares them', () => {
    expect(readFileSync(TEXT_TYPES_FILE, 'utf8')).toBe(ownerTextTypes());
  });

  it('the owner’s facts are typed as each file’s schema declares them', async () => {
    expect(readFileSync(FACT_TYPES_FILE, 'utf8')).toBe(await ownerFactTypes());
  });

  it('describes every field, and names the module that reads the file', () => {
    for (const [name, text] of Object.entries(ownerJsonSchemas())) {
      const schema = JSON.parse(text) as JsonSchema;
      expect(schema.description, name).toMatch(`Read by tooling/owner/files/${name}.ts`);
      expect(undescribed(schema), name).toEqual([]);
    }
  });

  it('every file of the sample names its JSON Schema, for the editor', () => {
    for (const name of Object.keys(ownerJsonSchemas())) {
      if (name === 'technologies') continue; // a list has no "$schema" field
      expect(readSampleFile(name).$schema, name).toBe(`../${JSON_SCHEMA_DIR}/${name}.json`);
    }
  });
});

interface JsonSchema {
  description?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

/** The paths of the fields without a description (the editor's pointer, "$schema", aside). */
function undescribed(schema: JsonSchema, path = ''): string[] {
  const fields = Object.entries(schema.properties ?? {}).filter(([key]) => key !== '$schema');
  return [
    ...fields.flatMap(([key, field]) => [
      ...(field.description ? [] : [`${path}${key}`]),
      ...undescribed(field, `${path}${key}.`),
    ]),
    ...(schema.items ? undescribed(schema.items, `${path}[].`) : []),
    ...(schema.anyOf ?? []).flatMap((option) => undescribed(option, path)),
  ];
}
