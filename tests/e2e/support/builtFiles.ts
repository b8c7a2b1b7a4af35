/**
 * The two builds on disk, read without a browser: what a visitor's browser is sent.
 * What the built HTML shows (elements, attributes, links, text) is checked here;
 * what only a browser shows (layout, focus, behaviour, violations at run time) in
 * Chromium.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import type { RoutingMode } from '../../../src/lib/siteUrls';

/** The folder each publishing mode's build is in (npm run build:all). */
export const BUILD_DIRS: Record<RoutingMode, string> = {
  hash: process.env.DIST_DIR ?? 'dist',
  path: process.env.DIST_PATH_DIR ?? 'dist-path',
};

/** A file of a build, by its path below the build's folder. */
export function readBuilt(routing: RoutingMode, file: string): Buffer {
  return readFileSync(join(BUILD_DIRS[routing], file));
}

/** Every HTML file of a build: its documents and, in hash mode, the pages' fragments. */
export function builtHtmlFiles(routing: RoutingMode): string[] {
  return readdirSync(BUILD_DIRS[routing], { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort();
}

const parser = new new JSDOM().window.DOMParser();

/** HTML parsed as a browser parses a document (scripts not run). */
export function parseHtml(html: string): Document {
  return parser.parseFromString(html, 'text/html');
}
