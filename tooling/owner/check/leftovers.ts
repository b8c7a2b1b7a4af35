/**
 * What of the sample owner is still in a folder: the sample's name, email,
 * addresses and links, example.com addresses, placeholder profiles and the
 * sample's images by value; its texts, testimonials, employers and studies,
 * projects, courses and trading figures by content (sampleContent.ts).
 * `npm run owner:check` fails on any, naming each place, so the invented
 * owner is never published by mistake.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { OwnerFolder } from '../files/ownerFile.ts';
import { sampleContent, type Files } from './sampleContent.ts';
import { GITHUB_PAGES_HOST } from '../files/legal.ts';
import type { Strings } from '../../lib/textTree.ts';

type Leaf = { path: string; value: string };

/** Every string in a JSON value, with its path ('entries[2].url'). */
function leaves(value: unknown, path = ''): Leaf[] {
  if (typeof value === 'string') return [{ path, value }];
  if (Array.isArray(value))
    return value.flatMap((item, index) => leaves(item, `${path}[${index}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      key === '$schema' ? [] : leaves(item, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

const jsonFiles = (folder: string) =>
  existsSync(folder) ? readdirSync(folder).filter((file) => file.endsWith('.json')) : [];

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** A folder's JSON files by name ('profile'); one that is not JSON is the loader's to report. */
function filesOf(folder: string): Files {
  return Object.fromEntries(
    jsonFiles(folder).flatMap((file) => {
      try {
        return [[file.replace(/\.json$/, ''), readJson(join(folder, file))]];
      } catch {
        return [];
      }
    }),
  );
}

/** Placeholder domains and profiles, whoever wrote them. */
const PLACEHOLDER = /\bexample\.(com|org|net)\b|[-.]sample\b/i;

/** Every image below a folder, relative to it (the sample keeps the scripts that drew its own beside them). */
function imagesBelow(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(webp|png|jpe?g|avif|svg)$/i.test(entry.name))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)));
}

/** `template`: the template's strings, whose sentences are no leftover of the sample's. */
export function sampleLeftovers(
  folder: OwnerFolder,
  sample: OwnerFolder,
  template: Strings,
): string[] {
  if (folder.isSample) {
    return [
      `${folder.name}/: the site is built from the sample owner. Start your own folder: ` +
        '`npm run owner:import -- --lang en resume.json` or copy sample-owner/ to owner/',
    ];
  }
  const profile = readJson(join(sample.path, 'profile.json')) as { name: string; email: string };
  const sampleValues = new Set([
    profile.name,
    profile.email,
    ...jsonFiles(sample.path)
      .flatMap((file) => leaves(readJson(join(sample.path, file))))
      // The host is every GitHub Pages owner's (its address has a postcode), not the sample's.
      .filter((leaf) => !leaf.path.startsWith('hosting.'))
      .map((leaf) => leaf.value)
      .filter((value) => /^https?:\/\//.test(value) || /\d{5}/.test(value)),
  ]);
  const found: string[] = [];
  const files = filesOf(folder.path);
  for (const [name, content] of Object.entries(files)) {
    for (const { path, value } of leaves(content)) {
      const where = `${folder.name}/${name}.json: field "${path}"`;
      if (sampleValues.has(value)) found.push(`${where}: "${value}" is the sample owner's`);
      else if (PLACEHOLDER.test(value)) found.push(`${where}: "${value}" is a placeholder address`);
    }
  }
  // The template's sentences, and the host the import writes for every GitHub Pages owner.
  const sentences = [...Object.values(template).flatMap(Object.values), GITHUB_PAGES_HOST];
  found.push(...sampleContent(folder.name, files, filesOf(sample.path), sentences));
  const sampleImages = new Map(
    imagesBelow(join(sample.path, 'images')).map((file) => [
      readFileSync(join(sample.path, 'images', file)).toString('base64'),
      file,
    ]),
  );
  for (const file of imagesBelow(join(folder.path, 'images'))) {
    const image = readFileSync(join(folder.path, 'images', file)).toString('base64');
    if (sampleImages.has(image))
      found.push(`${folder.name}/images/${file}: is the sample owner's image`);
  }
  return found;
}
