/**
 * Other owners' sites, made as an owner would make them: a copy of the sample
 * owner's folder, edited through its files only, built through OWNER_DIR into
 * a folder of its own. check:variants builds such owners; npm run template:screenshots builds
 * the sample in each preset's look.
 */
import { execFile } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RoutingMode } from '../../src/lib/siteUrls.ts';
import type { Look } from '../look/look.ts';
import { SAMPLE_DIR } from '../owner/read/load.ts';

export const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
export const writeJson = (file: string, value: unknown) =>
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/** Copies the sample owner's folder to `folder`, with `edit` applied to its site.json. */
export function sampleCopy(
  folder: string,
  edit: (site: Record<string, unknown>) => Record<string, unknown> = (site) => site,
): string {
  cpSync(resolve(SAMPLE_DIR), folder, { recursive: true });
  const file = join(folder, 'site.json');
  writeJson(file, edit(readJson(file) as Record<string, unknown>));
  return folder;
}

/** Runs a command of the project; rejects with its output. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((done, fail) => {
    execFile(
      command,
      args,
      { env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) fail(new Error(`${command} ${args.join(' ')} failed:\n${stdout}\n${stderr}`));
        else done(stdout);
      },
    );
  });
}

/** Builds the owner folder in a routing mode into outDir. */
export async function buildOwner(
  ownerDir: string,
  outDir: string,
  routing: RoutingMode = 'hash',
): Promise<void> {
  const args = ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'];
  await run('npx', args, { OWNER_DIR: ownerDir, ROUTING: routing });
}

/** Builds the sample owner with this look into outDir (its owner folder beside it), in hash mode. */
export async function buildLook(look: Look, outDir: string): Promise<void> {
  const ownerDir = sampleCopy(`${outDir}-owner`, (site) => ({ ...site, look }));
  await buildOwner(ownerDir, outDir);
}
