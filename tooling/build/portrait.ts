/**
 * The owner's square pictures: the portrait (profile.json `photo`) and the
 * testimonials' people (testimonials.json `photo`), each one picture of any
 * size and shape, a photo straight from a phone included, made into what the
 * site needs. Turned upright as its EXIF orientation says, cut square around
 * the face (where the owner's `photoFocus` says, else where the picture's
 * skin-toned region is, else sharp's attention crop), in sRGB with no metadata
 * left (a phone's GPS position stays out), as WebP at each width the page draws
 * it, and cached by content below the build's cache folder, never in the
 * owner's. A picture it cannot use is refused, naming the owner's file and
 * field (docs/decisions/portrait.md).
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import sharp from 'sharp';
import { PORTRAIT_WIDTHS } from '../../src/lib/siteFiles.ts';
import type { PhotoFocus } from '../owner/files/profile.ts';
import { OwnerContentError, type OwnerFolder } from '../owner/load.ts';
import { faceFocus, squareAround, THUMBNAIL_SIDE, type Square } from './portraitCrop.ts';

const sha256 = (bytes: Uint8Array | string): string =>
  createHash('sha256').update(bytes).digest('hex');

/** Below the project's root, with the build's other caches: every square picture's files. */
export const PORTRAIT_CACHE_DIR = 'node_modules/.cache/portrait';

/** Bump when the pipeline's output changes (crop, quality): every cached picture is then made again. */
const PORTRAIT_VERSION = 2;

/** WebP at 80: 24 kB at 384 px for a phone-like photo, no visible loss at the card's size (measured). */
const WEBP_QUALITY = 80;

/** A square picture the site shows, as the owner names it. */
export interface SquarePicture {
  /** Below the owner's folder, as the owner's file gives it: 'images/me.jpg'. */
  path: string;
  /** Where the owner names it, for a refusal: 'profile.json: field "photo"'. */
  field: string;
  /** What it is for, for a refusal: 'the portrait'. */
  role: string;
  /** The widths the page draws it at, smallest first; the largest is the short side it needs. */
  widths: readonly number[];
  /** Where the owner says the face is (profile.json `photoFocus`); else the build looks for it. */
  focus?: PhotoFocus | null;
}

export interface PortraitFile {
  /** In pixels; the file is square. */
  width: number;
  /** Absolute, in the cache. */
  path: string;
}

/** What the build says of a picture it cannot use: the owner's file and field, what to give instead. */
function refusal(folder: OwnerFolder, picture: SquarePicture, problem: string): Error {
  return new OwnerContentError(`${folder.name}/${picture.field}: ${picture.path} ${problem}`);
}

/** The short side a picture needs: its largest width, so that nothing is enlarged. */
const minSide = (picture: SquarePicture) => Math.max(...picture.widths);

/** The upright picture's size; refuses a picture the build cannot read, or too small for the largest width. */
async function checkSize(
  bytes: Buffer,
  picture: SquarePicture,
  refuse: (problem: string) => Error,
): Promise<{ width: number; height: number }> {
  const metadata = await sharp(bytes)
    .metadata()
    .catch((error: unknown) => {
      throw refuse(
        `is not a picture the build can read (${(error as Error).message}): give a JPEG, PNG, ` +
          'WebP or AVIF (a HEIC photo from an iPhone: export it as JPEG)',
      );
    });
  const { width, height } = metadata.autoOrient;
  if (Math.min(width, height) < minSide(picture)) {
    throw refuse(
      `is ${width} × ${height} px, too small for ${picture.role}: give a picture at least ` +
        `${minSide(picture)} px on its short side (a photo straight from the camera is fine: the build makes the sizes)`,
    );
  }
  return { width, height };
}

/**
 * The square to cut from the upright picture: around the owner's point, else
 * around the face found in a small copy; null when none is found.
 */
export async function portraitSquare(
  bytes: Buffer,
  size: { width: number; height: number },
  focus: PhotoFocus | null,
): Promise<Square | null> {
  if (focus) return squareAround(size.width, size.height, focus);
  const { data, info } = await sharp(bytes)
    .autoOrient()
    .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const found = faceFocus({ data, ...info });
  return found && squareAround(size.width, size.height, found);
}

/**
 * The largest square, decoded once; each width is scaled from it. Rejects with
 * the refusal's message when the picture cannot be decoded whole.
 */
async function squareCrop(
  bytes: Buffer,
  picture: SquarePicture,
  size: { width: number; height: number },
  refuse: (problem: string) => Error,
) {
  const side = minSide(picture);
  try {
    const square = await portraitSquare(bytes, size, picture.focus ?? null);
    const upright = sharp(bytes).autoOrient();
    // Without a square: sharp's attention crop, as wide as the picture.
    const cut = square
      ? upright.extract(square).resize(side, side)
      : upright.resize(side, side, { fit: 'cover', position: 'attention' });
    return await cut.raw().toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw refuse(
      `is damaged (${(error as Error).message}): save it again from the original, or give another picture`,
    );
  }
}

/** Written aside, then renamed: a build stopped mid-write leaves no half file to reuse. */
async function writeWhole(path: string, bytes: Buffer): Promise<void> {
  const partial = `${path}.${randomUUID()}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, path);
}

/**
 * A square picture's files, one per width, made from the owner's picture unless
 * the cache holds them for the same bytes; rejects with the refusal's message.
 */
export async function squarePictureFiles(
  folder: OwnerFolder,
  picture: SquarePicture,
  cacheDir: string,
): Promise<PortraitFile[]> {
  const bytes = await readFile(join(folder.path, picture.path));
  const focus = picture.focus ?? null;
  const key = sha256(
    JSON.stringify([PORTRAIT_VERSION, sharp.versions.vips, picture.widths, focus, sha256(bytes)]),
  );
  const directory = join(cacheDir, key);
  // Named after the owner's file, so the built assets say whose they are (me-192-<hash>.webp).
  const stem = basename(picture.path, extname(picture.path));
  const files = picture.widths.map((width) => ({
    width,
    path: join(directory, `${stem}-${width}.webp`),
  }));
  if (files.every((file) => existsSync(file.path))) return files;
  const refuse = (problem: string) => refusal(folder, picture, problem);
  const size = await checkSize(bytes, picture, refuse);
  const { data, info } = await squareCrop(bytes, picture, size, refuse);
  await mkdir(directory, { recursive: true });
  for (const file of files) {
    const webp = await sharp(data, { raw: info })
      .resize(file.width, file.width)
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    await writeWhole(file.path, webp);
  }
  return files;
}

/** The portrait's files (profile.json `photo`), at the home card's widths. */
export function portraitFiles(
  folder: OwnerFolder,
  photo: string,
  cacheDir: string,
  focus: PhotoFocus | null = null,
): Promise<PortraitFile[]> {
  const picture = {
    path: photo,
    field: 'profile.json: field "photo"',
    role: 'the portrait',
    widths: PORTRAIT_WIDTHS,
    focus,
  };
  return squarePictureFiles(folder, picture, cacheDir);
}

function largest(files: PortraitFile[]): PortraitFile {
  const file = files.at(-1);
  if (!file) throw new Error('a square picture has no widths');
  return file;
}

/**
 * A picture's files in a module's code: each imported (Vite hashes it like any
 * asset) under a name of `prefix`, and the expression of the `img`'s `src` (the
 * largest) and `srcSet` (SizedPicture, src/content/types.ts).
 */
export function sizedPictureCode(
  files: PortraitFile[],
  prefix: string,
): { imports: string[]; expression: string } {
  const name = (file: PortraitFile) => `${prefix}${file.width}`;
  return {
    imports: files.map((file) => `import ${name(file)} from ${JSON.stringify(file.path)};`),
    expression: [
      '{',
      `  src: ${name(largest(files))},`,
      `  srcSet: [${files.map((file) => `${name(file)} + " ${file.width}w"`).join(', ')}].join(", "),`,
      '}',
    ].join('\n'),
  };
}

/** `virtual:owner/photo`: the card's `src` (the largest) and `srcSet`; null without a portrait. */
export async function portraitModule(
  folder: OwnerFolder,
  photo: string | null,
  cacheDir: string,
  focus: PhotoFocus | null = null,
): Promise<string> {
  if (!photo) return 'export const photo = null;';
  const { imports, expression } = sizedPictureCode(
    await portraitFiles(folder, photo, cacheDir, focus),
    'width',
  );
  return [...imports, `export const photo = ${expression};`].join('\n');
}
