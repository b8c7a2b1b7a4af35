/**
 * What check:variants asks of a build whose owner chose link previews per page:
 * in path mode, every page in every language names its own 1200 × 630 PNG in
 * og:image and twitter:image, and the build has it at that address; the
 * not-found page, and a hash build, name the site's one image.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_SHARE_IMAGE_SIZE, SHARE_IMAGE } from '../../src/lib/siteFiles.ts';
import { pagePath } from '../../src/lib/siteUrls.ts';
import { builtSite, distFiles } from '../../tooling/lib/builtSite.ts';

const PNG_SIGNATURE = '89504e470d0a1a0a';

const content = (html: string, attribute: string, key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];

/** A PNG's width and height from its header; null for anything else. */
function pngSize(file: string): { width: number; height: number } | null {
  const bytes = readFileSync(file);
  if (bytes.subarray(0, 8).toString('hex') !== PNG_SIGNATURE) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** What is wrong with a path build's own images, page by page; empty when nothing is. */
export function perPageProblems(dist: string): string[] {
  const { shape } = builtSite(distFiles(dist));
  const home = readFileSync(join(dist, 'index.html'), 'utf8');
  const site = /<link rel="canonical" href="([^"]*)"/.exec(home)?.[1] ?? '';
  const problems: string[] = [];
  const named = new Set<string>();
  for (const route of shape.routes) {
    for (const language of shape.languageCodes) {
      const page = pagePath(shape, route.path, language);
      const html = readFileSync(join(dist, page, 'index.html'), 'utf8');
      const image = content(html, 'property', 'og:image') ?? '';
      const file = image.startsWith(site) ? join(dist, image.slice(site.length)) : '';
      const size = file && existsSync(file) ? pngSize(file) : null;
      if (content(html, 'name', 'twitter:image') !== image) {
        problems.push(`${page}: twitter:image is not its og:image`);
      } else if (named.has(image) || image.endsWith(SHARE_IMAGE)) {
        problems.push(`${page}: names ${image}, not an image of its own`);
      } else if (
        size?.width !== PAGE_SHARE_IMAGE_SIZE.width ||
        size.height !== PAGE_SHARE_IMAGE_SIZE.height
      ) {
        problems.push(`${page}: ${image} is not a 1200 × 630 PNG of the build`);
      }
      named.add(image);
    }
  }
  const notFound = readFileSync(join(dist, '404.html'), 'utf8');
  if (content(notFound, 'property', 'og:image') !== `${site}${SHARE_IMAGE}`) {
    problems.push(`404.html: does not name the site's image`);
  }
  return problems;
}

/** What is wrong with a hash build of the same owner: it should keep the site's one image. */
export function hashProblems(dist: string): string[] {
  const home = readFileSync(join(dist, 'index.html'), 'utf8');
  const image = content(home, 'property', 'og:image') ?? '';
  return [
    ...(image.endsWith(`/${SHARE_IMAGE}`) ? [] : [`index.html names ${image}`]),
    ...(existsSync(join(dist, 'share')) ? ['share/ was written'] : []),
  ];
}
