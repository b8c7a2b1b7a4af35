import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JSON_SCHEMA_DIR, ownerJsonSchemas } from './jsonSchema';
import { OWNER_FILES } from './schema';
import { readSampleFile } from './testing';

describe('the published JSON Schema', () => {
  it('is what the schema says (run `npm run schema` after changing it)', () => {
    for (const [name, text] of Object.entries(ownerJsonSchemas())) {
      expect(readFileSync(join(JSON_SCHEMA_DIR, `${name}.json`), 'utf8'), name).toBe(text);
    }
  });

  it('is named by every file of the sample, for the editor', () => {
    for (const name of Object.keys(OWNER_FILES)) {
      if (name === 'technologies') continue; // a list has no "$schema" field
      expect(readSampleFile(name).$schema, name).toBe(`../${JSON_SCHEMA_DIR}/${name}.json`);
    }
  });
});
