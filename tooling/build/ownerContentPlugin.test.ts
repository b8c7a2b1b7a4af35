import { afterEach, describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import type { LookStylesheet } from '../look/look.ts';
import { addLanguage } from '../owner/addLanguage.ts';
import { ownerCopy } from '../owner/testing/ownerCopy.ts';
import { buildContext } from './buildContext.ts';
import { ownerContent } from './ownerContentPlugin.ts';

let remove = () => {};
afterEach(() => remove());

/** What the client build's start prints, through a logger that keeps each line. */
function printedAtBuildStart(context: ReturnType<typeof buildContext>, ssr = false) {
  const printed: string[] = [];
  const keep = (line: string) => printed.push(line);
  const config = {
    command: 'build',
    build: { ssr, lib: false },
    logger: { warn: keep, info: keep },
  } as unknown as ResolvedConfig;
  // The look's notes only: measuring its fonts is not this test's business.
  const plugin = ownerContent({
    ...context,
    stylesheet: () => ({ notes: [] }) as unknown as LookStylesheet,
  });
  const call = (hook: unknown, ...args: unknown[]) => {
    if (typeof hook === 'function') (hook as (...values: unknown[]) => void)(...args);
  };
  call(plugin.configResolved, config);
  call(plugin.buildStart);
  return printed;
}

describe('the owner content plugin', () => {
  it('says once, at the client build’s start, what is not yet translated', () => {
    const folder = ownerCopy();
    remove = folder.remove;
    addLanguage(folder, 'pt');
    const context = buildContext({ OWNER_DIR: folder.path }, process.cwd());
    expect(context.notes).toEqual([
      expect.stringMatching(/^"pt" is not yet written throughout: \d+ template string\(s\)/),
    ]);
    expect(printedAtBuildStart(context)).toEqual(context.notes);
    expect(printedAtBuildStart(context, true)).toEqual([]);
  });
});
