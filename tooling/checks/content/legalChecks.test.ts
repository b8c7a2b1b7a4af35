import { describe, expect, it } from 'vitest';
import englishLegal from '../../../src/locales/en/legal.json';
import type { LocaleFile } from '../../lib/translationKeys';
import { templateStringFiles, templateStrings } from '../../owner/read/strings';
import { checkLegalTexts, legalNamespaceProblems } from './legalChecks';

/** The English legal texts with one change made by `edit` (a deep copy: the import stays intact). */
function editedEnglish(edit: (legal: typeof englishLegal) => void): LocaleFile {
  const legal = structuredClone(englishLegal);
  edit(legal);
  return { path: 'src/locales/en/legal.json', language: 'en', content: legal };
}

describe('checkLegalTexts', () => {
  it('passes on the legal texts of every language', () => {
    const files = templateStringFiles(templateStrings());
    expect(files.filter((file) => file.path.endsWith('/legal.json')).length).toBeGreaterThan(1);
    expect(checkLegalTexts(files)).toEqual([]);
  });

  it('names the file and the mistyped key, and lists the known parts', () => {
    const file = editedEnglish((legal) => {
      const rights: Record<string, unknown> = legal.privacy.sections.rights;
      rights.lisst1 = rights.list1;
      delete rights.list1;
    });
    expect(checkLegalTexts([file])).toEqual([
      'src/locales/en/legal.json: key "privacy.sections.rights.lisst1" is not a known part of a legal section (known: heading, p1, p2…, list1, list2…, table)',
    ]);
  });

  it('names a table cell that is missing', () => {
    const file = editedEnglish((legal) => {
      const theme: Record<string, unknown> = legal.cookie.sections.storage.table.rows.theme;
      delete theme.duration;
    });
    expect(checkLegalTexts([file])).toEqual([
      'src/locales/en/legal.json: key "cookie.sections.storage.table.rows.theme.duration" is missing',
    ]);
  });

  it('reads only the legal namespace', () => {
    const common: LocaleFile = {
      path: 'src/locales/en/common.json',
      language: 'en',
      content: { lisst1: 'Anything' },
    };
    expect(checkLegalTexts([common])).toEqual([]);
  });
});

describe('legalNamespaceProblems', () => {
  it('takes the shared texts as texts and every other key as a document', () => {
    expect(
      legalNamespaceProblems({
        toc_label: { text: 'On this page' },
        new_tab: '(opens in a new tab)',
        footnote: 'A text that belongs nowhere',
        terms: { title: 'Terms' },
      }).map(({ key, problem }) => `${key} ${problem}`),
    ).toEqual([
      'toc_label must be a text, not a group of keys',
      'footnote is neither a shared text (toc_label, new_tab, list_or, language_code, hosting_log_retention) nor a legal document',
      'terms.updated is missing',
      'terms.sections is missing (one group per section)',
    ]);
  });

  it('reports a file that is not a group of keys', () => {
    expect(legalNamespaceProblems('text')).toEqual([
      { key: '(top)', problem: 'must be a group of keys' },
    ]);
  });
});
