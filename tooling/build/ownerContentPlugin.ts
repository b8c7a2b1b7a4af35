/**
 * The owner's content in the site's build, through Vite: the site model's
 * choices and the base path (`virtual:owner/site`), each owner file's facts and
 * texts (`virtual:owner/profile`, `virtual:owner/experience` …, images imported so
 * they are hashed like any asset; the portrait and the testimonials' photos
 * made by portrait.ts; the picker's flags chosen by flags.ts), the strings of
 * every language of the site (`virtual:owner/all-strings`: each namespace the
 * template's file with the owner's overrides and texts merged in, served as
 * `src/locales/<language>/<namespace>.json` whether or not the template ships
 * that language), and the look (`virtual:owner/look.css`, the design tokens and
 * fonts; `virtual:owner/look`, what the documents need of it), all from the
 * build's context (buildContext.ts). The strings' long words get soft hyphens
 * there and in the owner's texts (hyphenation.ts), so the prerendered pages and the app show the same text. Loaded with vite.config.ts, so it imports
 * with extensions.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { FAVICON, SHARE_IMAGE, type LookFonts } from '../../src/lib/siteFiles.ts';
import type { SiteChoices } from '../../src/lib/siteModel.ts';
import type { LookStylesheet } from '../look/look.ts';
import type { Owner } from '../owner/files/index.ts';
import type { OwnerFolder } from '../owner/files/ownerFile.ts';
import { flagsModule } from './flags.ts';
import { PORTRAIT_CACHE_DIR, portraitModule } from './portrait.ts';
import { testimonialsModule } from './testimonialPhotos.ts';
import { ownerTexts, type FileModules, type OwnerFileName } from '../owner/files/index.ts';
import { TEMPLATE_LOCALES } from '../owner/read/strings.ts';
import { type Strings } from '../lib/textTree.ts';
import type { BuildContext } from './buildContext.ts';
import { hyphenateTree, hyphenatorFor, type Hyphenate } from './hyphenation.ts';

const PREFIX = 'virtual:owner/';
const LOCALE_FILE = /\/src\/locales\/([^/]+)\/([^/.]+)\.json$/;

/** Fields holding an image path below the owner's folder: imported, not written as text. */
const IMAGE_FIELD = /^image$/;

/** The module's code: its exports as JSON, with each image path replaced by an import. */
function moduleCode(exports: Record<string, unknown>, folder: OwnerFolder): string {
  const imports: string[] = [];
  const json = JSON.stringify(exports, (key, value: unknown) => {
    if (!IMAGE_FIELD.test(key) || typeof value !== 'string') return value;
    imports.push(`import image${imports.length} from ${JSON.stringify(join(folder.path, value))};`);
    return `\0image${imports.length - 1}\0`;
  });
  const body = json.replace(/"\\u0000(image\d+)\\u0000"/g, '$1');
  const values = JSON.parse(json) as Record<string, unknown>;
  const names = Object.keys(values);
  return [
    ...imports,
    `const exported = ${body};`,
    ...names.map((name) => `export const ${name} = exported.${name};`),
  ].join('\n');
}

interface EmittedFile {
  type: string;
  read: () => string | Buffer;
}

/**
 * What the plugin writes beside the site, by path below the base: the share image
 * and the tab icon (the owner's where given, else the template's, in src/assets),
 * the web fonts and their stylesheet.
 */
function emittedFiles(context: BuildContext, root: string): Map<string, EmittedFile> {
  const { shareImage, favicon } = context.owner.profile;
  const image = (own: string | undefined, template: string): EmittedFile => ({
    type: 'image/png',
    read: () => readFileSync(own ? join(context.folder.path, own) : resolve(root, template)),
  });
  const { fonts, noscriptFonts } = context.stylesheet();
  return new Map([
    [SHARE_IMAGE, image(shareImage, 'src/assets/share.png')],
    [FAVICON.file, image(favicon, 'src/assets/favicon.png')],
    ...fonts.map((font): [string, EmittedFile] => [
      font.fileName,
      { type: 'font/woff2', read: () => readFileSync(font.source) },
    ]),
    ...(noscriptFonts
      ? [[noscriptFonts.fileName, { type: 'text/css', read: () => noscriptFonts.css }] as const]
      : []),
  ]);
}

/** The path a language's namespace is served at, below the root. */
const stringsFile = (root: string, language: string, namespace: string) =>
  resolve(root, TEMPLATE_LOCALES, language, `${namespace}.json`);

/** `virtual:owner/all-strings`: every namespace of every language, in the site's order. */
function allStringsModule(choices: SiteChoices, strings: Strings, root: string): string {
  const languages = choices.languages.map((language) => language.code);
  // Every namespace the template has: the pages' and the CV's.
  const namespaces = Object.keys(strings[languages[0] ?? ''] ?? {});
  const files = languages.flatMap((language) =>
    namespaces.map((namespace) => ({
      language,
      namespace,
      path: JSON.stringify(stringsFile(root, language, namespace)),
    })),
  );
  return [
    ...files.map((file, index) => `import strings${index} from ${file.path};`),
    'export const allStrings = {};',
    ...files.map(
      (file, index) =>
        `(allStrings["${file.language}"] ??= {})["${file.namespace}"] = strings${index};`,
    ),
  ].join('\n');
}

/** The look's module for the documents: its web fonts, the browser bar's colour. */
function lookModule(sheet: LookStylesheet, base: string): string {
  const fonts: LookFonts | null = sheet.noscriptFonts && {
    stylesheet: base + sheet.noscriptFonts.fileName,
    preload: sheet.fonts
      .filter((font) => font.preload)
      .map((font) => ({ href: base + font.fileName, ...font.load })),
  };
  return [
    `export const fonts = ${JSON.stringify(fonts)};`,
    `export const themeColor = ${JSON.stringify(sheet.themeColor)};`,
  ].join('\n');
}

/**
 * What the build says of the look: the fonts it lacks, and the colours it used in place of
 * the accent the owner chose; of the template's own accent, nothing (the owner has nothing to do).
 */
export function lookNotes(
  sheet: Pick<LookStylesheet, 'notes' | 'colourNotes'>,
  owner: Pick<Owner, 'site'>,
): string[] {
  const chosen = owner.site.look?.accent !== undefined;
  return [...sheet.notes, ...(chosen ? sheet.colourNotes : [])];
}

export function ownerContent(context: BuildContext): Plugin {
  const { folder, owner, choices, model, modules, strings, stylesheet: look } = context;
  const languages = new Set(choices.languages.map((language) => language.code));
  const hyphenators = new Map<string, Promise<Hyphenate | null>>();
  const hyphenator = (language: string) => {
    if (!context.hyphenate) return Promise.resolve(null);
    const made = hyphenators.get(language) ?? hyphenatorFor(language);
    hyphenators.set(language, made);
    return made;
  };
  /**
   * A file's texts as its module serves them, in each language: the context's (ownerTexts),
   * their long words breaking as the site's strings' do, by the rules of the language each is
   * in (a text not yet translated is in the first language's words, and says so); a name as
   * written stays whole.
   */
  const servedTexts = async (file: string) => {
    const hyphenate = new Map(
      await Promise.all(
        [...languages].map(async (language) => [language, await hyphenator(language)] as const),
      ),
    );
    const written = (text: string, language: string) => hyphenate.get(language)?.(text) ?? text;
    return Object.fromEntries(
      [...languages].map((language) => [
        language,
        ownerTexts(owner, language, { written, marked: true })[file as OwnerFileName] ?? {},
      ]),
    );
  };
  let config: ResolvedConfig;
  return {
    name: 'owner-content',
    enforce: 'pre',
    configResolved(resolved) {
      config = resolved;
    },
    config() {
      // The look's fonts are files this plugin writes (emittedFiles): Vite need not find them.
      const fonts = new RegExp(
        `^${context.published.basePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}assets/[\\w.-]+\\.woff2$`,
      );
      return { build: { rolldownOptions: { external: (id: string) => fonts.test(id) } } };
    },
    // The environment's own config, not the one configResolved kept: a build in process
    // (inProcessBuild.ts) shares this plugin between its environments.
    buildStart() {
      // Said once, by the client build: what is not yet translated, and the colours the build
      // used in place of the owner's.
      const { command, build, logger } = this.environment.config;
      if (command !== 'build' || build.ssr || build.lib) return;
      for (const note of context.notes) logger.warn(note);
      for (const note of lookNotes(look(), owner)) logger.warn(`look: ${note}`);
    },
    generateBundle(options) {
      // The client environment only: the pre-paint script and the site builder write no site files.
      const { build, root } = this.environment.config;
      if (build.ssr || build.lib || options.format !== 'es') return;
      for (const [fileName, file] of emittedFiles(context, root)) {
        this.emitFile({ type: 'asset', fileName, source: file.read() });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0]?.slice(config.base.length) ?? '';
        const file = emittedFiles(context, config.root).get(path);
        if (!file) return next();
        response.setHeader('content-type', file.type);
        response.end(file.read());
      });
      // The owner's files are read, not imported: an edit restarts the server, which makes the
      // build's context again from the folder (vite.config.ts), and the page reloads.
      server.watcher.add(folder.path);
      server.watcher.on('change', (file) => {
        if (file.startsWith(folder.path)) void server.restart();
      });
    },
    resolveId(id) {
      if (id.startsWith(PREFIX)) return `\0${id}`;
      // A language of the owner's own has no template file: its strings are served all the same.
      const path = id.split('?')[0] ?? '';
      const language = LOCALE_FILE.exec(path)?.[1];
      return language && languages.has(language) ? path : undefined;
    },
    async load(id) {
      if (id.startsWith(`\0${PREFIX}`)) {
        const name = id.slice(PREFIX.length + 1);
        if (name === 'site') {
          return [
            `export const choices = ${JSON.stringify(choices)};`,
            `export const basePath = ${JSON.stringify(context.published.basePath)};`,
          ].join('\n');
        }
        if (name === 'all-strings') return allStringsModule(choices, strings, config.root);
        if (name === 'look.css') return look().css;
        if (name === 'look') return lookModule(look(), config.base);
        if (name === 'flags') return flagsModule(model);
        if (name === 'photo') {
          const cache = resolve(config.root, PORTRAIT_CACHE_DIR);
          const { photo = null, photoFocus = null } = owner.profile;
          return portraitModule(folder, photo, cache, photoFocus);
        }
        if (name === 'testimonials') {
          const cache = resolve(config.root, PORTRAIT_CACHE_DIR);
          return [
            await testimonialsModule(folder, modules.testimonials.testimonials, cache),
            `export const texts = ${JSON.stringify(await servedTexts(name))};`,
          ].join('\n');
        }
        if (!(name in modules)) throw new Error(`No owner module ${id.slice(1)}`);
        const module: Record<string, unknown> = modules[name as keyof FileModules];
        return moduleCode(
          'texts' in module ? { ...module, texts: await servedTexts(name) } : module,
          folder,
        );
      }
      const [, language = '', namespace = ''] = LOCALE_FILE.exec(id.split('?')[0] ?? '') ?? [];
      // A template language the site does not have stays as written (the template's own tests read it).
      if (!languages.has(language)) return undefined;
      const served = strings[language]?.[namespace] ?? {};
      const hyphenate = await hyphenator(language);
      return JSON.stringify(hyphenate ? hyphenateTree(served, hyphenate) : served);
    },
  };
}
