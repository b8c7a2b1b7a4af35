/**
 * The path of one text, profile.json's `jobTitle`, from the owner's file to the pages and the CV,
 * as docs/architecture.md writes it: the registry names the module that reads the file, and the
 * doc lists every file of the template's code that names the field. A hand-written layer
 * between the file and its readers (a projection, a copy under another name) names it too, and
 * fails this; so does a file the doc no longer lists. The doc's walk of a new text (shown on the
 * home page and in the CV) says how many files it takes: each on jobTitle's path, the count its
 * list's. Its walk of a new fact says the same, and the fact is added here: typed by what
 * `npm run template:schema` writes, served by the module and in the CV's data, nothing else
 * written (a hand-written type or a copy field by field would need it).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import i18next from 'i18next';
import { cvData, type CvData } from '../../cv/cvData.ts';
import { readOwner } from '../read/load.ts';
import { factType } from '../schema/factTypes.ts';
import { SAMPLE_FOLDER } from '../testing/ownerCopy.ts';
import { factsIn, fileFactShape } from './facts.ts';
import { requiredText, type SchemaLanguages } from './fields.ts';
import { fileModules, OWNER_FILES, type FileModules } from './index.ts';
import { profile } from './profile.ts';
import { textShape } from './texts.ts';

const FIELD = 'jobTitle';
const DOC = readFileSync('docs/architecture.md', 'utf8');
const SECTION = DOC.slice(
  DOC.indexOf('## A field’s path'),
  DOC.indexOf('\n## ', DOC.indexOf('## A field’s path') + 1),
);
const WALK_START = SECTION.indexOf('A new text shown');
const FACT_WALK_START = SECTION.indexOf('A new fact shown');
/** jobTitle's path, then the walks of a new text and of a new fact. */
const [PATH, WALK, FACT_WALK] = [
  SECTION.slice(0, WALK_START),
  SECTION.slice(WALK_START, FACT_WALK_START),
  SECTION.slice(FACT_WALK_START),
];

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

describe('the walk of a new fact of profile.json, shown on the home page and in the PDF', () => {
  const walked = listedFiles(FACT_WALK);
  /** profile.json's schema with the walk's fact, as its module would declare it. */
  const withPhone = (languages: SchemaLanguages) =>
    profile.schema(languages).extend({
      phone: requiredText.optional().describe('A telephone number, shown and linked'),
    });

  it('says how many files it takes, the first the module the registry names for the file', () => {
    expect(FACT_WALK_START).toBeGreaterThan(WALK_START);
    expect(walked[0]).toBe(`tooling/owner/files/${profile.file}.ts`);
    for (const file of walked) expect(existsSync(file), file).toBe(true);
    expect(FACT_WALK).toMatch(new RegExp(`takes\\s+${walked.length}\\s+files by hand`));
  });

  it('is typed by what `npm run template:schema` writes from the schema', () => {
    expect(factType(withPhone('any'))).toMatch(/^ {2}phone\?: string;$/m);
  });

  it('is served by the module, its facts whole, and reaches the CV, whose data holds them whole', async () => {
    const { owner } = readOwner(SAMPLE_FOLDER);
    if (!owner) throw new Error('the sample must load');
    const published = { siteUrl: 'https://example.org/', basePath: '/' };
    const content = { ...owner.profile, phone: '+39 011 1234567' };
    const facts = factsIn(fileFactShape(withPhone('any')), content);
    const served = profile.facts(facts as never, owner, published).profile;
    expect(served).toHaveProperty('phone', '+39 011 1234567');
    const modules = fileModules(owner, published);
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: {} });
    const cv = cvData({ ...modules, profile: { ...modules.profile, profile: served } }, i18n, 'en');
    expect(cv.profile).toBe(served);
    expectTypeOf<CvData['profile']>().toEqualTypeOf<FileModules['profile']['profile']>();
  });
});
