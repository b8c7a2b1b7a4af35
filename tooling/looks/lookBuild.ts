/**
 * A look built as an owner would have it: a copy of the sample owner's folder
 * with only site.json's `look` changed, built through OWNER_DIR into a folder
 * of its own, in hash mode (the look does not depend on the routing mode).
 */
import { execFile } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Look } from '../look/look.ts';
import { SAMPLE_DIR } from '../owner/load.ts';

/** Copies the sample owner to `folder` with this look in its site.json. */
export function sampleWithLook(folder: string, look: Look): void {
  cpSync(resolve(SAMPLE_DIR), folder, { recursive: true });
  const file = join(folder, 'site.json');
  const site = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, `${JSON.stringify({ ...site, look }, null, 2)}\n`);
}

/** Builds the owner folder in hash mode into outDir; rejects with the build's output. */
export function buildSite(ownerDir: string, outDir: string): Promise<void> {
  const args = ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'];
  const env = { ...process.env, OWNER_DIR: ownerDir, ROUTING: 'hash' };
  return new Promise((done, fail) => {
    execFile('npx', args, { env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) fail(new Error(`building ${ownerDir} failed:\n${stdout}\n${stderr}`));
      else done();
    });
  });
}

/** Builds the sample owner with this look into outDir (its owner folder beside it). */
export async function buildLook(look: Look, outDir: string): Promise<void> {
  const ownerDir = `${outDir}-owner`;
  sampleWithLook(ownerDir, look);
  await buildSite(ownerDir, outDir);
}
