/**
 * No page in a language its policies are not written in (GDPR art. 12: the
 * information must be intelligible to the reader). A language the template
 * speaks has its policies; an owner's own language needs every policy string
 * the site shows in owner/locales/<code>/legal.json (and legal-notice.json,
 * where the site has that page), in that language, before it publishes; a
 * variant for another kind of site, or a label of a fact the owner does not
 * give, is never asked for (shownStrings.ts).
 */
import { isTemplateLanguage } from './languageEntry.ts';
import type { OwnerFolder } from './load.ts';
import { ownerModel } from './model.ts';
import type { Owner } from './files/index.ts';
import { shownTemplateKeys } from './shownStrings.ts';
import { OWNER_LOCALES, templateBase, untranslatedKeys, type Strings } from './strings.ts';

export function policiesNotInLanguage(
  owner: Owner,
  folder: OwnerFolder,
  template: Strings,
): string[] {
  const model = ownerModel(owner);
  const shown = shownTemplateKeys(owner);
  const namespaces = [
    'legal',
    ...(model.routeKeys.includes('legal-notice') ? ['legal-notice'] : []),
  ];
  return model.languageCodes
    .filter((language) => !isTemplateLanguage(language))
    .flatMap((language) =>
      namespaces.flatMap((namespace) => {
        const english = templateBase(template, language)[namespace] ?? {};
        const missing = untranslatedKeys(english, owner.strings[language]?.[namespace]).filter(
          (key) => shown(namespace, key),
        );
        return missing.length === 0
          ? []
          : [
              `${folder.name}/${OWNER_LOCALES}/${language}/${namespace}.json: ${missing.length} policy string(s) your site shows not yet in "${language}": ${missing.join(', ')}. A site language publishes its policies and legal notice in that language (docs/adding-a-language.md)`,
            ];
      }),
    );
}
