/**
 * The content the browser tests expect, from the build's own context: always
 * the sample owner, the tests' fixture, which every test script builds the
 * site with (an owner's own folder is checked by check:content, owner:check
 * and its build), at the address the build's environment publishes it, as
 * playwright.config.ts, the tests' entry point, reads it (sampleContent.ts).
 */
import { everyPage } from '../../../tooling/harness/pages.ts';
import { sampleContent as context } from './sampleContent.ts';

/** Each owner file's module, as the build serves it. */
export const { modules } = context;
export const { profile } = modules.profile;
export const { postalAddress } = modules.legal;

/** An owner file's texts in a language, as its module serves them (without the soft hyphens). */
export function ownerTexts<Module extends keyof typeof modules>(
  module: Module,
  language: string,
): (typeof modules)[Module] extends { texts: Readonly<Record<string, infer Texts>> }
  ? Texts
  : never {
  const texts = (modules[module] as { texts?: Record<string, unknown> }).texts?.[language];
  if (texts === undefined) throw new Error(`No ${module} texts in ${language}`);
  return texts as never;
}

/** The sample's site: its languages (the first the fallback), routes and sections. */
export const sampleSite = context.model;

/** Every page's path, then an address no route has (the not-found page): what the sweeps open. */
export const samplePages = everyPage(sampleSite.routes).map((page) => page.path);

/** A namespace's strings as the site loads them: the template's, with the owner's merged in. */
export function namespaceStrings(language: string, namespace: string): unknown {
  return context.strings[language]?.[namespace] ?? {};
}
