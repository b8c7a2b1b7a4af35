/**
 * The pictures in the owner's folder as git publishes them: whatever lies in
 * `owner/` goes public with the repository, so no picture there may carry what
 * a phone or camera writes into it (EXIF with its GPS position, XMP, IPTC), and
 * the portrait must be large enough for the card. `npm run check:content` and
 * `npm run owner:check` refuse what these find; `npm run owner:photo` writes a
 * picture that passes (photo.ts); the build makes the portrait's files
 * (tooling/build/portrait.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { PORTRAIT_MIN_SIDE } from '../../src/lib/siteFiles.ts';
import type { OwnerFolder } from './load.ts';

/** A picture by its name, whether or not the site uses it. */
export const PICTURE_FILE = /\.(jpe?g|png|webp|avif|gif|tiff?|hei[cf])$/i;

/** HEIC/HEIF: libvips has no HEVC decoder, so the build and these checks cannot read it. */
export const HEIC_FILE = /\.hei[cf]$/i;

/** The command that writes a picture without its metadata, for an owner's messages. */
export const PHOTO_COMMAND = 'npm run owner:photo --';

/** The EXIF tag that points to the GPS position (TIFF IFD0, tag 0x8825). */
const GPS_INFO_TAG = 0x8825;

/** Whether an EXIF block holds a GPS position: its first directory names one. */
export function exifHasGps(exif: Uint8Array): boolean {
  const bytes = Buffer.from(exif);
  // sharp gives the block with its "Exif\0\0" header; a bare TIFF block starts with II or MM.
  const start = bytes.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0;
  const order = bytes.subarray(start, start + 2).toString('latin1');
  if (order !== 'II' && order !== 'MM') return false;
  const little = order === 'II';
  const read16 = (at: number) => (little ? bytes.readUInt16LE(at) : bytes.readUInt16BE(at));
  const read32 = (at: number) => (little ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at));
  try {
    const directory = start + read32(start + 4);
    const count = read16(directory);
    for (let entry = 0; entry < count; entry += 1) {
      if (read16(directory + 2 + entry * 12) === GPS_INFO_TAG) return true;
    }
  } catch {
    // A block too short for what it claims: no position to be read from it.
  }
  return false;
}

/** What a picture carries that git would publish: 'EXIF with a GPS position', 'XMP', 'IPTC'. */
export function publishedMetadata({ exif, xmp, iptc }: Metadata): string[] {
  return [
    ...(exif ? [exifHasGps(exif) ? 'EXIF with a GPS position' : 'EXIF'] : []),
    ...(xmp ? ['XMP'] : []),
    ...(iptc ? ['IPTC'] : []),
  ];
}

/** Why a picture of this upright size cannot be the portrait, or null when it can. */
export function portraitSizeProblem(width: number, height: number): string | null {
  return Math.min(width, height) < PORTRAIT_MIN_SIDE
    ? `is ${width} × ${height} px, too small for the portrait: give a picture at least ` +
        `${PORTRAIT_MIN_SIDE} px on its short side (a photo straight from the camera is fine: the build makes the sizes)`
    : null;
}

/** Every picture below the folder, by its path from the folder ('images/me.jpg'). */
function picturesBelow(folder: string, below = ''): string[] {
  return readdirSync(join(folder, below), { withFileTypes: true }).flatMap((entry) => {
    const path = below ? `${below}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return picturesBelow(folder, path);
    return PICTURE_FILE.test(entry.name) ? [path] : [];
  });
}

/**
 * What must change in the folder's pictures before it is published: each one
 * that carries metadata, or that the build cannot read, and a portrait too
 * small; one message each, naming the file and the command that fixes it.
 */
export async function pictureProblems(
  folder: OwnerFolder,
  photo: string | undefined,
  root: string = process.cwd(),
): Promise<string[]> {
  const problems: string[] = [];
  for (const picture of picturesBelow(folder.path)) {
    const path = join(folder.path, picture);
    const named = `${folder.name}/${picture}`;
    const fix = `${PHOTO_COMMAND} ${relative(root, path)}`;
    if (HEIC_FILE.test(picture)) {
      problems.push(
        `${named}: is HEIC, which the build cannot read and which carries the phone's metadata (its location, when it was taken): export it as JPEG outside the repository, then ${PHOTO_COMMAND} <that JPEG> writes it here without metadata; delete this one`,
      );
      continue;
    }
    let metadata: Metadata;
    try {
      metadata = await sharp(readFileSync(path)).metadata();
    } catch (error) {
      problems.push(
        `${named}: is not a picture the build can read (${(error as Error).message}): save it again as JPEG or PNG, or delete it`,
      );
      continue;
    }
    const carried = publishedMetadata(metadata);
    if (carried.length > 0) {
      problems.push(
        `${named}: carries ${carried.join(', ')}, which git would publish with your repository (where and when it was taken, the device): ${fix} writes it again without them`,
      );
    }
    const { width, height } = metadata.autoOrient;
    const tooSmall = picture === photo ? portraitSizeProblem(width, height) : null;
    if (tooSmall) problems.push(`${folder.name}/profile.json: field "photo": ${photo} ${tooSmall}`);
  }
  return problems;
}
