import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { lookColours } from '../look/accent';
import { loadOwner } from '../owner/load';
import { ownerLook, ownerModel } from '../owner/model';
import { SAMPLE_FOLDER } from '../owner/testing/ownerCopy';
import { pageShareCards } from './shareCards';

const { owner } = loadOwner(SAMPLE_FOLDER);
const cards = await pageShareCards(
  owner,
  SAMPLE_FOLDER,
  'https://ada.example/portfolio/',
  process.cwd(),
);
const card = (fileName: string) => cards.find((entry) => entry.fileName === fileName)?.card;

describe('the share cards of a site with previews per page', () => {
  it('has one card per route and language, named as the page’s head names it', () => {
    const { routes, languageCodes } = ownerModel(owner);
    expect(cards).toHaveLength(routes.length * languageCodes.length);
    expect(new Set(cards.map((entry) => entry.fileName)).size).toBe(cards.length);
    expect(cards.map((entry) => entry.fileName)).toContain('share/it/testimonials.png');
    expect(cards.map((entry) => entry.fileName)).not.toContain('share/en/notfound.png');
  });

  it('titles each with the route’s menu label in its language, beside the owner and the host', () => {
    expect(card('share/it/experience.png')).toMatchObject({
      title: 'Esperienza',
      language: 'it',
      ownerName: 'Davide Marchetti',
      jobTitle: 'Senior Software Engineer / Technical Architect FE',
      siteLabel: 'ada.example',
    });
    expect(card('share/en/courses.png')?.title).toBe('Online courses');
  });

  it('draws in the owner’s look: the light theme, the pairing’s faces, the portrait at its largest width', async () => {
    const { light } = lookColours(ownerLook(owner).accent);
    const experience = card('share/en/experience.png');
    expect(experience?.colours).toEqual({
      page: light.page,
      surface: light.surface,
      ink: light.ink,
      muted: light.muted,
      accentFill: light.accentFill,
      onAccent: light.onAccent,
    });
    expect(experience?.fonts.heading.path).toMatch(/source-serif-4-latin-600-normal\.woff$/);
    expect(experience?.fonts.body.path).toMatch(/source-sans-3-latin-400-normal\.woff$/);
    // The portrait as the card draws it: square, upright, no larger than it needs.
    const portrait = await sharp(experience?.photo ?? Buffer.alloc(0)).metadata();
    expect(portrait).toMatchObject({ format: 'webp', width: 384, height: 384 });
  });
});
