import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const GATE = resolve('tooling/ci/owner-gate.sh');

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** The gate run in a repository with or without owner/: its outputs and its summary. */
function gate(withOwner: boolean, publishSample?: string) {
  folder = mkdtempSync(join(tmpdir(), 'gate-'));
  if (withOwner) mkdirSync(join(folder, 'owner'));
  const output = join(folder, 'output');
  const summary = join(folder, 'summary');
  writeFileSync(output, '');
  writeFileSync(summary, '');
  execFileSync('bash', [GATE], {
    cwd: folder,
    env: {
      PATH: process.env.PATH,
      GITHUB_OUTPUT: output,
      GITHUB_STEP_SUMMARY: summary,
      ...(publishSample === undefined ? {} : { PUBLISH_SAMPLE: publishSample }),
    },
  });
  return { output: readFileSync(output, 'utf8'), summary: readFileSync(summary, 'utf8') };
}

describe('the deploy’s owner gate', () => {
  it('publishes the owner’s folder', () => {
    expect(gate(true).output).toBe('publish=true\ndemo=false\n');
  });

  it('publishes nothing from the sample, and says why in the summary', () => {
    const { output, summary } = gate(false);
    expect(output).toBe('publish=false\ndemo=false\n');
    expect(summary).toContain('Nothing published: this repository has no owner/ folder yet');
    expect(summary).toContain('PUBLISH_SAMPLE');
  });

  it('publishes the sample as a demo only when the repository asks', () => {
    expect(gate(false, 'true').output).toBe('publish=true\ndemo=true\n');
    expect(gate(false, 'yes').output).toBe('publish=false\ndemo=false\n');
  });
});
