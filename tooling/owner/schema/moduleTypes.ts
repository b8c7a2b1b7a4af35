/**
 * The declarations of the `virtual:owner/*` modules (src/content/virtual-owner.d.ts),
 * written from src/content/ownerModules.ts by `npm run template:schema`, so the types the
 * site compiles against are the ones each owner file's facts are checked against.
 */
import { OWNER_MODULE_EXPORTS } from '../../../src/content/ownerModules.ts';

export const MODULE_TYPES_FILE = 'src/content/virtual-owner.d.ts';

export function ownerModuleDeclarations(): string {
  const modules = Object.entries(OWNER_MODULE_EXPORTS).map(([module, names]) =>
    [
      `declare module 'virtual:owner/${module}' {`,
      ...names.map(
        (name) =>
          `  export const ${name}: import('./ownerModules').OwnerModules['${module}']['${name}'];`,
      ),
      '}',
    ].join('\n'),
  );
  return [
    '// Written by `npm run template:schema` from src/content/ownerModules.ts: edit that file, not this one.',
    '// What each module holds: tooling/owner/files/<file>.ts (facts) and tooling/build/ownerContentPlugin.ts.',
    // A script (no top-level import) declares modules; an import inside each block types as any.
    '/* eslint-disable @typescript-eslint/consistent-type-imports -- an ambient file imports inline */',
    ...modules,
    '',
  ].join('\n');
}
