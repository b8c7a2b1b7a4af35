/**
 * `npm run owner:import -- --lang en resume.json [--lang it resume.it.json] [--force]`:
 * starts (or refreshes) the owner's folder from JSON Resume files. It will not
 * overwrite a folder edited since the last import unless told --force.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Language } from '../../../src/lib/language.ts';
import { isTemplateLanguage, languageCode } from '../languages/languageEntry.ts';
import { ownerFromResumes, resumeAddress } from './fromResume.ts';
import { OWNER_DIR, ownerFolder, readOwner, SAMPLE_DIR, type OwnerReading } from '../read/load.ts';
import { writeOwnerPicture } from './photo.ts';
import { addressGaps } from '../check/postalAddress.ts';
import { askedBeforePublishing } from '../check/readiness.ts';
import { leftOutCertificates, leftOutSections, unknownProfiles, type Resumes } from './resume.ts';

/** What the last import wrote, to tell an edited folder from an untouched one. */
const RECORD = '.imported.json';

function folderHash(folder: string): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.json') && name !== RECORD)
    .sort()) {
    hash.update(file).update(readFileSync(join(folder, file)));
  }
  return hash.digest('hex');
}

/** May the import write into this folder: absent, empty, or untouched since the last import. */
export function mayOverwrite(folder: string): boolean {
  if (!existsSync(folder) || readdirSync(folder).length === 0) return true;
  const record = join(folder, RECORD);
  if (!existsSync(record)) return false;
  return (
    (JSON.parse(readFileSync(record, 'utf8')) as { hash?: string }).hash === folderHash(folder)
  );
}

export function writeOwnerFolder(folder: string, files: Record<string, unknown>): void {
  mkdirSync(folder, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(folder, `${name}.json`), `${JSON.stringify(content, null, 2)}\n`);
  }
  writeFileSync(join(folder, RECORD), `${JSON.stringify({ hash: folderHash(folder) })}\n`);
}

/** A URL with a scheme, or a protocol-relative one: not a file. */
const WEB_ADDRESS = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The resume's picture (`basics.image`) as the portrait: a file (its path taken
 * from the resume's folder) is written into the owner's images/ as
 * `npm run owner:photo` writes one, without its metadata; a web address is only
 * named, for the owner to save. Says which it did.
 */
export async function importPhoto(
  image: string | undefined,
  resumeFile: string,
  folder: string,
): Promise<{ photo?: string; message?: string }> {
  if (!image) return {};
  const source = resolve(dirname(resumeFile), image);
  if (WEB_ADDRESS.test(image) || !existsSync(source)) {
    return {
      message:
        `Your resume's picture (basics.image "${image}") is not a file beside it: save it in ` +
        `${basename(folder)}/images/ and name it in profile.json, e.g. "photo": "images/me.jpg" ` +
        '(any size: the build makes the portrait).',
    };
  }
  try {
    const { photo } = await writeOwnerPicture(source, folder);
    return {
      photo,
      message: `Your resume's picture written to ${basename(folder)}/${photo} without its metadata, your portrait (profile.json "photo").`,
    };
  } catch (error) {
    return { message: `Your resume's picture was not imported: ${(error as Error).message}.` };
  }
}

interface Options {
  resumes: Resumes;
  /** Each resume's file, by language. */
  files: Partial<Record<Language, string>>;
  force: boolean;
  out: string;
}

export function parseArguments(args: readonly string[]): Options {
  const resumes: Resumes = {};
  const files: Options['files'] = {};
  let force = false;
  let out = OWNER_DIR;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '--force') force = true;
    else if (arg === '--out') out = args[++index] ?? out;
    else if (arg === '--lang') {
      const language = languageCode(args[++index] ?? '');
      const file = args[++index];
      if (!language || !file) {
        throw new Error(
          '--lang takes a language code and a file, e.g. --lang en resume.json or --lang de lebenslauf.json',
        );
      }
      resumes[language] = JSON.parse(readFileSync(file, 'utf8')) as Resumes[Language];
      files[language] = file;
    } else throw new Error(`unknown argument "${arg}"`);
  }
  if (Object.keys(resumes).length === 0)
    throw new Error('name at least one resume: --lang en resume.json');
  return { resumes, files, force, out };
}

/**
 * What the import tells the owner once the folder is written: what to read,
 * what it left out, whom to ask, what to fill in before the site builds and
 * before it is published (`toPublish`: what owner:check asks), and that
 * owner:check says when the folder is ready.
 */
export function importReport(
  out: string,
  resumes: Resumes,
  primary: Language,
  { problems, untranslated }: Pick<OwnerReading, 'problems' | 'untranslated'>,
  toPublish: readonly string[],
): string[] {
  const resume = resumes[primary] ?? {};
  const lines = [
    `${out}/ written from ${Object.keys(resumes).join(' and ')}.`,
    `Read each description in ${out}/: the import copies your resume's words as they are, and makes a job's or project's summary and highlights the sentences of one paragraph.`,
  ];
  const profiles = unknownProfiles(resume);
  const certificates = leftOutCertificates(resume);
  const leftOut = [
    ...(profiles.length > 0
      ? [`Profiles on networks the site has no icon for: ${profiles.join(', ')}`]
      : []),
    ...(certificates.length > 0
      ? [`Certificates (the courses page lists courses you published): ${certificates.join('; ')}`]
      : []),
    ...leftOutSections(resume),
  ];
  if (leftOut.length > 0) {
    lines.push(`Left out, the site has no place for them (${leftOut.length}):`);
    lines.push(...leftOut.map((line) => `  - ${line}`));
  }
  const location = resume.basics?.location ?? {};
  const address = resumeAddress(location);
  const gaps = addressGaps(address, location.countryCode ?? '');
  if (address && gaps.length > 0) {
    lines.push(
      `Your resume's address, "${address}", has ${gaps.join(', ')}: write your full postal address in ${out}/legal.json "postalAddress" (street and house number, postcode and city), which the policies print; npm run owner:check asks for it before you publish.`,
    );
  }
  const references = resume.references?.length ?? 0;
  if (references > 0) {
    const became =
      references === 1
        ? 'Your reference became a testimonial'
        : `Your ${references} references became testimonials`;
    lines.push(
      `${became}: before you publish, ask each person quoted whether the site may show their name, role and words. The site draws their initials; a photo of them (testimonials.json "photo") needs their consent too.`,
    );
  }
  for (const language of Object.keys(resumes).filter((code) => !isTemplateLanguage(code))) {
    lines.push(
      `The template has no strings in "${language}": npm run owner:add-language -- ${language} writes them for you to translate (docs/adding-a-language.md).`,
    );
  }
  if (untranslated.length > 0)
    lines.push(`${untranslated.length} texts to translate (npm run check:content lists them).`);
  if (problems.length > 0) {
    lines.push(`Still to fill in before the site builds (${problems.length}):`);
    lines.push(...problems.map((problem) => `  - ${problem}`));
  }
  if (toPublish.length > 0) {
    lines.push(`Still to fill in before you publish (${toPublish.length}):`);
    lines.push(...toPublish.map((ask) => `  - ${ask}`));
  }
  lines.push(
    `Then run npm run owner:check: it says what is still missing, and passes when ${out}/ is ready to publish (the deploy runs it first).`,
  );
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const { resumes, files, force, out } = parseArguments(process.argv.slice(2));
    const folder = resolve(out);
    if (!force && !mayOverwrite(folder)) {
      console.error(
        `${out}/ has changes since it was imported: run again with --force to replace them.`,
      );
      process.exit(1);
    }
    // The first resume named is the site's first language.
    const primary = Object.keys(resumes)[0] as Language;
    const owner = ownerFromResumes(resumes, primary);
    const image = await importPhoto(resumes[primary]?.basics?.image, files[primary] ?? '', folder);
    if (image.photo) owner.profile = { ...(owner.profile as object), photo: image.photo };
    writeOwnerFolder(folder, owner);
    // The loader's reading, with the template's strings it read (the build's door, readingFor,
    // is a layer above the owner's commands).
    const reading = readOwner(ownerFolder(process.cwd(), { OWNER_DIR: out }));
    const sample = ownerFolder(process.cwd(), { OWNER_DIR: SAMPLE_DIR });
    const toPublish = await askedBeforePublishing(reading, sample);
    if (image.message) console.log(image.message);
    for (const line of importReport(out, resumes, primary, reading, toPublish)) console.log(line);
  } catch (error) {
    console.error(`owner:import: ${(error as Error).message}`);
    process.exit(2);
  }
}
