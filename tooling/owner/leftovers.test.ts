import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleLeftovers } from './leftovers';
import { ownerCopy, SAMPLE_FOLDER } from './testing/ownerCopy';

let remove = () => {};
afterEach(() => remove());

describe('what of the sample owner is left', () => {
  it('is everything while the site is built from the sample itself', () => {
    expect(sampleLeftovers(SAMPLE_FOLDER, SAMPLE_FOLDER)).toEqual([
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
    const found = sampleLeftovers(folder, SAMPLE_FOLDER);
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
    expect(sampleLeftovers(folder, SAMPLE_FOLDER)).toEqual([]);
  });
});
