/**
 * `npm run template:schema`: the owner files' JSON Schema, from the one zod schema
 * (schema.ts, siteSchema.ts), written to tooling/owner/json-schema/<file>.json,
 * and the virtual modules' declarations (moduleTypes.ts). Each owner file names
 * its schema in "$schema", so an editor completes and checks it. The schema
 * takes any language code in a text, so it never changes with an owner's
 * languages. A unit test keeps the written files in step.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { MODULE_TYPES_FILE, ownerModuleDeclarations } from './moduleTypes.ts';
import { ownerFileSchemas, type OwnerFileName } from './schema.ts';
import { siteFile } from './siteSchema.ts';

export const JSON_SCHEMA_DIR = 'tooling/owner/json-schema';

/** Each owner file's JSON Schema, as text. */
export function ownerJsonSchemas(): Record<OwnerFileName | 'site', string> {
  const files = { site: { schema: siteFile }, ...ownerFileSchemas('any') };
  const entries = Object.entries(files).map(([name, { schema }]) => {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<
      string,
      unknown
    >;
    // Objects may carry "$schema" (the editor's pointer to this file) and nothing unknown.
    const properties = json.properties as Record<string, unknown> | undefined;
    if (properties) properties.$schema = { type: 'string' };
    return [name, `${JSON.stringify({ title: `${name}.json`, ...json }, null, 2)}\n`];
  });
  return Object.fromEntries(entries) as Record<OwnerFileName | 'site', string>;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(JSON_SCHEMA_DIR, { recursive: true });
  for (const [name, text] of Object.entries(ownerJsonSchemas())) {
    writeFileSync(join(JSON_SCHEMA_DIR, `${name}.json`), text);
  }
  writeFileSync(MODULE_TYPES_FILE, ownerModuleDeclarations());
  console.log(`JSON Schema written to ${JSON_SCHEMA_DIR}/, module types to ${MODULE_TYPES_FILE}`);
}
