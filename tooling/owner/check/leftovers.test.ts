import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleLeftovers } from './leftovers';
import { ownerCopy, readSampleFile, SAMPLE_FOLDER } from '../testing/ownerCopy';
import { templateStrings } from '../read/strings';

const template = templateStrings();
let remove = () => {};
afterEach(() => remove());

describe('what of the sample owner is left', () => {
  it('is everything while the site is built from the sample itself', () => {
    expect(sampleLeftovers(SAMPLE_FOLDER, SAMPLE_FOLDER, template)).toEqual([
      expect.stringMatching(/^sample-owner\/: the site is built from the sample owner/),
    ]);
  });

  it('names each sample value, placeholder address and image in a copied folder', () => {
    const folder = ownerCopy({
      profile: (data) => ({
        ...data,
        name: 'Ada Rossi',
        email: 'ada@rossi.dev',
        siteUrl: 'https://ada.example.org/',
      }),
    });
    remove = folder.remove;
    const found = sampleLeftovers(folder, SAMPLE_FOLDER, template);
    expect(found).toContain(
      'owner/profile.json: field "siteUrl": "https://ada.example.org/" is a placeholder address',
    );
    expect(found).toContain("owner/images/portrait.jpg: is the sample owner's image");
    expect(
      found.some((line) =>
        line.startsWith('owner/testimonials.json: field "entries[0].profileUrl"'),
      ),
    ).toBe(true);
    expect(found.some((line) => line.startsWith('owner/profile.json: field "name"'))).toBe(false);
  });

  it('is nothing once every value and image is the owner’s own', () => {
    const folder = ownerCopy({
      profile: (data) => ({
        ...data,
        name: 'Ada Rossi',
        email: 'ada@rossi.dev',
        siteUrl: 'https://ada.rossi.dev/',
        profiles: [{ network: 'github', url: 'https://github.com/ada-rossi' }],
        shareImage: undefined,
        favicon: undefined,
        pitch: { en: 'Data platforms that analysts trust, from the first pipeline on.' },
        about: {
          intro: {
            en: 'I build data platforms: pipelines that arrive on time and tables that mean what they say.',
          },
        },
        description: undefined,
        cvProfile: undefined,
      }),
      experience: (data) => ({
        ...data,
        intro: undefined,
        description: undefined,
        entries: [
          {
            id: 'acme',
            kind: 'work',
            role: { en: 'Data Engineer' },
            company: 'Acme',
            period: '01/2020 – Present',
            description: {
              en: 'I moved the nightly batch jobs to streaming, one table at a time.',
            },
          },
        ],
      }),
      // The sample's host is GitHub Pages, any owner's too: its address is not the sample's.
      legal: (data) => ({ postalAddress: 'Via Roma 1, 00100 Roma', hosting: data.hosting }),
      courses: () => null,
      testimonials: () => null,
      trading: () => null,
      projects: () => null,
      cv: () => null,
    });
    remove = folder.remove;
    writeFileSync(join(folder.path, 'images/portrait.jpg'), 'mine');
    for (const image of ['images/courses', 'images/share.png', 'images/favicon.png']) {
      rmSync(join(folder.path, image), { recursive: true });
    }
    expect(sampleLeftovers(folder, SAMPLE_FOLDER, template)).toEqual([]);
  });
});

/** Every string of a JSON value with `change` applied (a text, a name, a link). */
const everyString = (value: unknown, change: (text: string) => string): unknown =>
  typeof value === 'string'
    ? change(value)
    : Array.isArray(value)
      ? value.map((item) => everyString(item, change))
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value).map(([key, item]) => [key, everyString(item, change)]),
          )
        : value;

type Json = Record<string, unknown>;
const entries = (data: Json) => data.entries as Json[];

describe('the sample owner by content, whatever was changed around it', () => {
  /** Walk 2: a copy of the sample with only what the exact-value check named made the owner's. */
  const ownLinks = (data: Json) =>
    everyString(data, (text) =>
      /^https?:\/\//.test(text) ? text.replace(/example\.org/, 'jonas.dev') : text,
    ) as Json;
  const walkTwo = (edits: Parameters<typeof ownerCopy>[0] = {}) =>
    ownerCopy({
      profile: (data) => ({
        ...ownLinks(data),
        name: 'Jonas Ostermeier',
        email: 'jonas@ostermeier.dev',
        siteUrl: 'https://jonas.dev/',
      }),
      legal: (data) => ({ ...data, postalAddress: 'Karl-Liebknecht-Straße 112, 04275 Leipzig' }),
      testimonials: ownLinks,
      courses: ownLinks,
      trading: ownLinks,
      ...edits,
    });

  it('names each invented testimonial, employer, study, project, course and trading series', () => {
    const folder = walkTwo();
    remove = folder.remove;
    const found = sampleLeftovers(folder, SAMPLE_FOLDER, template);
    const count = (file: string) =>
      found.filter((line) => line.startsWith(`owner/${file}.json: entry `)).length;
    expect(count('testimonials')).toBe(24);
    expect(found).toContain(
      'owner/testimonials.json: entry "giulia-ferraris" (entries[0]): "quote" (its words), "name" (a person the sample invented) are the sample owner’s: write your own, or remove the entry',
    );
    expect(found).toContainEqual(
      expect.stringMatching(
        /^owner\/experience\.json: entry "polito-master" \(entries\[\d\]\): "description" \(its words\), "company", "period" \(an employer or school of the sample’s, with its period\) are the sample owner’s/,
      ),
    );
    expect(count('experience')).toBe(entries(readSampleFile('experience')).length);
    expect(count('projects')).toBe(entries(readSampleFile('projects')).length);
    expect(count('courses')).toBe(entries(readSampleFile('courses')).length);
    expect(found).toContain(
      'owner/trading.json: field "monthlyReturns": is the sample owner’s (its figures): write your own, or remove it',
    );
  });

  it('knows a quote under another name, the owner’s name in it, and a series under other years', () => {
    const folder = walkTwo({
      testimonials: (data) => ({
        ...data,
        entries: entries(data).map((entry, index) => ({
          ...(everyString(entry, (text) => text.replaceAll('Davide', 'Jonas')) as Json),
          name: `Person ${index}`,
        })),
      }),
      trading: (data) => {
        const months = data.monthlyReturns as Record<string, unknown>;
        return {
          ...data,
          monthlyReturns: Object.fromEntries(
            Object.values(months).map((values, index) => [String(2016 + index), values]),
          ),
          annualReturns: undefined,
        };
      },
    });
    remove = folder.remove;
    const found = sampleLeftovers(folder, SAMPLE_FOLDER, template);
    const quotes = found.filter((line) =>
      /^owner\/testimonials\.json: entry "[^"]+" \(entries\[\d+\]\): ("role", )?"quote" \(its words\) (is|are) the sample owner’s/.test(
        line,
      ),
    );
    expect(quotes).toHaveLength(24);
    expect(found).toContain(
      'owner/trading.json: field "monthlyReturns": is the sample owner’s (its figures): write your own, or remove it',
    );
  });
});
