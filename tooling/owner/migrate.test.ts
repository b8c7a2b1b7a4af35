import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readOwner, type OwnerFolder } from './load';
import { migrateFolder } from './migrateFolder';
import { ownerModel } from './model';
import { siteFacts } from './project';
import { siteStrings } from './siteStrings';
import { ownerCopy } from './testing/ownerCopy';

/** What `import:resume` wrote before site.json existed (format 1), kept as it wrote it. */
const FORMAT_1 = resolve('tooling/owner/testing/format-1');

let cleanUp = () => {};
afterEach(() => cleanUp());

function copyOf(path: string): OwnerFolder {
  const copy = join(mkdtempSync(join(tmpdir(), 'migrate-')), 'owner');
  cpSync(path, copy, { recursive: true });
  cleanUp = () => rmSync(copy, { recursive: true, force: true });
  return { path: copy, name: 'owner', isSample: false };
}

describe('an owner folder of format 1', () => {
  it('is read as today’s, with the languages format 1 had, and says it was migrated', () => {
    const reading = readOwner({ path: FORMAT_1, name: 'owner', isSample: false }, 2026);
    expect(reading.problems).toEqual([]);
    expect(reading.migrated).toEqual([
      'site.json: written, with the languages format 1 had (en, it)',
    ]);
    if (!reading.owner) throw new Error('the folder must load');
    expect(ownerModel(reading.owner).languageCodes).toEqual(['en', 'it']);
  });

  it('keeps what its trading page said: a referral link, a platform offering CFDs', () => {
    const reading = readOwner(
      ownerCopy({
        site: () => null,
        // As format 1 wrote trading.json: without the two fields.
        trading: (today) =>
          Object.fromEntries(
            Object.entries(today).filter(([key]) => key !== 'referral' && key !== 'offersCfds'),
          ),
      }),
      2026,
    );
    expect(reading.problems).toEqual([]);
    expect(reading.migrated).toHaveLength(2);
    expect(reading.owner?.trading).toMatchObject({ referral: true, offersCfds: true });
  });

  it('is written in today’s format by owner:migrate, to the same site', () => {
    const folder = copyOf(FORMAT_1);
    const before = readOwner(folder, 2026).owner;
    expect(migrateFolder(folder)).toEqual([
      'site.json: written, with the languages format 1 had (en, it)',
    ]);
    expect(JSON.parse(readFileSync(join(folder.path, 'site.json'), 'utf8'))).toMatchObject({
      format: 2,
      languages: ['en', 'it'],
    });
    const after = readOwner(folder, 2026);
    expect(after.migrated).toEqual([]);
    if (!before || !after.owner) throw new Error('both must load');
    expect(siteFacts(after.owner)).toEqual(siteFacts(before));
    expect(siteStrings(after.owner)).toEqual(siteStrings(before));
    expect(migrateFolder(folder)).toEqual([]);
    expect(existsSync(join(folder.path, 'trading.json'))).toBe(false);
  });
});
