import { describe, expect, it } from 'vitest';
import { templateStringFiles } from '../../owner/strings';
import { checkPolicyClaims } from './policyClaims';
import type { LocaleFile } from '../../lib/translationKeys';

const legal = (language: string, content: unknown): LocaleFile => ({
  path: `src/locales/${language}/legal.json`,
  language,
  content,
});

const common = (language: string, content: unknown): LocaleFile => ({
  path: `src/locales/${language}/common.json`,
  language,
  content,
});

/** The cookie policy's opening as it stood before the third copy review (its L1). */
const DEFINED_AS_COOKIES = {
  en: 'A site can keep similar information with the browser’s own storage, such as localStorage. In this policy, as in the Garante’s guidelines, “cookies” covers both.',
  it: 'Un sito può conservare informazioni simili anche con la memoria del browser. In questa informativa, come nelle Linee guida del Garante, il termine “cookie” comprende entrambi.',
};

const WHY =
  'the site keeps items in browser storage, so by that definition it sets cookies: say that the rules for cookies apply to browser storage too, without calling it cookies';

describe('checkPolicyClaims', () => {
  it('finds no contradiction in the site’s translations', () => {
    expect(checkPolicyClaims(templateStringFiles())).toEqual([]);
  });

  it('fails a policy that says “no cookies” and counts browser storage as cookies, naming both keys', () => {
    const english = legal('en', {
      cookie: {
        sections: {
          what: { p1: DEFINED_AS_COOKIES.en },
          storage: { p1: 'The complete list: three localStorage items, no cookies.' },
        },
      },
    });
    expect(checkPolicyClaims([english])).toEqual([
      `src/locales/en/legal.json: key "cookie.sections.storage.p1" says "no cookies" (the site sets no cookies), but src/locales/en/legal.json: key "cookie.sections.what.p1" says "“cookies” covers" (browser storage counts as cookies); ${WHY}`,
    ]);
  });

  it('reads every text of a language together: the banner against the cookie policy, in Italian', () => {
    const files = [
      common('it', { cookie_banner: { text: 'Questo sito non installa cookie: salva…' } }),
      legal('it', { cookie: { sections: { what: { p1: DEFINED_AS_COOKIES.it } } } }),
    ];
    expect(checkPolicyClaims(files)).toEqual([
      `src/locales/it/common.json: key "cookie_banner.text" says "non installa cookie" (the site sets no cookies), but src/locales/it/legal.json: key "cookie.sections.what.p1" says "“cookie” comprende" (browser storage counts as cookies); ${WHY}`,
    ]);
  });

  it('takes browser storage described beside cookies, and kinds of cookie denied, as no contradiction', () => {
    const files = [
      legal('en', {
        what: 'The Garante’s guidelines apply the same rules to browser storage as to cookies, which is why this policy covers both.',
        storage: 'Three localStorage items, no cookies.',
      }),
      legal('it', {
        what: 'Le Linee guida del Garante applicano alla memoria del browser le stesse regole dei cookie: per questo l’informativa descrive entrambi.',
        types: 'Non usa cookie analitici né cookie di profilazione.',
        storage: DEFINED_AS_COOKIES.it,
      }),
    ];
    expect(checkPolicyClaims(files)).toEqual([]);
  });

  it('keeps each language apart', () => {
    const files = [
      legal('en', { what: DEFINED_AS_COOKIES.en }),
      legal('it', { storage: 'Tre elementi del localStorage, nessun cookie.' }),
    ];
    expect(checkPolicyClaims(files)).toEqual([]);
  });

  it('fails a storage table that lists a cookie beside a sentence that says there is none', () => {
    const english = legal('en', {
      storage: {
        p1: 'The site sets no cookies.',
        table: { rows: { lang: { where: 'Cookie', purpose: 'Remembers the language.' } } },
      },
    });
    expect(checkPolicyClaims([english])).toEqual([
      'src/locales/en/legal.json: key "storage.p1" says "no cookies" (the site sets no cookies), but src/locales/en/legal.json: key "storage.table.rows.lang.where" says "Cookie" (the storage table lists a cookie); the storage table and the sentence must agree on what the site sets (src/lib/storage.ts writes localStorage only)',
    ]);
  });

  it('fails “browser storage only” beside a sentence that says the site reads a cookie (review 4’s L4)', () => {
    const files = [
      legal('en', {
        types: '<strong>This site uses browser storage only, for technical purposes.</strong>',
        storage:
          'To choose the language, the site also reads two items it never creates or changes: a cookie named i18next and an item in sessionStorage.',
      }),
      legal('it', {
        types:
          '<strong>Questo sito usa esclusivamente la memoria del browser, a fini tecnici.</strong>',
        storage:
          'Per scegliere la lingua, il sito legge anche due elementi che non crea mai: un cookie di nome i18next e un elemento del sessionStorage.',
      }),
    ];
    expect(checkPolicyClaims(files)).toEqual([
      expect.stringMatching(
        /^src\/locales\/en\/legal\.json: key "types" says "uses browser storage only" \(the site uses browser storage only\), but src\/locales\/en\/legal\.json: key "storage" says "reads two items .* a cookie" \(the site reads a cookie\); say what the site sets/,
      ),
      expect.stringMatching(
        /^src\/locales\/it\/legal\.json: key "types" says "usa esclusivamente la memoria del browser" .* key "storage" says "legge anche .* un cookie"/,
      ),
    ]);
  });

  it('takes storage limited to what the site needs as no such claim', () => {
    const english = legal('en', {
      banner: 'It keeps in your browser storage only what it needs to remember your language.',
      types: 'This site sets no cookies and keeps only technical data in browser storage.',
      storage: 'The site also reads a cookie named i18next.',
    });
    expect(checkPolicyClaims([english])).toEqual([]);
  });

  it('fails a path-mode <noscript> line that says the site needs JavaScript, in any language', () => {
    const files = [
      common('en', {
        noscript: { hash: 'This site needs JavaScript.', path: 'This site needs JavaScript.' },
      }),
      common('it', {
        noscript: {
          hash: 'Questo sito richiede JavaScript.',
          path: 'Senza JavaScript i filtri non funzionano.',
        },
      }),
    ];
    expect(checkPolicyClaims(files)).toEqual([
      'src/locales/en/common.json: key "noscript.path" says "needs JavaScript" (the site needs JavaScript); write what does not work without it: path-mode pages are prerendered and read without script (docs/decisions/first-paint.md)',
    ]);
  });
});
