/**
 * The owner's content in the site's build, through Vite: each section's facts
 * as a virtual module (`virtual:owner/experience` …, images imported so they
 * are hashed like any asset), each language's texts merged into the template's
 * translation files as they load, and the sections present as
 * `__OWNER_SECTIONS__` for the route table. Loaded with vite.config.ts, so it
 * imports with extensions.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { FAVICON, SHARE_IMAGE } from '../build/siteFiles.ts';
import { loadOwner, ownerFolder, type OwnerFolder } from './load.ts';
import { mergeTexts, ownerTexts, presentSections, siteFacts, type SiteFacts } from './project.ts';

const PREFIX = 'virtual:owner/';
const LOCALE_FILE = /\/src\/locales\/([^/]+)\/([^/.]+)\.json$/;

/** Each virtual module's named exports, from the facts. */
const MODULES: Record<string, (facts: SiteFacts) => Record<string, unknown>> = {
  identity: (facts) => ({ identity: facts.identity }),
  photo: (facts) => ({ photo: facts.photo }),
  experience: (facts) => ({ experience: facts.experience }),
  projects: (facts) => ({ projects: facts.projects, companies: facts.companies }),
  courses: (facts) => ({ courses: facts.courses, coursePlatform: facts.coursePlatform }),
  testimonials: (facts) => ({ testimonials: facts.testimonials }),
  trading: (facts) => ({ trading: facts.trading }),
  cv: (facts) => ({ cvProjectIds: facts.cvProjectIds, technologies: facts.technologies }),
};

/** Fields holding an image path below the owner's folder: imported, not written as text. */
const IMAGE_FIELD = /^(image|small|large)$/;

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

/** The site's own images at the root: the owner's where given, else the template's (src/assets). */
function siteImages(facts: SiteFacts, folder: OwnerFolder, root: string): Record<string, string> {
  const { share, favicon } = facts.siteImages;
  return {
    [SHARE_IMAGE]: share ? join(folder.path, share) : resolve(root, 'src/assets/share.png'),
    [FAVICON.file]: favicon ? join(folder.path, favicon) : resolve(root, 'src/assets/favicon.png'),
  };
}

export function ownerContent(folder: OwnerFolder = ownerFolder()): Plugin {
  const read = () => loadOwner(folder).owner;
  let config: ResolvedConfig;
  return {
    name: 'owner-content',
    enforce: 'pre',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(options) {
      // The client environment only: the pre-paint script and the site builder write no site files.
      if (config.build.ssr || config.build.lib || options.format !== 'es') return;
      for (const [fileName, file] of Object.entries(
        siteImages(siteFacts(read()), folder, config.root),
      )) {
        this.emitFile({ type: 'asset', fileName, source: readFileSync(file) });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0]?.slice(config.base.length) ?? '';
        const file = siteImages(siteFacts(read()), folder, config.root)[path];
        if (!file) return next();
        response.setHeader('content-type', 'image/png');
        response.end(readFileSync(file));
      });
      // The owner's files are read, not imported: an edit reloads the page with the new content.
      server.watcher.add(folder.path);
      server.watcher.on('change', (file) => {
        if (!file.startsWith(folder.path)) return;
        server.moduleGraph.invalidateAll();
        server.ws.send({ type: 'full-reload' });
      });
    },
    config: () => ({
      define: { __OWNER_SECTIONS__: JSON.stringify(presentSections(read())) },
    }),
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (id.startsWith(`\0${PREFIX}`)) {
        const project = MODULES[id.slice(PREFIX.length + 1)];
        if (!project) throw new Error(`No owner module ${id.slice(1)}`);
        return moduleCode(project(siteFacts(read())), folder);
      }
      const match = LOCALE_FILE.exec(id.split('?')[0] ?? '');
      if (!match) return undefined;
      const [path, language = '', namespace = ''] = match;
      const file = id.split('?')[0] ?? path;
      const template = JSON.parse(readFileSync(file, 'utf8')) as Parameters<typeof mergeTexts>[0];
      return JSON.stringify(mergeTexts(template, ownerTexts(read(), language)[namespace]));
    },
  };
}
