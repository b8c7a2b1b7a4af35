/**
 * The owner folders check:variants builds, each the sample changed through its
 * owner folder only (checkVariants.ts says what each proves).
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOOK_PRESETS } from '../../look/presets.ts';
import { SAMPLE_DIR } from '../../owner/load.ts';
import { onlyLanguage } from './ownerEdits.ts';

const root = process.cwd();

export const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const writeJson = (file: string, value: unknown) =>
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

export const NOTICE_PHONE = '+39 011 000 0000'; // what the grown owner's legal notice shows

/** The sample, with German, link previews per page and a legal notice added from its owner folder only. */
export function grownOwner(work: string): string {
  const folder = join(work, 'grown-owner');
  cpSync(join(root, SAMPLE_DIR), folder, { recursive: true });
  const site = readJson(join(folder, 'site.json')) as { languages: unknown[] };
  site.languages.push({ code: 'de', name: 'Deutsch', locale: 'de_DE', flagCountry: 'de' });
  writeJson(join(folder, 'site.json'), {
    ...site,
    shareImages: 'per-page',
    look: LOOK_PRESETS.grotesk,
  });
  const legal = readJson(join(folder, 'legal.json')) as Record<string, unknown>;
  writeJson(join(folder, 'legal.json'), { ...legal, legalNotice: { phone: NOTICE_PHONE } });
  mkdirSync(join(folder, 'locales/de'), { recursive: true });
  writeJson(join(folder, 'locales/de/common.json'), {
    nav: { home: 'Startseite', experience: 'Berufserfahrung' },
    seo: { home: { title: '{{name}} · {{jobTitle}} · Portfolio' } },
  });
  return folder;
}

/** The sample as an English-only owner with none of the optional sections would write it. */
export function reducedOwner(work: string): string {
  const folder = join(work, 'reduced-owner');
  cpSync(join(root, SAMPLE_DIR), folder, { recursive: true });
  for (const section of ['projects', 'courses', 'testimonials', 'trading', 'cv']) {
    rmSync(join(folder, `${section}.json`));
  }
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    writeJson(join(folder, file), onlyLanguage(readJson(join(folder, file)), 'en'));
  }
  writeJson(join(folder, 'site.json'), {
    format: 2,
    languages: ['en'],
    look: LOOK_PRESETS.humanist,
  });
  return folder;
}
