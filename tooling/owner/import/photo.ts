/**
 * `npm run owner:photo -- path/to/IMG_1234.jpg`: a picture for the owner's
 * folder, made from a photo kept outside the repository. It writes the picture
 * upright, in sRGB, at most PHOTO_LONG_SIDE px on its long side, and without
 * any metadata (a phone's GPS position, its make, the time it was taken), into
 * `owner/images/`, and leaves the original where it was. Given a picture
 * already in `owner/`, it writes it again in its place. The import writes the
 * resume's picture through it too (importResume.ts).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, extname, join, relative, resolve, sep } from 'node:path';
import sharp from 'sharp';
import { HEIC_FILE, portraitSizeProblem } from '../check/pictures.ts';
import { folderToWrite } from '../read/load.ts';

/**
 * Enough for any cut the portrait takes (its largest file is 384 px, from a third of the
 * short side at the closest), and a fraction of a phone photo's megabytes in the repository's
 * history.
 */
export const PHOTO_LONG_SIDE = 1600;
const JPEG_QUALITY = 85;

export interface WrittenPhoto {
  /** Below the owner's folder, as profile.json names it: 'images/me.jpg'. */
  photo: string;
  width: number;
  height: number;
  bytes: number;
}

/**
 * The picture at `source` as the owner's folder keeps it: upright, sRGB, no
 * metadata, JPEG (PNG when it is transparent), named after the source.
 * Rejects a HEIC or a picture it cannot read, saying what to give instead.
 */
export async function writeOwnerPicture(source: string, folder: string): Promise<WrittenPhoto> {
  if (HEIC_FILE.test(source)) {
    throw new Error(
      `${source} is HEIC, which this tool cannot read: export it as JPEG (on an iPhone, Settings → Camera → Formats → Most Compatible; or share it as JPEG), then give that file`,
    );
  }
  const input = readFileSync(source);
  const metadata = await sharp(input)
    .metadata()
    .catch((error: unknown) => {
      throw new Error(
        `${source} is not a picture this tool can read (${(error as Error).message}): give a JPEG, PNG, WebP or AVIF`,
      );
    });
  const transparent = metadata.hasAlpha;
  // sharp writes no metadata unless told to, and converts to sRGB.
  const picture = sharp(input)
    .autoOrient()
    .resize(PHOTO_LONG_SIDE, PHOTO_LONG_SIDE, { fit: 'inside', withoutEnlargement: true });
  const { data, info } = await (
    transparent ? picture.png() : picture.jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
  ).toBuffer({ resolveWithObject: true });
  // The schema's path: letters, digits, dots, dashes and underscores.
  const stem = basename(source, extname(source)).replace(/[^\w.-]/g, '-');
  const photo = `images/${stem}.${transparent ? 'png' : 'jpg'}`;
  mkdirSync(join(folder, 'images'), { recursive: true });
  writeFileSync(join(folder, photo), data);
  return { photo, width: info.width, height: info.height, bytes: data.byteLength };
}

/** What the command says once the picture is written: where it is, and where the original stays. */
export function photoReport(
  written: WrittenPhoto,
  source: string,
  folder: string,
  root: string,
): string[] {
  const target = join(folder, written.photo);
  const inRepository = (path: string) => !relative(root, resolve(path)).startsWith(`..${sep}`);
  const lines = [
    `${relative(root, target)} written: ${written.width} × ${written.height} px, upright, without metadata (no location, device or time), ${Math.round(written.bytes / 1000)} kB.`,
  ];
  if (resolve(source) === resolve(target)) {
    lines.push(
      'It replaces the picture you gave. If git has committed the old one, its history keeps it: see docs/owner-content.md, "Images".',
    );
  } else if (inRepository(source)) {
    lines.push(
      `Your original, ${relative(root, resolve(source))}, is inside the repository: move it out (or delete it), or git publishes it with its metadata.`,
    );
  } else {
    lines.push(`Your original stays where it was, outside the repository: ${resolve(source)}`);
  }
  const tooSmall = portraitSizeProblem(written.width, written.height);
  if (tooSmall) {
    lines.push(`As your portrait it ${tooSmall}.`);
  } else {
    lines.push(
      `For your portrait, profile.json: "photo": "${written.photo}" (and "photoFocus" if the build's cut misses your face: docs/owner-content.md, "Images").`,
    );
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [source, ...rest] = process.argv.slice(2);
  if (!source || rest.length > 0) {
    console.error('owner:photo takes one picture: npm run owner:photo -- path/to/IMG_1234.jpg');
    process.exit(2);
  }
  const folder = folderToWrite(process.cwd(), process.env).path;
  if (!existsSync(source)) {
    console.error(`owner:photo: ${source} does not exist`);
    process.exit(2);
  }
  try {
    const written = await writeOwnerPicture(source, folder);
    for (const line of photoReport(written, source, folder, process.cwd())) console.log(line);
  } catch (error) {
    console.error(`owner:photo: ${(error as Error).message}`);
    process.exit(2);
  }
}
