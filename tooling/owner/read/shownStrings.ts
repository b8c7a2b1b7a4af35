/**
 * Which template strings of the policies and the legal notice a site shows,
 * for an owner: a part whose conditions cannot hold for this site
 * (src/lib/legalConditions.ts), another regime's names, the template's log
 * retention where the owner gave theirs, a notice's label of a fact the owner
 * does not give. What the site never shows is never asked to be translated
 * (policyLanguages.ts) nor counted as untranslated (strings.ts).
 */
import { keyShown } from '../../../src/lib/legalConditions.ts';
import { noticeKeysShown } from '../../../src/lib/legalNoticeRows.ts';
import { legalFacts, legalTextsIn, type Owner } from '../files/index.ts';
import { siteLanguages } from '../files/site.ts';
import { ownerPolicyConditions } from './model.ts';

/** Whether a site shows a key of a namespace: every key of a namespace but these two. */
export type KeyShown = (namespace: string, key: string) => boolean;

export function shownTemplateKeys(owner: Omit<Owner, 'strings'>): KeyShown {
  const withStrings = { ...owner, strings: {} };
  const conditions = ownerPolicyConditions(withStrings);
  const { law, legalNotice } = legalFacts(withStrings);
  // The host's log retention, as the policies read it: one text, given in every language or none.
  const [{ code: language = 'en' } = {}] = siteLanguages(owner.site);
  const ownTexts = legalTextsIn(withStrings, language);
  const ownLogRetention = ownTexts.hosting.logRetention;
  // The notice's rows as the page draws them: a fact given, a text of the owner's written.
  const noticeKeys = legalNotice && noticeKeysShown(legalNotice, ownTexts.legalNotice);
  const legal = (key: string) => {
    const [first, regime] = key.split('.');
    if (first === 'regimes') return regime === law.regime;
    if (key === 'hosting_log_retention') return ownLogRetention === undefined;
    return keyShown(key, conditions);
  };
  const notice = (key: string) => noticeKeys?.has(key) ?? false;
  return (namespace, key) =>
    namespace === 'legal' ? legal(key) : namespace === 'legal-notice' ? notice(key) : true;
}
