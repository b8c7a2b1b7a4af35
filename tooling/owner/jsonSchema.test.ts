import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JSON_SCHEMA_DIR, ownerJsonSchemas } from './jsonSchema';
import { MODULE_TYPES_FILE, ownerModuleDeclarations } from './moduleTypes';
import { readSampleFile } from './testing/ownerCopy';

describe('what `npm run template:schema` writes', () => {
  it('the JSON Schema is what the schema says (run `npm run template:schema` after changing it)', () => {
    for (const [name, text] of Object.entries(ownerJsonSchemas())) {
      expect(readFileSync(join(JSON_SCHEMA_DIR, `${name}.json`), 'utf8'), name).toBe(text);
    }
  });

  it('the virtual modules are declared as src/content/ownerModules.ts says', () => {
    expect(readFileSync(MODULE_TYPES_FILE, 'utf8')).toBe(ownerModuleDeclarations());
  });

  it('every file of the sample names its JSON Schema, for the editor', () => {
    for (const name of Object.keys(ownerJsonSchemas())) {
      if (name === 'technologies') continue; // a list has no "$schema" field
      expect(readSampleFile(name).$schema, name).toBe(`../${JSON_SCHEMA_DIR}/${name}.json`);
    }
  });
});
