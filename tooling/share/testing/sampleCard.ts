/**
 * The sample owner's card, for the tests and the sample script: the real name,
 * job title and site of sample-owner/profile.json, Source Sans 3 (the humanist
 * pairing's) as the share images draw it, the site's light colours.
 */
import { readFileSync } from 'node:fs';
import { drawingFont, type DrawingFont } from '../../look/typefaces.ts';
import type { ShareCard } from '../shareImage.ts';

const profile = JSON.parse(readFileSync('sample-owner/profile.json', 'utf8')) as {
  name: string;
  jobTitle: string;
  siteUrl: string;
};

/** A Source Sans 3 file of the Latin subset (Italian accents, curly quotes, the ellipsis). */
export const sourceSans = (weight: number): DrawingFont => drawingFont('humanist', 'body', weight);

export function sampleCard(): ShareCard {
  return {
    title: 'Experience',
    ownerName: profile.name,
    jobTitle: profile.jobTitle,
    siteLabel: new URL(profile.siteUrl).host,
    language: 'en',
    photo: null,
    colours: {
      page: '#ffffff',
      surface: '#eef6ff',
      ink: '#0f172a',
      muted: '#475569',
      accentFill: '#1d5fd6',
      onAccent: '#ffffff',
    },
    fonts: { heading: sourceSans(700), body: sourceSans(400) },
  };
}
