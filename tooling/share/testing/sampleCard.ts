/**
 * The sample owner's card, for the tests and the sample script: the real name,
 * job title and site of sample-owner/profile.json, Source Sans 3 from its npm
 * package, the site's light colours.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { FontFile, ShareCard } from '../shareImage.ts';

const profile = JSON.parse(readFileSync('sample-owner/profile.json', 'utf8')) as {
  name: string;
  jobTitle: string;
  siteUrl: string;
};

const resolve = createRequire(join(process.cwd(), 'package.json')).resolve;

/** A Source Sans 3 file of the Latin subset (Italian accents, curly quotes, the ellipsis). */
export function sourceSans(weight: number): FontFile {
  const path = resolve(`@fontsource/source-sans-3/files/source-sans-3-latin-${weight}-normal.woff`);
  return { path, weight, style: 'normal' };
}

export function sampleCard(): ShareCard {
  return {
    title: 'Experience',
    ownerName: profile.name,
    jobTitle: profile.jobTitle,
    siteLabel: new URL(profile.siteUrl).host,
    language: 'en',
    photo: null,
    colours: {
      background: '#ffffff',
      surface: '#eef6ff',
      text: '#0f172a',
      muted: '#475569',
      accent: '#1d5fd6',
      onAccent: '#ffffff',
    },
    fonts: { heading: sourceSans(700), body: sourceSans(400) },
  };
}
