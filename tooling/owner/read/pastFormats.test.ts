/**
 * Template updates never break an owner's folder: a folder of each past owner
 * format, with overrides of template keys renamed since, through today's
 * loader: it builds, and the owner's words are in the strings the site is
 * served (siteNamespace, what the build serves as each language's file), at
 * the keys the policy pages show on that site, where they showed before.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readLegalDocument } from '../../../src/lib/legalStructure';
import { flattenKeys } from '../../lib/translationKeys';
import { ownerTextFiles, staleOwnerTranslations } from '../../checks/content/checks';
import { checkPolicyHosts } from '../../checks/content/policyHosts';
import { readOwner } from './load';
import type { OwnerFolder } from '../files/ownerFile';
import { migrateFolder } from './migrateFolder';
import { ownerPolicyConditions } from './model';
import { siteNamespace, siteStrings } from './siteStrings';
import type { Owner } from '../files/index';
import { pastFormatPath } from '../testing/ownerCopy';

/**
 * A key the owner wrote, the key their words are at now, and whether the policies show it: not a
 * part that now follows a choice the format never had (an outside image service, the spec's
 * stored detected language), whose words wait at today's key while the site no longer does what
 * they describe.
 */
type Moved = [namespace: string, written: string, now: string, shown?: false];

/** Each format's folder: the language of its overrides, the keys it wrote and where they show now. */
const FORMATS: { format: number; language: string; moved: Moved[]; dropped?: string[] }[] = [
  {
    format: 1,
    language: 'it',
    moved: [
      ['legal', 'privacy.sections.rights.p3', 'privacy.sections.rights.p3@uk'],
      [
        'legal',
        'privacy.sections.data.p2@testimonials',
        'privacy.sections.data.p2@flagService@avatarService',
        false,
      ],
      [
        'legal',
        'privacy.sections.purposes.list1.preferences',
        'privacy.sections.purposes.list1.preferences@detectedLanguage',
        false,
      ],
      [
        'legal',
        'cookie.sections.storage.table.rows.i18nextLng.where',
        'cookie.sections.storage.table.rows.i18nextLng@languages@!detectedLanguage.where',
      ],
      [
        'legal',
        'cookie.sections.storage.table.rows.i18nextLng.purpose',
        'cookie.sections.storage.table.rows.i18nextLng@detectedLanguage.purpose',
        false,
      ],
      [
        'legal',
        'cookie.sections.storage.table.rows.i18nextLng.duration',
        'cookie.sections.storage.table.rows.i18nextLng@languages@!detectedLanguage.duration',
      ],
      ['common', 'nav.experience', 'nav.experience'],
    ],
  },
  {
    format: 2,
    language: 'de',
    moved: [
      ['legal', 'privacy.sections.rights.list1.access', 'privacy.sections.rights.list1.access@!ch'],
      ['legal', 'privacy.sections.transfer.p1', 'privacy.sections.transfer.p1@!processorAgreement'],
      [
        'legal',
        'privacy.sections.data.p2@testimonials',
        'privacy.sections.data.p2@flagService@avatarService',
        false,
      ],
      [
        'legal',
        'privacy.sections.purposes.list1.images@testimonials',
        'privacy.sections.purposes.list1.images@flagService@avatarService',
        false,
      ],
      [
        'legal',
        'privacy.sections.legal_basis.list1.browsing',
        'privacy.sections.legal_basis.list1@!ch.browsing@flagService|avatarService',
        false,
      ],
      [
        'legal',
        'privacy.sections.recipients.list1.flags',
        'privacy.sections.recipients.list1.flags@flagService',
        false,
      ],
      [
        'legal',
        'privacy.sections.recipients.p2@testimonials',
        'privacy.sections.recipients.p2@flagService@avatarService',
        false,
      ],
      [
        'legal',
        'cookie.sections.storage.p3@testimonials',
        'cookie.sections.storage.p3@flagService@avatarService',
        false,
      ],
      [
        'legal',
        'cookie.sections.storage.table.rows.i18nextLng.purpose',
        'cookie.sections.storage.table.rows.i18nextLng@detectedLanguage.purpose',
        false,
      ],
      ['common', 'nav.experience', 'nav.experience'],
      ['common', 'about_title', 'about_title'],
      ['common', 'cookie_banner.accept', 'cookie_banner.accept'],
      ['common', 'footer.copyright', 'footer.copyright'],
      ['trading', 'signup_disclosure.referral', 'signup_disclosure.referral'],
    ],
    dropped: ['trading.json: "signup_disclosure.cfd"'],
  },
  {
    format: 3,
    language: 'it',
    moved: [
      [
        'legal',
        'privacy.sections.data.p2@!testimonials',
        'privacy.sections.data.p2@flagService@!avatarService',
        false,
      ],
      [
        'legal',
        'privacy.sections.recipients.p2@!testimonials',
        'privacy.sections.recipients.p2@flagService@!avatarService',
        false,
      ],
      [
        'legal',
        'cookie.sections.storage.p3@!testimonials',
        'cookie.sections.storage.p3@flagService@!avatarService',
        false,
      ],
    ],
  },
  {
    format: 4,
    language: 'it',
    moved: [
      [
        'legal',
        'cookie.sections.types.list1.analytics',
        'cookie.sections.types.list1.analytics@!ch',
      ],
      [
        'legal',
        'privacy.sections.data.p2@languages@testimonials',
        'privacy.sections.data.p2@flagService@avatarService',
        false,
      ],
      ['common', 'nav.experience', 'nav.experience'],
    ],
  },
];

let cleanUp = () => {};
afterEach(() => cleanUp());

function copyOf(format: number): OwnerFolder {
  const copy = join(mkdtempSync(join(tmpdir(), 'past-format-')), 'owner');
  cpSync(pastFormatPath(format), copy, { recursive: true });
  cleanUp = () => rmSync(copy, { recursive: true, force: true });
  return { path: copy, name: 'owner', isSample: false };
}

/** The owner's words at a key of one of their files, as written. */
function written(folder: OwnerFolder, language: string, namespace: string, key: string) {
  const file = join(folder.path, 'locales', language, `${namespace}.json`);
  return flattenKeys(JSON.parse(readFileSync(file, 'utf8'))).get(key);
}

/** Every key of the policies' texts the site's pages show in a language: parts, list items, table cells. */
function shownPolicyKeys(owner: Owner, language: string): Set<string> {
  const legal = siteNamespace(owner, language, 'legal');
  return new Set(
    ['privacy', 'cookie'].flatMap((documentKey) =>
      readLegalDocument(
        legal[documentKey],
        documentKey,
        ownerPolicyConditions(owner),
      ).sections.flatMap(({ id, blocks }) =>
        blocks.flatMap((block) => {
          const at = `${documentKey}.sections.${id}.${block.key}`;
          if (block.kind === 'paragraph') return [at];
          if (block.kind === 'list') return block.items.map((item) => `${at}.${item}`);
          return block.rows.flatMap((row) =>
            block.columns.map((column) => `${at}.rows.${row}.${column}`),
          );
        }),
      ),
    ),
  );
}

describe.each(FORMATS)(
  'an owner folder of format $format',
  ({ format, language, moved, dropped }) => {
    it('builds, naming each key the template renamed or dropped since, none as a problem', () => {
      const reading = readOwner(copyOf(format), 2026);
      expect(reading.problems).toEqual([]);
      const renamed = moved.filter(([, before, now]) => before !== now);
      for (const [namespace, before] of renamed) {
        expect(reading.migrated).toContainEqual(
          expect.stringContaining(`owner/locales/${language}/${namespace}.json: "${before}" → `),
        );
      }
      for (const key of dropped ?? []) {
        expect(reading.migrated).toContainEqual(
          expect.stringMatching(new RegExp(`${key}: the template dropped this text`)),
        );
      }
    });

    it('shows the owner’s words where they showed before', () => {
      const folder = copyOf(format);
      const { owner } = readOwner(folder, 2026);
      if (!owner) throw new Error('the folder must load');
      const shown = shownPolicyKeys(owner, language);
      for (const [namespace, before, now, isShown] of moved) {
        const words = written(folder, language, namespace, before);
        expect(words).toEqual(expect.any(String));
        expect(flattenKeys(siteNamespace(owner, language, namespace)).get(now)).toBe(words);
        if (namespace === 'legal' && isShown !== false) expect(shown, now).toContain(now);
      }
      // No policy text of theirs names a service a site it shows on never loads.
      expect(checkPolicyHosts(ownerTextFiles({ ...readOwner(folder, 2026), owner }))).toEqual([]);
    });

    it('is written with today’s keys by owner:migrate, to the same site', () => {
      const folder = copyOf(format);
      const before = readOwner(folder, 2026).owner;
      migrateFolder(folder);
      const after = readOwner(folder, 2026);
      expect(after).toMatchObject({ problems: [], migrated: [] });
      if (!before || !after.owner) throw new Error('both must load');
      expect(siteStrings(after.owner)).toEqual(siteStrings(before));
      for (const [namespace, , now] of moved) {
        expect(written(folder, language, namespace, now)).toEqual(expect.any(String));
      }
      expect(migrateFolder(folder)).toEqual([]);
    });
  },
);

describe('a fork made while the template spoke only English and Italian', () => {
  it('hears that the template writes its German now, which its own overrides hide', () => {
    const revisit = staleOwnerTranslations(readOwner(copyOf(2), 2026));
    expect(revisit).toContainEqual(
      expect.stringMatching(
        /^owner\/locales\/de\/common\.json: 4 key\(s\) with no record .*The template writes "de" itself now: an override you do not mean to keep can go/,
      ),
    );
  });
});
