/**
 * The strings the site is built with, in each of its languages: the template's
 * (or, for a language of the owner's own, the template's first language's), as
 * written in the owner's country (regionalSpelling.ts), then the owner's
 * overrides (owner/locales/); the owner's texts are served with each file's
 * module, legal.json's those the policies' sentences interpolate too. One rule
 * for the build, the CV and the tests, made once per build
 * (tooling/build/buildContext.ts).
 */
import { ownerChoices } from './model.ts';
import { inRegionalForm } from './regionalSpelling.ts';
import type { Owner } from '../files/index.ts';
import { templateBase, templateStrings } from './strings.ts';
import { mergeTexts, type Strings, type Tree } from '../../lib/textTree.ts';

/** One language's namespaces as the site shows them. */
function languageStrings(owner: Owner, language: string, template: Strings): Record<string, Tree> {
  return Object.fromEntries(
    Object.entries(templateBase(template, language)).map(([namespace, strings]) => {
      const base = inRegionalForm(strings, language, owner.profile.location.countryCode);
      return [namespace, mergeTexts(base, owner.strings[language]?.[namespace])];
    }),
  );
}

/** One language's namespace as the site shows it. */
export function siteNamespace(
  owner: Owner,
  language: string,
  namespace: string,
  template: Strings = templateStrings(),
): Tree {
  return languageStrings(owner, language, template)[namespace] ?? {};
}

/** Every language's every namespace as the site shows it. */
export function siteStrings(owner: Owner, template: Strings = templateStrings()): Strings {
  return Object.fromEntries(
    ownerChoices(owner).languages.map(({ code }) => [code, languageStrings(owner, code, template)]),
  );
}
