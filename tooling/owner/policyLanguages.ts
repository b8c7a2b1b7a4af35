/**
 * No page in a language its policies are not written in (GDPR art. 12: the
 * information must be intelligible to the reader). A language the template
 * speaks has its policies; an owner's own language needs every policy string
 * in owner/locales/<code>/legal.json, in that language, before it publishes.
 */
import { isTemplateLanguage } from './languageEntry.ts';
import type { OwnerFolder } from './load.ts';
import { ownerChoices } from './model.ts';
import type { Owner } from './schema.ts';
import { OWNER_LOCALES, templateBase, untranslatedKeys, type Strings } from './strings.ts';

export function policiesNotInLanguage(
  owner: Owner,
  folder: OwnerFolder,
  template: Strings,
): string[] {
  return ownerChoices(owner)
    .languages.map(({ code }) => code)
    .filter((language) => !isTemplateLanguage(language))
    .flatMap((language) => {
      const english = templateBase(template, language).legal ?? {};
      const missing = untranslatedKeys(english, owner.strings[language]?.legal);
      return missing.length === 0
        ? []
        : [
            `${folder.name}/${OWNER_LOCALES}/${language}/legal.json: ${missing.length} policy string(s) not yet in "${language}" (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}): a site language publishes its privacy and cookie policies in that language (docs/adding-a-language.md)`,
          ];
    });
}
