/**
 * Other owners' sites, made as an owner would make them: a copy of the sample
 * owner's folder, edited through its files only, built from its context into
 * a folder of its own, in this process. check:variants builds such owners; npm run
 * template:screenshots builds the sample in each preset's look.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createBuilder } from 'vite';
import type { RoutingMode } from '../../src/lib/siteUrls.ts';
import { contextFor, makePictures, type BuildContext } from '../build/buildContext.ts';
import type { CvPdfs } from '../cv/cvPlugin.ts';
import type { Look } from '../look/look.ts';
import { ownerFolder } from '../owner/read/load.ts';
import { sampleCopy } from '../owner/testing/ownerCopy.ts';
import { siteConfig } from '../siteConfig.ts';

export const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
export const writeJson = (file: string, value: unknown) =>
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/**
 * Builds a context's site into outDir, in this process, by Vite's JavaScript API and the
 * config `vite build` loads (siteConfig.ts, given the context): the same files as
 * `vite build` for the same owner. The config is made once, not once per environment, and
 * what a process makes once (the fonts' measures) serves every build it runs. `cvPdfs`: the
 * languages whose CV PDF is made, every one's unless named (a PDF takes a second or more, and
 * check:variants reads few).
 */
export async function buildFromContext(
  context: BuildContext,
  outDir: string,
  cvPdfs?: CvPdfs,
): Promise<void> {
  await makePictures(context);
  const config = siteConfig(context, 'build', cvPdfs);
  const builder = await createBuilder({
    ...config,
    configFile: false,
    root: context.root,
    mode: 'production',
    logLevel: 'error',
    build: { ...config.build, outDir, emptyOutDir: true },
  });
  await builder.buildApp();
}

/**
 * Builds the owner folder in a routing mode into outDir (in this process: buildFromContext,
 * with the CV PDFs `cvPdfs` names); returns the context it was built from.
 */
export async function buildOwner(
  ownerDir: string,
  outDir: string,
  routing: RoutingMode = 'hash',
  cvPdfs?: CvPdfs,
): Promise<BuildContext> {
  const root = process.cwd();
  const context = contextFor(ownerFolder(root, { OWNER_DIR: ownerDir }), { root, routing });
  await buildFromContext(context, outDir, cvPdfs);
  return context;
}

/** Builds the sample owner with this look into outDir (its owner folder beside it), in hash mode. */
export async function buildLook(look: Look, outDir: string): Promise<void> {
  const ownerDir = sampleCopy(`${outDir}-owner`, { site: (site) => ({ ...site, look }) });
  await buildOwner(ownerDir, outDir);
}
