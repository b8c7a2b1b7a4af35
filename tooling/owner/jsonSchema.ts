/**
 * `npm run schema`: the owner files' JSON Schema, from the one zod schema
 * (schema.ts), written to tooling/owner/json-schema/<file>.json. Each owner
 * file names its schema in "$schema", so an editor completes and checks it.
 * A unit test keeps the written files in step with the schema.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { OWNER_FILES, type OwnerFileName } from './schema.ts';

export const JSON_SCHEMA_DIR = 'tooling/owner/json-schema';

/** Each owner file's JSON Schema, as text. */
export function ownerJsonSchemas(): Record<OwnerFileName, string> {
  const entries = Object.entries(OWNER_FILES).map(([name, { schema }]) => {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<
      string,
      unknown
    >;
    // Objects may carry "$schema" (the editor's pointer to this file) and nothing unknown.
    const properties = json.properties as Record<string, unknown> | undefined;
    if (properties) properties.$schema = { type: 'string' };
    return [name, `${JSON.stringify({ title: `${name}.json`, ...json }, null, 2)}\n`];
  });
  return Object.fromEntries(entries) as Record<OwnerFileName, string>;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(JSON_SCHEMA_DIR, { recursive: true });
  for (const [name, text] of Object.entries(ownerJsonSchemas())) {
    writeFileSync(join(JSON_SCHEMA_DIR, `${name}.json`), text);
  }
  console.log(`JSON Schema written to ${JSON_SCHEMA_DIR}/`);
}
