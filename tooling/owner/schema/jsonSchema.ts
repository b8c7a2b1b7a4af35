/**
 * `npm run template:schema`: the owner files' JSON Schema, from each file's zod
 * schema (files/<file>.ts), written to tooling/owner/json-schema/<file>.json,
 * the virtual modules' declarations (moduleTypes.ts) and the types of the
 * owner's texts (textTypes.ts) and facts (factTypes.ts). Each owner file names
 * its schema in "$schema", so an editor completes and checks it. The schema
 * takes any language code in a text, so it never changes with an owner's
 * languages. A unit test keeps the written files in step.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { MODULE_TYPES_FILE, ownerModuleDeclarations } from './moduleTypes.ts';
import { FACT_TYPES_FILE, ownerFactTypes } from './factTypes.ts';
import { ownerTextTypes, TEXT_TYPES_FILE } from './textTypes.ts';
import { OWNER_FILES, type OwnerFileName } from '../files/index.ts';

export const JSON_SCHEMA_DIR = 'tooling/owner/json-schema';
const MODULES = 'tooling/owner/files';

/** Each owner file's JSON Schema, as text. */
export function ownerJsonSchemas(): Record<OwnerFileName, string> {
  const entries = OWNER_FILES.map(({ file: name, schema }) => {
    const json = z.toJSONSchema(schema('any'), { io: 'input', unrepresentable: 'any' }) as Record<
      string,
      unknown
    >;
    // Objects may carry "$schema" (the editor's pointer to this file) and nothing unknown.
    const properties = json.properties as Record<string, unknown> | undefined;
    if (properties) properties.$schema = { type: 'string' };
    // The owner's one hop from a file to the code that reads it.
    const description = [json.description, `Read by ${MODULES}/${name}.ts`]
      .filter(Boolean)
      .join('. ');
    return [name, `${JSON.stringify({ title: `${name}.json`, ...json, description }, null, 2)}\n`];
  });
  return Object.fromEntries(entries) as Record<OwnerFileName, string>;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(JSON_SCHEMA_DIR, { recursive: true });
  for (const [name, text] of Object.entries(ownerJsonSchemas())) {
    writeFileSync(join(JSON_SCHEMA_DIR, `${name}.json`), text);
  }
  writeFileSync(MODULE_TYPES_FILE, ownerModuleDeclarations());
  writeFileSync(TEXT_TYPES_FILE, ownerTextTypes());
  writeFileSync(FACT_TYPES_FILE, await ownerFactTypes());
  console.log(
    `JSON Schema written to ${JSON_SCHEMA_DIR}/, module types to ${MODULE_TYPES_FILE}, text types to ${TEXT_TYPES_FILE}, fact types to ${FACT_TYPES_FILE}`,
  );
}
