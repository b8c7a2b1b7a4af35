import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { SOFT_HYPHEN } from '../../src/lib/softHyphen.ts';
import type { LookStylesheet } from '../look/look.ts';
import { OWNER_FILES } from '../owner/files/index.ts';
import { addLanguage } from '../owner/languages/addLanguage.ts';
import { ownerCopy, SAMPLE_FOLDER } from '../owner/testing/ownerCopy.ts';
import { contextFor, type BuildContext } from './buildContext.ts';
import { lookNotes, ownerContent } from './ownerContentPlugin.ts';

/** A language's namespace as the plugin serves it to the site's bundle. */
async function served(hyphenate: boolean, language: string, namespace: string): Promise<string> {
  const context = contextFor(SAMPLE_FOLDER, { root: process.cwd(), hyphenate });
  const { load } = ownerContent(context);
  if (typeof load !== 'function') throw new Error('the plugin loads with a function');
  const id = resolve('src/locales', language, `${namespace}.json`);
  const code = await (load as (id: string) => Promise<unknown>)(id);
  if (typeof code !== 'string') throw new Error(`nothing served for ${id}`);
  return code;
}

describe('ownerContent’s strings', () => {
  it('break the long words of a build’s every language with soft hyphens', async () => {
    const italian = JSON.parse(await served(true, 'it', 'legal')) as unknown;
    expect(JSON.stringify(italian)).toContain(`re${SOFT_HYPHEN}spon${SOFT_HYPHEN}sa`);
    expect(await served(true, 'en', 'common')).toContain(SOFT_HYPHEN);
  });

  it('stay as written where the build asks so (the unit tests, the CV)', async () => {
    expect(await served(false, 'it', 'legal')).not.toContain(SOFT_HYPHEN);
  });
});

describe('ownerContent’s owner texts', () => {
  it('break long words as the strings do, and leave a name as written whole', async () => {
    const context = contextFor(SAMPLE_FOLDER, { root: process.cwd() });
    const { load } = ownerContent(context);
    if (typeof load !== 'function') throw new Error('the plugin loads with a function');
    const code = await (load as (id: string) => Promise<unknown>)('\0virtual:owner/projects');
    if (typeof code !== 'string') throw new Error('nothing served for the projects');
    // Only the texts break: the facts (ids, periods, technology names) never do.
    expect(code).toContain(SOFT_HYPHEN);
    expect(code).toContain('"name":"ClaimPilot"');
    // The context keeps them as written: the CV breaks its own lines.
    expect(JSON.stringify(context.modules.projects.texts)).not.toContain(SOFT_HYPHEN);
  });
});

/** An owner module's code as the plugin serves it. */
async function servedCode(context: BuildContext, name: string): Promise<string> {
  const { load } = ownerContent(context);
  if (typeof load !== 'function') throw new Error('the plugin loads with a function');
  const code = await (load as (id: string) => Promise<unknown>)(`\0virtual:owner/${name}`);
  if (typeof code !== 'string') throw new Error(`nothing served for ${name}`);
  return code;
}

describe('ownerContent’s texts not yet translated', () => {
  it('name the language they are shown in, and break by its rules, beside the page’s own', async () => {
    const folder = ownerCopy({
      site: (site) => ({ ...site, languages: [...(site.languages as unknown[]), 'de'] }),
    });
    remove = folder.remove;
    const code = await servedCode(contextFor(folder, { root: process.cwd() }), 'experience');
    // A module without images: its exports are JSON.
    const { texts } = JSON.parse(/^const exported = (.*);$/m.exec(code)?.[1] ?? '{}') as {
      texts?: Record<string, unknown>;
    };
    type Entry = { role: string; description: string; fallbackLanguages?: unknown };
    const [english, german] = ['en', 'de'].map(
      (language) => (texts?.[language] as { entries: Entry[] }).entries[0],
    );
    expect(german?.fallbackLanguages).toEqual({ role: 'en', description: 'en' });
    // The English words, hyphenated as English: the same text as the English page's.
    expect(german?.description).toContain(SOFT_HYPHEN);
    expect(german?.description).toBe(english?.description);
    expect(english).not.toHaveProperty('fallbackLanguages');
  });

  it('are none where every text is in the page’s language: the sample’s', async () => {
    const context = contextFor(SAMPLE_FOLDER, { root: process.cwd() });
    // Every module with texts; the testimonials' texts are served the same way, beside photos
    // this test does not make.
    const modules = OWNER_FILES.flatMap((file) => ('module' in file ? [file.module] : []));
    for (const name of modules.filter((module) => module !== 'testimonials')) {
      expect(await servedCode(context, name)).not.toContain('fallbackLanguages');
    }
  });
});

describe('what the build says of the look', () => {
  const sheet = {
    notes: ['the typeface has no Greek letters'],
    colourNotes: ['accent #1d5fd6 is too dark for text on the dark theme’s page'],
  };

  it('names the colours used in place of an accent the owner chose, and the fonts it lacks', () => {
    expect(lookNotes(sheet, { site: { format: 4, look: { accent: '#1d5fd6' } } })).toEqual([
      ...sheet.notes,
      ...sheet.colourNotes,
    ]);
  });

  it('says nothing of the template’s own accent, on an owner who chose none', () => {
    expect(lookNotes(sheet, { site: { format: 4 } })).toEqual(sheet.notes);
    expect(lookNotes(sheet, { site: { format: 4, look: { typeface: 'editorial' } } })).toEqual(
      sheet.notes,
    );
  });
});

let remove = () => {};
afterEach(() => remove());

/** What the client build's start prints, through a logger that keeps each line. */
function printedAtBuildStart(context: BuildContext, ssr = false) {
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
    stylesheet: () => ({ notes: [], colourNotes: [] }) as unknown as LookStylesheet,
  });
  const call = (hook: unknown, self: unknown, ...args: unknown[]) => {
    if (typeof hook === 'function') (hook as (...values: unknown[]) => void).call(self, ...args);
  };
  // The plugin saw the other environment's config last, as a build in process shares it between
  // its environments: what it says is decided by the environment it builds.
  const other = { ...config, build: { ssr: !ssr, lib: false } };
  call(plugin.configResolved, undefined, other);
  call(plugin.buildStart, { environment: { config } });
  return printed;
}

describe('the owner content plugin', () => {
  it('says once, at the client build’s start, what is not yet translated', () => {
    const folder = ownerCopy();
    remove = folder.remove;
    addLanguage(folder, 'pt');
    const context = contextFor(folder, { root: process.cwd() });
    expect(context.notes).toEqual([
      expect.stringMatching(/^"pt" is not yet written throughout: \d+ template string\(s\)/),
    ]);
    expect(printedAtBuildStart(context)).toEqual(context.notes);
    expect(printedAtBuildStart(context, true)).toEqual([]);
  });
});
