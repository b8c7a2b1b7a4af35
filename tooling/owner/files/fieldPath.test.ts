/**
 * The path of one text, profile.json's `jobTitle`, from the owner's file to the pages and the CV,
 * as docs/architecture.md writes it: the registry names the module that reads the file, and the
 * doc lists every file of the template's code that names the field. A hand-written layer
 * between the file and its readers (a projection, a copy under another name) names it too, and
 * fails this; so does a file the doc no longer lists. The doc's walk of a new text (shown on the
 * home page and in the CV) says how many files it takes: each on jobTitle's path, the count its
 * list's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OWNER_FILES } from './index.ts';
import { textShape } from './texts.ts';

const FIELD = 'jobTitle';
const DOC = readFileSync('docs/architecture.md', 'utf8');
const SECTION = DOC.slice(
  DOC.indexOf('## A field’s path'),
  DOC.indexOf('\n## ', DOC.indexOf('## A field’s path') + 1),
);
const WALK_START = SECTION.indexOf('A new text shown');
/** jobTitle's path, then the walk of a new text. */
const [PATH, WALK] = [SECTION.slice(0, WALK_START), SECTION.slice(WALK_START)];

/** The files a part's list names, in its order (the prose around the list may name others). */
function listedFiles(part: string): string[] {
  const items = part
    .split('\n')
    .filter((line) => /^(- | {2})/.test(line))
    .join('\n');
  return [...items.matchAll(/`((?:src|tooling)\/[\w/.]+\.tsx?)`/g)].map((match) => match[1] ?? '');
}

/** The template's code that ships or builds: no test, fixture, declaration or generated schema. */
function codeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory())
      return ['testing', 'json-schema'].includes(entry.name) ? [] : codeFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe(`the path of profile.json’s ${FIELD}`, () => {
  const module = OWNER_FILES.find((file) => {
    const schema = file.schema([]) as { shape?: Record<string, unknown> };
    return schema.shape !== undefined && FIELD in schema.shape;
  });
  const listed = listedFiles(PATH);

  it('starts at the module the registry names for the file, whose schema declares it a text', () => {
    expect(module?.file).toBe('profile');
    expect(listed[0]).toBe(`tooling/owner/files/${module?.file}.ts`);
    const shape = module && textShape(module.schema('any'));
    expect(shape?.kind === 'object' && shape.fields[FIELD]?.shape.kind).toBe('text');
  });

  it('passes through exactly the files the doc lists, and says how many', () => {
    const naming = [...codeFiles('src'), ...codeFiles('tooling')].filter((path) =>
      new RegExp(`\\b${FIELD}\\b`).test(readFileSync(path, 'utf8')),
    );
    expect([...naming].sort()).toEqual([...listed].sort());
    expect(PATH).toContain(`${listed.length} files`);
  });

  it('says how many files a new text takes, each on its path', () => {
    const walked = listedFiles(WALK);
    expect(WALK_START).toBeGreaterThan(0);
    expect(walked.filter((file) => !listed.includes(file))).toEqual([]);
    expect(WALK).toMatch(new RegExp(`takes\\s+${walked.length} files by hand`));
  });
});
