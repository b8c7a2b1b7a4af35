/**
 * Runs once before the browser tests, in Playwright's runner (playwright.config.ts names it):
 * serves the two builds from this process, not a server process each started by `npx tsx`
 * (three Node processes apiece before the first test could start), and writes the sample's
 * content, which the runner has read to list the tests, for the workers (sampleContent.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveBuild } from '../../tooling/lib/serveBuild';
import { passSampleContentToWorkers, SITES } from '../../playwright.config.ts';
import { sampleContent } from './support/sampleContent.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'e2e-sample-'));
  const file = join(folder, 'content.json');
  writeFileSync(file, JSON.stringify(sampleContent));
  passSampleContentToWorkers(file);
  const servers = await Promise.all(
    Object.values(SITES).map(({ port, dist }) =>
      serveBuild({ port, strictPort: true, distDir: dist }),
    ),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
    rmSync(folder, { recursive: true, force: true });
  };
}
