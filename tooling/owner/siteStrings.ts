/**
 * The strings the site is built with, in each of its languages: the template's
 * (or, for a language of the owner's own, the template's first language's), as
 * written in the owner's country (regionalSpelling.ts), then the owner's
 * overrides (owner/locales/), then the owner's texts under the keys the pages
 * read (project.ts). One rule for the build, the CV and the tests.
 */
import { ownerChoices } from './model.ts';
import { ownerTexts } from './project.ts';
import { inRegionalForm } from './regionalSpelling.ts';
import type { Owner } from './files/index.ts';
import { mergeTexts, templateBase, templateStrings, type Strings, type Tree } from './strings.ts';

/** One language's namespace as the site shows it. */
export function siteNamespace(
  owner: Owner,
  language: string,
  namespace: string,
  template: Strings = templateStrings(),
): Tree {
  const base = inRegionalForm(
    templateBase(template, language)[namespace] ?? {},
    language,
    owner.profile.location.countryCode,
  );
  const overridden = mergeTexts(base, owner.strings[language]?.[namespace]);
  return mergeTexts(overridden, ownerTexts(owner, language)[namespace]);
}

/** Every language's every namespace as the site shows it. */
export function siteStrings(owner: Owner, template: Strings = templateStrings()): Strings {
  const namespaces = Object.keys(templateBase(template, ''));
  return Object.fromEntries(
    ownerChoices(owner).languages.map(({ code }) => [
      code,
      Object.fromEntries(
        namespaces.map((namespace) => [namespace, siteNamespace(owner, code, namespace, template)]),
      ),
    ]),
  );
}
