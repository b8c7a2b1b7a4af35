/**
 * The sample owner's pictures, drawn for this project (not a real person): the
 * portrait, the share image and the tab icon with the sample's monogram. Run by
 * `npm run template:images` with the template's own (generate-images.ts) into
 * sample-owner/images/: the sample's folder holds data only.
 */
import { mkdir } from 'node:fs/promises';
import sharp from 'sharp';
import { FAVICON } from '../../../src/lib/siteFiles';
import { shareSvg, writePng } from '../generate-images';

const out = (path: string) => new URL(`../../../sample-owner/images/${path}`, import.meta.url);

/** An illustrated portrait (not a real person): sample profile photo. */
function portraitSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 200 200">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#d9825f"/><stop offset="1" stop-color="#8f3320"/>
    </linearGradient>
    <linearGradient id="shirt" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f8fafc"/><stop offset="1" stop-color="#cbd5e1"/>
    </linearGradient>
  </defs>
  <rect width="200" height="200" fill="url(#bg)"/>
  <circle cx="160" cy="40" r="60" fill="#ffffff" opacity="0.08"/>
  <circle cx="30" cy="170" r="50" fill="#000000" opacity="0.08"/>
  <path d="M30 200c4-40 32-62 70-62s66 22 70 62z" fill="url(#shirt)"/>
  <path d="M86 136h28l-4 18h-20z" fill="#e0ac8a"/>
  <ellipse cx="100" cy="92" rx="34" ry="40" fill="#eab896"/>
  <path d="M66 88c-2-30 16-46 36-46 22 0 36 14 34 44-6-14-18-22-34-22-16 0-28 8-36 24z" fill="#3f2a1d"/>
  <ellipse cx="87" cy="96" rx="3.5" ry="4" fill="#1e293b"/>
  <ellipse cx="113" cy="96" rx="3.5" ry="4" fill="#1e293b"/>
  <path d="M90 114c6 5 14 5 20 0" stroke="#9a5b3f" stroke-width="3" fill="none" stroke-linecap="round"/>
  <rect x="76" y="88" width="20" height="15" rx="4" fill="none" stroke="#1e293b" stroke-width="2.5"/>
  <rect x="104" y="88" width="20" height="15" rx="4" fill="none" stroke="#1e293b" stroke-width="2.5"/>
  <path d="M96 95h8" stroke="#1e293b" stroke-width="2.5"/>
</svg>`;
}

/** The sample owner's: the monogram and the job title. */
const SAMPLE_SHARE = `<circle cx="1040" cy="120" r="220" fill="#d9825f" opacity="0.2"/>
  <circle cx="140" cy="560" r="180" fill="#b8452a" opacity="0.18"/>
  <g font-family="DejaVu Sans, Arial, sans-serif" fill="#f8fafc">
    <text x="96" y="300" font-size="84" font-weight="700">&lt;DM /&gt;</text>
    <text x="96" y="390" font-size="44" font-weight="600">Senior Software Engineer</text>
    <text x="96" y="450" font-size="36" fill="#f3c6b3">Technical Architect FE</text>
  </g>`;

/** The favicon: the monogram on a rounded square. */
function faviconSvg(size: number) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#a33d24"/><text x="32" y="42" font-family="Arial, sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">DM</text></svg>`;
}

await mkdir(out('./'), { recursive: true });
// One picture, larger than the card needs, as an owner gives theirs: the build makes the sizes.
await sharp(Buffer.from(portraitSvg(1024)))
  .jpeg({ quality: 85, mozjpeg: true })
  .toFile(out('portrait.jpg').pathname);
await writePng(shareSvg(SAMPLE_SHARE, ['#1f1411', '#7a2e1c']), 'sample-owner/images/share.png');
await writePng(faviconSvg(FAVICON.size), 'sample-owner/images/favicon.png');
console.log('sample images written');
