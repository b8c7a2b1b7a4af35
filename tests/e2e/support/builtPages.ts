/**
 * The pages as the builds wrote them, read without a browser: what the HTML itself promises
 * (links, texts, head tags) is checked here; what only a browser shows stays in Chromium.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as Jsdom from 'jsdom';
import { ROOT_ID } from '../../../src/first-paint/documentContract';
import { takePageHead } from '../../../src/first-paint/pageShown';
import type { Language } from '../../../src/lib/language';
import { NOT_FOUND_KEY, routeKeyForPath } from '../../../src/lib/routes';
import { pagePath, type RoutingMode } from '../../../src/lib/siteUrls';
import { builtSite } from '../../../tooling/lib/builtSite';
import { SITES } from '../../../playwright.config.ts';
import { sampleSite } from './owner';

/** The folder each publishing mode's build is in (npm run build:all), which playwright.config.ts serves. */
export const BUILD_DIRS: Record<RoutingMode, string> = {
  hash: SITES.hash.dist,
  path: SITES.path.dist,
};

/** A file of a mode's build as bytes, by its path below the build's folder. */
export const builtFile = (routing: RoutingMode, file: string): Buffer =>
  readFileSync(join(BUILD_DIRS[routing], file.replace(/^\//, '')));

/** A text file of a mode's build, by its path below the build's folder. */
export const readBuilt = (routing: RoutingMode, file: string) =>
  builtFile(routing, file).toString('utf8');

/** Every HTML file of a build: its documents and, in hash mode, the pages' fragments. */
export function builtHtmlFiles(routing: RoutingMode): string[] {
  return readdirSync(BUILD_DIRS[routing], { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort();
}

const require = createRequire(import.meta.url);
let parser: DOMParser | undefined;

/**
 * HTML as a document, as a browser parses it. jsdom is loaded on the first parse: loading it
 * takes about 1.5 s of CPU, and a worker whose tests read no built file never needs it.
 */
export function parsed(html: string): Document {
  if (!parser) {
    const { JSDOM } = require('jsdom') as typeof Jsdom;
    parser = new new JSDOM().window.DOMParser();
  }
  return parser.parseFromString(html, 'text/html');
}

const documents = new Map<string, Document>();

/**
 * A built document of a mode, by its file below the build's folder: parsed once per worker
 * (a page's parse costs about as much as its checks), so read it, never change it.
 */
export function builtDocument(routing: RoutingMode, file: string): Document {
  const key = `${routing}:${file}`;
  const known = documents.get(key);
  if (known) return known;
  const doc = parsed(readBuilt(routing, file));
  documents.set(key, doc);
  return doc;
}

/**
 * The page as its address first shows it: in path mode its own document (the not-found page:
 * the language's 404.html); in hash mode the one document with the page's fragment taken in, as
 * the pre-paint script takes it (pageShown.ts).
 */
export function shownDocument(routing: RoutingMode, path: string, language: Language): Document {
  const key = routeKeyForPath(sampleSite.routes, path);
  if (routing === 'path') {
    if (key !== NOT_FOUND_KEY)
      return builtDocument(routing, `${pagePath(sampleSite, path, language)}index.html`);
    return builtDocument(
      routing,
      language === sampleSite.fallbackLanguage ? '404.html' : `${language}/404.html`,
    );
  }
  // Its own copy: the fragment goes into it.
  const doc = parsed(readBuilt(routing, 'index.html'));
  const root = doc.getElementById(ROOT_ID);
  if (!root) throw new Error('index.html has no #root');
  const fragment = builtSite((file) => readBuilt(routing, file)).data.fragments[key]?.[language];
  if (!fragment) throw new Error(`no ${key} fragment in ${language}`);
  root.innerHTML = readBuilt(routing, fragment);
  takePageHead(root, doc);
  return doc;
}

/** An element's text as a reader gets it: soft hyphens (hyphenation.ts) left out, spaces collapsed. */
export const textOf = (node: Element | null | undefined) =>
  (node?.textContent ?? '').replaceAll('\u00ad', '').replace(/\s+/g, ' ').trim();
