import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readOwner } from './load';
import type { OwnerFolder } from '../files/ownerFile';
import { migrateFolder, migrateReport } from './migrateFolder';
import { ownerModel } from './model';
import { fileModules } from '../files/index';
import { OWNER_FORMAT } from '../files/site';
import { siteStrings } from './siteStrings';
import { FIRST_FORMAT, ownerCopy, pastFormatPath, readSampleFile } from '../testing/ownerCopy';

/** What format 2 to 3 says of site.json, whatever else it changes. */
const FORMAT_3_SITE = 'site.json: "format": 3, where the portrait is one picture of any size';

/** What format 3 to 4 says of site.json, whatever else it changes. */
const FORMAT_4_SITE = 'site.json: "format": 4, where every page shares one link preview';

/**
 * What `owner:import` wrote before site.json existed (format 1), kept as it wrote it, and the
 * owner's Italian overrides of keys renamed since (pastFormats.test.ts follows those).
 */
const FORMAT_1 = pastFormatPath(FIRST_FORMAT);

/** What a migration says of the owner's files, not of their overrides of the template's keys. */
const ofFiles = (messages: readonly string[]) =>
  messages.filter((message) => !message.startsWith('owner/locales/'));

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
    expect(ofFiles(reading.migrated)).toEqual([
      'site.json: written, with the languages format 1 had (en, it)',
      FORMAT_3_SITE,
      FORMAT_4_SITE,
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
    expect(reading.migrated).toHaveLength(4);
    expect(reading.owner?.trading).toMatchObject({ referral: true, offersCfds: true });
  });

  it('is written in today’s format by owner:migrate, to the same site', () => {
    const folder = copyOf(FORMAT_1);
    const before = readOwner(folder, 2026).owner;
    expect(ofFiles(migrateFolder(folder))).toEqual([
      'site.json: written, with the languages format 1 had (en, it)',
      FORMAT_3_SITE,
      FORMAT_4_SITE,
    ]);
    expect(JSON.parse(readFileSync(join(folder.path, 'site.json'), 'utf8'))).toMatchObject({
      format: OWNER_FORMAT,
      languages: ['en', 'it'],
    });
    const after = readOwner(folder, 2026);
    expect(after.migrated).toEqual([]);
    if (!before || !after.owner) throw new Error('both must load');
    const published = { siteUrl: before.profile.siteUrl, basePath: '/' };
    expect(fileModules(after.owner, published)).toEqual(fileModules(before, published));
    expect(siteStrings(after.owner)).toEqual(siteStrings(before));
    expect(migrateFolder(folder)).toEqual([]);
    expect(existsSync(join(folder.path, 'trading.json'))).toBe(false);
  });
});

describe('an owner folder of format 2', () => {
  /** The sample as format 2 wrote it: the portrait as two files the owner sized. */
  const format2 = () =>
    ownerCopy({
      site: (today) => ({ ...today, format: 2 }),
      profile: (today) => ({
        ...today,
        photo: { small: 'images/me-192.webp', large: readSampleFile('profile').photo },
      }),
    });

  it('reads the two-file portrait as one picture, the larger, and says what to give instead', () => {
    const folder = format2();
    cleanUp = folder.remove;
    const reading = readOwner(folder, 2026);
    expect(reading.problems).toEqual([]);
    expect(reading.owner?.profile.photo).toBe(readSampleFile('profile').photo);
    expect(reading.migrated).toEqual([
      FORMAT_3_SITE,
      `profile.json: "photo" names one picture now, "${String(readSampleFile('profile').photo)}" ` +
        '(the larger of your two); the build makes every size from it. Better: name your ' +
        'original, of any size (a photo straight from the phone is fine), and delete images/me-192.webp',
      FORMAT_4_SITE,
    ]);
  });

  it('is written in today’s format by owner:migrate', () => {
    const folder = format2();
    cleanUp = folder.remove;
    expect(migrateFolder(folder)).toHaveLength(3);
    expect(readOwner(folder, 2026)).toMatchObject({ problems: [], migrated: [] });
    expect(JSON.parse(readFileSync(join(folder.path, 'profile.json'), 'utf8'))).toMatchObject({
      photo: readSampleFile('profile').photo,
    });
  });
});

describe('an owner folder of format 3', () => {
  /** The sample as format 3 wrote it, with link previews drawn per page. */
  const format3 = () =>
    ownerCopy({ site: (today) => ({ ...today, format: 3, shareImages: 'per-page' }) });

  it('drops the previews per page, and says every page shows the one share image', () => {
    const folder = format3();
    cleanUp = folder.remove;
    const reading = readOwner(folder, 2026);
    expect(reading.problems).toEqual([]);
    expect(reading.migrated).toEqual([
      FORMAT_4_SITE,
      'site.json: "shareImages" removed: every page\'s link preview shows the one share image (profile.json "shareImage", else the template\'s)',
    ]);
  });

  it('is written in today’s format by owner:migrate, without "shareImages"', () => {
    const folder = format3();
    cleanUp = folder.remove;
    expect(migrateFolder(folder)).toHaveLength(2);
    expect(readOwner(folder, 2026)).toMatchObject({ problems: [], migrated: [] });
    const site = JSON.parse(readFileSync(join(folder.path, 'site.json'), 'utf8')) as object;
    expect(site).toEqual({ ...readSampleFile('site'), format: OWNER_FORMAT });
  });
});

describe('a folder naming the policy of an image service its site does not load from', () => {
  const POLICY = 'https://flags.example.org/privacy';
  /** An older owner's: the flag service's policy kept, though site.json chooses no service. */
  const withUnusedPolicy = () =>
    ownerCopy({
      site: (today) =>
        Object.fromEntries(Object.entries(today).filter(([key]) => key !== 'imageServices')),
      legal: (today) => ({ ...today, imageServicePolicies: { flags: POLICY } }),
    });

  it('is kept by owner:migrate, which says the field is unused and why', () => {
    const folder = withUnusedPolicy();
    cleanUp = folder.remove;
    const report = migrateReport(folder);
    expect(report[0]).toBe(
      `owner/ is in format ${OWNER_FORMAT} already, with no key the template renamed: nothing to change.`,
    );
    expect(report.slice(1)).toEqual([
      'Left as it is, though your site does not use it:',
      '  - legal.json: "imageServicePolicies.flags" kept, unused: site.json "imageServices" does not choose flagcdn, so the site draws its own flags and the privacy policy names no such service. Delete it, or keep it for the day your site loads from the service (owner:check then asks you to check it again)',
    ]);
    const legal = JSON.parse(readFileSync(join(folder.path, 'legal.json'), 'utf8')) as object;
    expect(legal).toMatchObject({ imageServicePolicies: { flags: POLICY } });
  });

  it('says why a chosen service is unused: no testimonials, no avatars', () => {
    const folder = ownerCopy({
      testimonials: () => null,
      legal: (today) => ({ ...today, imageServicePolicies: { flags: POLICY, avatars: POLICY } }),
    });
    cleanUp = folder.remove;
    const unused = migrateReport(folder).filter((line) => line.startsWith('  - '));
    expect(unused).toHaveLength(1);
    expect(unused[0]).toContain(
      '"imageServicePolicies.avatars" kept, unused: the site has no testimonials, so no avatar is shown',
    );
  });

  it('says nothing of a policy the site uses', () => {
    const folder = ownerCopy({
      legal: (today) => ({ ...today, imageServicePolicies: { flags: POLICY, avatars: POLICY } }),
    });
    cleanUp = folder.remove;
    expect(migrateReport(folder)).toHaveLength(1);
  });
});
