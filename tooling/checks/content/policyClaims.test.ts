import { describe, expect, it } from 'vitest';
import { templateStringFiles, templateStrings } from '../../owner/read/strings';
import { checkPolicyClaims, policyClaimsUnread } from './policyClaims';
import { ALL_CLAIMS } from './policyClaimPatterns';
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
    expect(checkPolicyClaims(templateStringFiles(templateStrings()))).toEqual([]);
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

  it('reads an Italian claim that opens with an accented letter (“è considerato”)', () => {
    const italian = legal('it', {
      storage: 'Tre elementi del localStorage, nessun cookie.',
      what: 'In questa informativa il localStorage è considerato un cookie.',
    });
    expect(checkPolicyClaims([italian])).toEqual([
      expect.stringMatching(/key "what" says "localStorage è considerato un cookie"/),
    ]);
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
      'src/locales/en/common.json: key "noscript.path" says "site needs JavaScript" (the site needs JavaScript); write what does not work without it: path-mode pages are prerendered and read without script (docs/decisions/first-paint.md)',
    ]);
  });
});

/** In each language beyond English and Italian: the claims, and what only looks like one. */
const IN_OTHER_LANGUAGES = {
  de: {
    definedAsCookies:
      'Der Begriff „Cookies“ umfasst in dieser Richtlinie auch den Browserspeicher.',
    countedAsCookie: 'Der localStorage gilt in dieser Richtlinie ebenfalls als Cookie.',
    noCookies: 'Die Website setzt keine Cookies.',
    storageOnly:
      'Diese Website verwendet zu technischen Zwecken ausschließlich den Browserspeicher.',
    readsCookie:
      'Um die Sprache zu bestimmen, liest die Website außerdem ein Cookie namens i18next aus.',
    notClaims: [
      'Die Website verwendet keine Analyse- oder Profiling-Cookies und keine Cookies von Drittanbietern.',
      'Im Browserspeicher legt sie nur ab, was sie braucht.',
      'Für den Browserspeicher gelten dieselben Regeln wie für Cookies.',
    ],
    needsScript: 'Diese Website benötigt JavaScript.',
  },
  fr: {
    definedAsCookies:
      'Dans la présente politique, le terme « cookies » couvre aussi le stockage du navigateur.',
    countedAsCookie: 'Le localStorage est également considéré comme un cookie.',
    noCookies: 'Le site ne dépose aucun cookie.',
    storageOnly: 'Ce site n’utilise que le stockage de votre navigateur, à des fins techniques.',
    readsCookie: 'Pour choisir la langue, le site lit également un cookie nommé i18next.',
    notClaims: [
      'Il n’utilise aucun cookie de mesure d’audience, aucun cookie de profilage ni aucun cookie tiers.',
      'Il conserve dans le stockage du navigateur uniquement ce qui lui est nécessaire.',
      'Les règles applicables aux cookies valent aussi pour le stockage du navigateur.',
    ],
    needsScript: 'Ce site nécessite JavaScript.',
  },
  es: {
    definedAsCookies:
      'En esta política, como en la guía de la AEPD, el término «cookies» abarca ambos.',
    countedAsCookie: 'A efectos de esta política, el localStorage también se considera una cookie.',
    noCookies: 'El sitio no instala cookies.',
    storageOnly:
      'Este sitio utiliza únicamente el almacenamiento del navegador, con fines técnicos.',
    readsCookie: 'Para elegir el idioma, el sitio lee también una cookie llamada i18next.',
    notClaims: [
      'No utiliza cookies analíticas ni cookies de elaboración de perfiles.',
      'En el almacenamiento del navegador guarda solo lo necesario.',
      'Las normas sobre cookies se aplican también al almacenamiento del navegador.',
    ],
    needsScript: 'Este sitio necesita JavaScript.',
  },
};

describe('checkPolicyClaims in German, French and Spanish', () => {
  const languages = Object.keys(IN_OTHER_LANGUAGES) as (keyof typeof IN_OTHER_LANGUAGES)[];

  it('has a pattern for every claim in each of the template’s languages, and says where it has none', () => {
    const template = [
      ...new Set(templateStringFiles(templateStrings()).map((file) => file.language)),
    ].sort();
    expect(policyClaimsUnread(templateStringFiles(templateStrings()))).toEqual([]);
    expect(policyClaimsUnread([legal('pt', { storage: 'O site não usa cookies.' })])).toEqual([
      expect.stringMatching(
        /^the policies in "pt" are not read for claims .*: read your translation against the English, and against docs\/decisions\/copy-and-terms\.md, “Policies as built”$/,
      ),
    ]);
    for (const claim of ALL_CLAIMS) {
      const covered = claim.patterns.map(({ language }) => language);
      if (covered.includes('*')) continue;
      expect([...covered].sort(), claim.name).toEqual(template);
    }
  });

  it.each(languages)(
    '%s: fails “no cookies” beside browser storage counted as cookies',
    (language) => {
      const words = IN_OTHER_LANGUAGES[language];
      const file = legal(language, {
        storage: words.noCookies,
        what: words.definedAsCookies,
        also: words.countedAsCookie,
      });
      expect(checkPolicyClaims([file])).toEqual([
        expect.stringMatching(
          /key "storage" says .* but .* key "what" says .*\(browser storage counts as cookies\)/,
        ),
        expect.stringMatching(
          /key "storage" says .* but .* key "also" says .*\(browser storage counts as cookies\)/,
        ),
      ]);
    },
  );

  it.each(languages)(
    '%s: fails “browser storage only” beside a cookie the site reads',
    (language) => {
      const words = IN_OTHER_LANGUAGES[language];
      const file = legal(language, { types: words.storageOnly, storage: words.readsCookie });
      expect(checkPolicyClaims([file])).toEqual([
        expect.stringMatching(
          /key "types" says .*\(the site uses browser storage only\), but .* key "storage" says .*\(the site reads a cookie\)/,
        ),
      ]);
    },
  );

  it.each(languages)(
    '%s: takes kinds of cookie denied and storage kept to a minimum as no claim',
    (language) => {
      const words = IN_OTHER_LANGUAGES[language];
      const texts = Object.fromEntries(words.notClaims.map((text, index) => [`t${index}`, text]));
      const file = legal(language, {
        ...texts,
        reads: words.readsCookie,
        storage: words.noCookies,
      });
      const withAClaim = legal(language, { what: words.definedAsCookies });
      expect(checkPolicyClaims([file])).toEqual([]);
      // The sentence that says "no cookies" is read as such: against a definition it fails.
      expect(checkPolicyClaims([file, withAClaim])).toHaveLength(1);
    },
  );

  it.each(languages)(
    '%s: fails a path-mode <noscript> line that says the site needs JavaScript',
    (language) => {
      const words = IN_OTHER_LANGUAGES[language];
      const files = [
        common(language, { noscript: { hash: words.needsScript, path: words.needsScript } }),
      ];
      expect(checkPolicyClaims(files)).toEqual([
        expect.stringMatching(/key "noscript.path" says .*\(the site needs JavaScript\)/),
      ]);
    },
  );

  it('reads the site’s own policies: their “no cookies” sentences, in every language, fail beside a definition that counts storage as cookies', () => {
    const own = templateStringFiles(templateStrings());
    for (const language of ['en', 'it', ...languages] as const) {
      const definition =
        language === 'en' || language === 'it'
          ? DEFINED_AS_COOKIES[language]
          : IN_OTHER_LANGUAGES[language].definedAsCookies;
      const found = checkPolicyClaims([
        ...own.filter((file) => file.language === language),
        legal(language, { added: definition }),
      ]);
      expect(found.join('\n'), language).toMatch(/key "cookie\.sections\.types\.p2"/);
    }
  });
});
