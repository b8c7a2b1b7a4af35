/**
 * Renders the template's own neutral images from SVG drawings made for this
 * project, used where an owner has none (src/assets/): the share image, the
 * tab icon and the course picture. The sample's pictures are drawn by
 * testing/drawSample.ts and testing/drawSampleCourses.ts. Re-run after
 * changing a drawing: `npm run template:images`.
 */
import { mkdir } from 'node:fs/promises';
import sharp from 'sharp';
import { FAVICON } from '../../src/lib/siteFiles';

const root = new URL('../..', import.meta.url);
const out = (path: string) => new URL(path, root);

/** A share image for link previews (og:image), 1200×630: a dark gradient under a drawing. */
export function shareSvg(
  drawing: string,
  [from, to]: readonly [string, string] = ['#0f172a', '#1b418b'],
) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  ${drawing}
</svg>`;
}

/** The template's, until an owner adds their own: brackets, no monogram. */
const NEUTRAL_SHARE = `<g fill="none" stroke="#f8fafc" stroke-width="28" stroke-linecap="round" stroke-linejoin="round">
    <path d="M480 215 L380 315 L480 415"/><path d="M720 215 L820 315 L720 415"/><path d="M640 180 L560 450"/>
  </g>`;

/** The template's tab icon and course picture: the same brackets, no letters. */
function neutralFaviconSvg(size: number) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1d5fd6"/><g fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"><path d="M24 20 L14 32 L24 44"/><path d="M40 20 L50 32 L40 44"/></g></svg>`;
}

function neutralCourseSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#0f766e"/></linearGradient></defs>
  <rect width="480" height="270" fill="url(#g)"/>
  <g fill="none" stroke="#fff" stroke-opacity="0.85" stroke-width="8" stroke-linecap="round" stroke-linejoin="round">
    <path d="M196 100 L160 135 L196 170"/><path d="M284 100 L320 135 L284 170"/><path d="M256 88 L224 182"/>
  </g>
</svg>`;
}

/** Renders a drawing as a palette PNG, the smallest for flat colours. */
export async function writePng(svg: string, path: string): Promise<void> {
  await sharp(Buffer.from(svg))
    .png({ compressionLevel: 9, palette: true })
    .toFile(out(path).pathname);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await mkdir(out('src/assets/'), { recursive: true });
  await writePng(shareSvg(NEUTRAL_SHARE), 'src/assets/share.png');
  await writePng(neutralFaviconSvg(FAVICON.size), 'src/assets/favicon.png');
  await sharp(Buffer.from(neutralCourseSvg()))
    .webp({ quality: 80 })
    .toFile(out('src/assets/course.webp').pathname);
  console.log('images written');
}
