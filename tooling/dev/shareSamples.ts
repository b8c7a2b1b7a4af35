/**
 * Draws four share images of the sample owner (short and long titles, photo
 * and monogram, light and dark, English and Italian) to look at while changing
 * the design: `npx tsx tooling/dev/shareSamples.ts [folder]` (default .scratch/share-samples).
 */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderShareImage, type ShareCard } from '../share/shareImage.ts';
import { sampleCard } from '../share/testing/sampleCard.ts';

const folder = process.argv[2] ?? '.scratch/share-samples';
const photo = readFileSync('sample-owner/images/portrait.jpg');
const DARK = {
  page: '#0f172a',
  surface: '#1e293b',
  ink: '#f8fafc',
  muted: '#94a3b8',
  accentFill: '#5aa2fb',
  onAccent: '#0f172a',
};

const samples: Record<string, Partial<ShareCard>> = {
  'home-en-photo-dark': { title: 'Home', photo, colours: DARK },
  'trading-it-photo-light': {
    title: 'Trading e rendimenti · Maria Giulia Bianchi-Santoro',
    language: 'it',
    photo,
  },
  'activity-it-monogram-light': { title: 'Attività', language: 'it' },
  'testimonials-en-monogram-dark': {
    title:
      'Testimonials: what colleagues say about Ada’s work, from café-side code reviews to Turin’s long release nights',
    colours: DARK,
  },
};

await mkdir(folder, { recursive: true });
for (const [name, change] of Object.entries(samples)) {
  const started = performance.now();
  const png = await renderShareImage({ ...sampleCard(), ...change });
  await writeFile(join(folder, `${name}.png`), png);
  const ms = Math.round(performance.now() - started);
  console.log(`${join(folder, `${name}.png`)}: ${png.length} bytes, ${ms} ms`);
}
