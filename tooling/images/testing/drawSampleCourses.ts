/**
 * The sample owner's twelve online-course cover images, from SVG drawings made
 * for this project: a gradient card per course, a geometric motif and the
 * course name, in the 16:9 size the course cards show them at. Re-run after
 * changing a drawing: `npm run template:images` (written to sample-owner/images/courses/).
 */
import { mkdir, stat } from 'node:fs/promises';
import sharp from 'sharp';

const WIDTH = 480;
const HEIGHT = 270;
const QUALITY = 75;
/** Cards load several covers per page on a phone, so each must stay small. */
const MAX_BYTES = 30 * 1024;

const out = (path: string) => new URL(`../../../sample-owner/images/${path}`, import.meta.url);

/** Each motif draws in white at low opacity, so one drawing suits every palette. */
const motifs = {
  branches: () => `
    <g stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.35">
      <path d="M360 40v190"/><path d="M360 90c0 40 60 40 60 80v60"/><path d="M360 150c0 30-50 30-50 60v20"/>
    </g>
    <g fill="#fff" opacity="0.5">
      <circle cx="360" cy="40" r="12"/><circle cx="420" cy="230" r="12"/><circle cx="310" cy="230" r="12"/><circle cx="360" cy="230" r="12"/>
    </g>`,
  brackets: () => `
    <g fill="none" stroke="#fff" stroke-width="10" stroke-linejoin="round" opacity="0.3">
      <path d="M330 60l-50 75 50 75"/><path d="M400 60l50 75-50 75"/>
    </g>
    <rect x="350" y="125" width="30" height="20" rx="4" fill="#fff" opacity="0.35"/>`,
  dollar: () => `
    <g fill="#fff" opacity="0.16">
      <circle cx="380" cy="80" r="56"/><circle cx="430" cy="190" r="38"/><circle cx="320" cy="200" r="24"/>
    </g>
    <text x="380" y="102" font-family="DejaVu Sans" font-size="64" font-weight="700" fill="#fff" opacity="0.45" text-anchor="middle">$</text>`,
  elephant: () => `
    <g fill="none" stroke="#fff" opacity="0.28" stroke-width="4">
      <ellipse cx="380" cy="110" rx="80" ry="50"/><ellipse cx="380" cy="110" rx="56" ry="34"/><ellipse cx="380" cy="110" rx="32" ry="18"/>
    </g>
    <text x="380" y="124" font-family="DejaVu Sans" font-size="38" font-weight="700" fill="#fff" opacity="0.5" text-anchor="middle">&lt;?</text>`,
  plusplus: () => `
    <g fill="#fff" opacity="0.35">
      <rect x="320" y="70" width="16" height="64" rx="3"/><rect x="296" y="94" width="64" height="16" rx="3"/>
      <rect x="400" y="70" width="16" height="64" rx="3"/><rect x="376" y="94" width="64" height="16" rx="3"/>
    </g>
    <path d="M300 200h150" stroke="#fff" stroke-width="4" opacity="0.2"/>`,
  shield: () => `
    <path d="M330 40h110l-12 136-43 20-43-20z" fill="#fff" opacity="0.18"/>
    <path d="M350 64h70l-8 100-27 12-27-12z" fill="none" stroke="#fff" stroke-width="5" opacity="0.45"/>
    <text x="385" y="140" font-family="DejaVu Sans" font-size="48" font-weight="700" fill="#fff" opacity="0.6" text-anchor="middle">5</text>`,
  hexagon: () => `
    <g fill="none" stroke="#fff" stroke-width="5" opacity="0.32">
      <path d="M385 30l70 40v80l-70 40-70-40v-80z"/><path d="M385 62l42 24v48l-42 24-42-24v-48z"/>
    </g>
    <circle cx="385" cy="110" r="10" fill="#fff" opacity="0.5"/>`,
  cup: () => `
    <g fill="none" stroke="#fff" stroke-linecap="round" opacity="0.4">
      <path d="M320 120h100v40c0 30-22 48-50 48s-50-18-50-48z" stroke-width="7"/>
      <path d="M420 135c28 0 28 40 0 40" stroke-width="7"/>
      <path d="M345 50c-10 16 10 24 0 44M370 40c-10 18 10 30 0 54M395 50c-10 16 10 24 0 44" stroke-width="5"/>
    </g>`,
  curly: () => `
    <text x="370" y="140" font-family="DejaVu Sans Mono, DejaVu Sans" font-size="96" font-weight="700" fill="#fff" opacity="0.3" text-anchor="middle">{ }</text>
    <g fill="#fff" opacity="0.4"><circle cx="356" cy="108" r="6"/><circle cx="384" cy="108" r="6"/></g>`,
  pointer: () => `
    <g fill="none" stroke="#fff" stroke-width="5" opacity="0.3">
      <rect x="300" y="40" width="56" height="56" rx="6"/><rect x="376" y="40" width="56" height="56" rx="6"/>
      <rect x="300" y="116" width="56" height="56" rx="6"/><rect x="376" y="116" width="56" height="56" rx="6"/>
    </g>
    <path d="M328 68l76 76" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.55"/>
    <circle cx="404" cy="144" r="9" fill="#fff" opacity="0.6"/>`,
  chip: () => `
    <rect x="330" y="60" width="110" height="110" rx="10" fill="#fff" opacity="0.2"/>
    <rect x="355" y="85" width="60" height="60" rx="6" fill="none" stroke="#fff" stroke-width="4" opacity="0.5"/>
    <g stroke="#fff" stroke-width="5" opacity="0.35">
      ${[80, 105, 130, 155].map((y) => `<path d="M310 ${y}h20M440 ${y}h20"/>`).join('')}
      ${[350, 375, 400, 425].map((x) => `<path d="M${x} 40v20M${x} 170v20"/>`).join('')}
    </g>`,
  cylinder: () => `
    <g fill="none" stroke="#fff" stroke-width="5" opacity="0.4">
      <ellipse cx="385" cy="60" rx="60" ry="18"/>
      <path d="M325 60v110c0 10 27 18 60 18s60-8 60-18v-110"/>
      <path d="M325 97c0 10 27 18 60 18s60-8 60-18M325 134c0 10 27 18 60 18s60-8 60-18"/>
    </g>`,
};

/** Course id (the image file name), title, gradient stops and motif. */
interface CourseDrawing {
  id: string;
  title: string;
  from: string;
  to: string;
  motif: keyof typeof motifs;
}

const courses: CourseDrawing[] = [
  { id: 'git', title: 'Git', from: '#b4361b', to: '#5b1a0d', motif: 'branches' },
  { id: 'typescript', title: 'TypeScript', from: '#1d5fb8', to: '#0c2a5a', motif: 'brackets' },
  { id: 'jquery', title: 'jQuery', from: '#0e6a8c', to: '#08304a', motif: 'dollar' },
  { id: 'php', title: 'PHP', from: '#5a5f9e', to: '#262a52', motif: 'elephant' },
  { id: 'cpp', title: 'C++', from: '#2c4f8f', to: '#0f1e3d', motif: 'plusplus' },
  { id: 'html5', title: 'HTML5', from: '#c2410c', to: '#6b1f06', motif: 'shield' },
  { id: 'angularjs', title: 'AngularJS', from: '#b91c3c', to: '#4c0a19', motif: 'hexagon' },
  { id: 'java', title: 'Java', from: '#a15c07', to: '#4a2703', motif: 'cup' },
  { id: 'javascript', title: 'JavaScript', from: '#8a7306', to: '#3d3203', motif: 'curly' },
  { id: 'c', title: 'C', from: '#3f5566', to: '#141d24', motif: 'pointer' },
  { id: 'assembler-8086', title: 'Assembler 8086', from: '#4d7c0f', to: '#1f3305', motif: 'chip' },
  {
    id: 'databases-sql',
    title: 'Databases and SQL',
    from: '#0f766e',
    to: '#053430',
    motif: 'cylinder',
  },
];

/** Long titles drop to a smaller size so they fit the left two thirds of the card. */
function titleSize(title: string): number {
  if (title.length > 12) return 34;
  if (title.length > 8) return 44;
  return 56;
}

function courseSvg({ title, from, to, motif }: CourseDrawing): string {
  const escaped = title.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="${WIDTH}" cy="0" r="170" fill="#fff" opacity="0.06"/>
  <circle cx="0" cy="${HEIGHT}" r="120" fill="#000" opacity="0.12"/>
  ${motifs[motif]()}
  <rect x="32" y="34" width="44" height="6" rx="3" fill="#fff" opacity="0.85"/>
  <g font-family="DejaVu Sans, Arial, sans-serif" fill="#fff">
    <text x="32" y="${HEIGHT - 40}" font-size="${titleSize(title)}" font-weight="700">${escaped}</text>
  </g>
</svg>`;
}

await mkdir(out('courses/'), { recursive: true });
for (const course of courses) {
  const target = out(`courses/${course.id}.webp`).pathname;
  await sharp(Buffer.from(courseSvg(course)))
    .webp({ quality: QUALITY })
    .toFile(target);
  const { size } = await stat(target);
  if (size > MAX_BYTES) throw new Error(`${target} is ${size} bytes, over ${MAX_BYTES}`);
  console.log(`${course.id}.webp ${(size / 1024).toFixed(1)} KB`);
}
console.log('course images written');
