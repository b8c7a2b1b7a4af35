import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { flattenKeys } from '../lib/translationKeys';
import { addLanguage } from './addLanguage';
import { readOwner } from './load';
import { policiesNotInLanguage } from './policyLanguages';
import { templateStrings, type Tree } from './strings';
import { ownerCopy } from './testing/ownerCopy';

let remove = () => {};
afterEach(() => remove());

/** A tree with every text "translated" but those whose key a test leaves in English. */
const translated = (tree: Tree, leave: (key: string) => boolean, prefix = ''): Tree =>
  Object.fromEntries(
    Object.entries(tree).map(([key, value]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'object' && !Array.isArray(value)) {
        return [key, translated(value, leave, path)];
      }
      if (leave(path)) return [key, value];
      return [key, Array.isArray(value) ? value.map((item) => `PT ${item}`) : `PT ${value}`];
    }),
  );

/**
 * The sample with Portuguese added (several languages, testimonials, a host not certified) and a
 * legal notice giving only a phone number, the policies translated but the keys `leave` names.
 */
function portuguese(leave: (namespace: string, key: string) => boolean) {
  const folder = ownerCopy({
    legal: (legal) => ({
      ...legal,
      hosting: { ...(legal.hosting as object), dataPrivacyFramework: false },
      legalNotice: { phone: '+39 011 1234567' },
    }),
  });
  remove = folder.remove;
  const template = templateStrings();
  addLanguage(folder, 'pt', template);
  for (const namespace of ['legal', 'legal-notice']) {
    const file = join(folder.path, `locales/pt/${namespace}.json`);
    const english = JSON.parse(readFileSync(file, 'utf8')) as Tree;
    writeFileSync(file, JSON.stringify(translated(english, (key) => leave(namespace, key))));
  }
  const { owner } = readOwner(folder, 2026);
  if (!owner) throw new Error('the folder must load');
  return policiesNotInLanguage(owner, folder, template);
}

describe('what owner:check asks to translate before a language publishes', () => {
  it('is never a variant this site cannot show, another regime’s names or an unused label', () => {
    const never = [
      'privacy.sections.data.p2@!flagService@avatarService',
      'cookie.sections.storage.table.rows.i18nextLng@languages@!detectedLanguage.purpose',
      'privacy.sections.transfer.p3@dataPrivacyFramework@uk',
      'regimes.uk.short',
    ];
    const unusedLabels = ['vatId', 'register', 'licensingAuthority', 'profession', 'activity'];
    expect(
      portuguese((namespace, key) =>
        namespace === 'legal'
          ? never.includes(key)
          : unusedLabels.some((label) => key === `labels.${label}`) || key === 'intro_duty',
      ),
    ).toEqual([]);
  });

  it('is every string the site shows, each named, none left out', () => {
    const english = templateStrings().en ?? {};
    const shownVariant = 'privacy.sections.data.p2@flagService@avatarService';
    const asked = portuguese((namespace, key) =>
      namespace === 'legal'
        ? key === shownVariant || key === 'toc_label'
        : key === 'labels.phone' || key === 'intro',
    );
    expect(asked).toEqual([
      `owner/locales/pt/legal.json: 2 policy string(s) your site shows not yet in "pt": toc_label, ${shownVariant}. A site language publishes its policies and legal notice in that language (docs/adding-a-language.md)`,
      'owner/locales/pt/legal-notice.json: 2 policy string(s) your site shows not yet in "pt": intro, labels.phone. A site language publishes its policies and legal notice in that language (docs/adding-a-language.md)',
    ]);
    expect(flattenKeys(english.legal).has(shownVariant)).toBe(true);
  });
});
