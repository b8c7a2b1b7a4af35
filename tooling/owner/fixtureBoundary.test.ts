/**
 * The fixture boundary: nothing of the sample owner reaches another owner's
 * site. The sample's distinctive strings (its name, job title, email,
 * companies and schools, people, course ids, addresses and monogram) may
 * appear in sample-owner/, in tests and in docs, and nowhere else: not in the
 * template's code, strings, configuration or tooling. The owner:check side
 * (leftovers.ts) looks at the owner's folder; this looks at the template's.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readOwner } from './load';
import { SAMPLE_FOLDER } from './testing/ownerCopy';

/** Where the sample may be named: its own folder, tests and their helpers, prose. */
const ALLOWED = [
  /^sample-owner\//,
  /^docs\//,
  /\.md$/,
  /^tests\//,
  /^src\/test\//,
  /(^|\/)testing(\/|\.ts$)/,
  /\.test\.tsx?$/,
  /(^|\/)package-lock\.json$/,
];

function templateFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => file !== '' && !ALLOWED.some((pattern) => pattern.test(file)));
}

/** The sample's strings that no other owner would write, from its own files. */
function distinctiveStrings(): string[] {
  const { owner } = readOwner(SAMPLE_FOLDER);
  if (!owner) throw new Error('the sample must load');
  const { profile } = owner;
  const technologies = new Set(owner.technologies.map((name) => name.toLowerCase()));
  const urls = [
    ...profile.profiles.map((entry) => entry.url),
    ...(owner.testimonials?.entries.flatMap((entry) => entry.profileUrl ?? []) ?? []),
    ...(owner.trading ? [owner.trading.profileUrl, owner.trading.signupUrl] : []),
  ];
  return [
    profile.name,
    ...profile.name.split(' ').filter((part) => part.length >= 4),
    ...(typeof profile.jobTitle === 'string'
      ? [profile.jobTitle]
      : Object.values(profile.jobTitle).flatMap((title) => title ?? [])),
    profile.email,
    ...owner.experience.entries.map((entry) => entry.company),
    ...(owner.projects?.companies ?? []),
    ...(owner.testimonials?.entries.map((entry) => entry.name) ?? []),
    ...(owner.courses?.entries.map((entry) => entry.id) ?? []).filter(
      (id) => !technologies.has(id) && /[-\d]/.test(id),
    ),
    ...urls.map((url) => new URL(url).pathname).filter((path) => path.length > 8),
  ];
}

/** The sample's monogram as a drawing writes it: `>DM<` or `&lt;DM`. */
function monogramPattern(): RegExp {
  const { owner } = readOwner(SAMPLE_FOLDER);
  const initials = (owner?.profile.name ?? '')
    .split(' ')
    .map((part) => part[0])
    .join('');
  return new RegExp(`(>|&lt;)${initials}\\b`);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the fixture boundary', () => {
  const strings = [...new Set(distinctiveStrings())];
  const patterns = [
    ...strings.map((text) => new RegExp(`(?<![\\w-])${escape(text)}(?![\\w-])`)),
    monogramPattern(),
  ];

  it('knows the sample by enough of its strings to notice it', () => {
    expect(strings.length).toBeGreaterThan(30);
  });

  it('finds nothing of the sample owner outside sample-owner/, tests and docs', () => {
    const found = templateFiles().flatMap((file) => {
      const content = readFileSync(file);
      if (content.includes(0)) return []; // binary: images carry no text to match
      const text = content.toString('utf8');
      return patterns.flatMap((pattern) => {
        const match = pattern.exec(text);
        if (!match) return [];
        const line = text.slice(0, match.index).split('\n').length;
        return [`${file}:${line}: "${match[0]}"`];
      });
    });
    expect(found).toEqual([]);
  });
});
