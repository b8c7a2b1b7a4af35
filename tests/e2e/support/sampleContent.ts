/**
 * The sample's content as the build's context has it: what the browser tests expect. The owner
 * reader (zod's schemas, the law table) and the context take about two seconds of CPU a process
 * to load and run, so the runner reads them once (globalSetup.ts) and each worker reads the
 * JSON it wrote (playwright.config.ts: SAMPLE_CONTENT_FILE).
 */
import { readFileSync } from 'node:fs';
import type { BuildContext } from '../../../tooling/build/buildContext.ts';
import { BUILD_ENVIRONMENT, SAMPLE_CONTENT_FILE } from '../../../playwright.config.ts';

/** The parts of the context the tests read: plain data, the same after a trip through JSON. */
export type SampleContent = Pick<BuildContext, 'modules' | 'model' | 'strings'>;

/** Reads the sample with the owner reader, as a build of it would (the runner's way). */
export async function readSampleContent(): Promise<SampleContent> {
  // Imported here, not above: a worker, which gets the content as JSON, never loads them.
  const [{ fromEnvironment }, { contextFor }, { SAMPLE_DIR }] = await Promise.all([
    import('../../../tooling/build/environment.ts'),
    import('../../../tooling/build/buildContext.ts'),
    import('../../../tooling/owner/read/load.ts'),
  ]);
  const { folder, options } = fromEnvironment(
    { ...BUILD_ENVIRONMENT, OWNER_DIR: SAMPLE_DIR },
    process.cwd(),
  );
  const { modules, model, strings } = contextFor(folder, options);
  return { modules, model, strings };
}

/** The sample's content: from the global setup's file in a worker, else read. */
export const sampleContent: SampleContent = SAMPLE_CONTENT_FILE
  ? (JSON.parse(readFileSync(SAMPLE_CONTENT_FILE, 'utf8')) as SampleContent)
  : await readSampleContent();
