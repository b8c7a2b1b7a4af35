/**
 * The claims policyClaims.ts reads, as each of the template's languages words
 * them. A language with no pattern for a claim is not checked for it: a
 * template language must have one for each (policyClaims.test.ts).
 *
 * `\b` knows ASCII letters only: before a word that opens with an accented
 * letter (è, ú) the patterns use `(?<!\p{L})` and the `u` flag.
 */

/** A claim as the texts of one language word it. */
export interface Claim {
  /** What the claim says, for messages. */
  name: string;
  /** By language code, or '*' for every language. */
  patterns: readonly { language: string; pattern: RegExp }[];
  /** Only texts under matching keys make it (a table's cells); any text when absent. */
  keys?: RegExp;
}

/** Two claims that cannot both stand in one language's texts, and what to do. */
export interface Contradiction {
  claim: Claim;
  against: Claim;
  instead: string;
}

/** A claim one text must not make, because the code says otherwise. */
export interface KeyClaim {
  /** The dotted key of the text (in any file). */
  key: string;
  claim: Claim;
  instead: string;
}

// Denying one kind of cookie (analytics, profiling, third-party) is not this claim.
const NO_COOKIES: Claim = {
  name: 'the site sets no cookies',
  patterns: [
    {
      language: 'en',
      pattern:
        /\bno cookies\b|\b(?:does not|doesn’t|never) (?:set|use|install) (?:any )?cookies\b/i,
    },
    {
      language: 'it',
      pattern:
        /\bnessun cookie\b|\bnon (?:installa|usa|utilizza|imposta) (?:alcun )?cookie\b(?! (?:analitic|di profilazione|di terze|pubblicitar|tecnic|soggett))/i,
    },
    {
      language: 'de',
      // German names a kind in a compound (Analyse-Cookies): "keine Cookies" is the whole claim.
      pattern:
        /\b(?:keine|keinerlei|nie) Cookies\b(?! (?:von Dritt|Dritter|zu (?:Analyse|Werbe)))|\bkein Cookie\b/i,
    },
    {
      language: 'fr',
      pattern:
        /\b(?:aucun|pas de|sans) cookies?\b(?![\s\u00a0]*(?:de (?:mesure|profilage|traçage|suivi|ciblage)|d[’']audience|publicitaires?|tiers|analytiques?|techniques?|statistiques?))/iu,
    },
    {
      language: 'es',
      pattern:
        /\b(?:ninguna|sin) cookies?\b(?! (?:anal|de (?:elaboración|perfil|seguimiento|terceros|publicidad)|publicitaria|técnica))|\bno (?:instala|usa|utiliza|emplea|guarda) (?:ninguna )?cookies?\b(?! (?:anal|de (?:elaboración|perfil|seguimiento|terceros|publicidad)|publicitaria|técnica|propias))/iu,
    },
  ],
};

const STORAGE_IS_COOKIES: Claim = {
  name: 'browser storage counts as cookies',
  patterns: [
    {
      language: 'en',
      pattern:
        /[“"]cookies?[”"] (?:covers|includes|comprises|also means|refers to)\b|\b(?:localStorage|sessionStorage|browser storage)\b[^.;:]*\b(?:counts? as|(?:is|are) (?:also )?(?:called|considered|regarded as|defined as)) (?:a |an? )?cookies?\b/i,
    },
    {
      language: 'it',
      pattern:
        /[“"]cookie[”"] (?:comprende|include|indica anche|si riferisce anche)\b|\b(?:localStorage|sessionStorage|memoria del browser)\b[^.;:]*(?<!\p{L})(?:(?:è|sono) (?:anch[ei] )?(?:considerat[aoie]|chiamat[aoie]|definit[aoie])(?: come)?|rientra(?:no)? tra) (?:i |un )?cookie\b/iu,
    },
    {
      language: 'de',
      pattern:
        /[„"“»]Cookies?[“"”«] (?:umfasst|umfassen|schließt|bezeichnet auch|meint auch|steht auch für)(?!\p{L})|\b(?:localStorage|sessionStorage|Browserspeicher)\b[^.;:]*\b(?:(?:gilt|gelten|zählt|zählen)\b[^.;:]*\b(?:als|zu den)|(?:wird|werden)\b[^.;:]*\bals) Cookies?\b/iu,
    },
    {
      language: 'fr',
      pattern:
        /[«"“][\s\u00a0\u202f]*cookies?[\s\u00a0\u202f]*[»"”] (?:couvre|désigne (?:aussi|également)|englobe|inclut|comprend)(?!\p{L})|\b(?:localStorage|sessionStorage|stockage du navigateur)\b[^.;:]*\b(?:(?:est|sont)(?: aussi| également)? (?:considérée?s?|assimilée?s?|qualifiée?s?|appelée?s?)(?: comme| à)?|compte(?:nt)? comme) (?:des |un )?cookies?\b/iu,
    },
    {
      language: 'es',
      pattern:
        /[«"“]cookies?[»"”] (?:abarca|incluye|comprende|designa también|se refiere también)\b|\b(?:localStorage|sessionStorage|almacenamiento del navegador)\b[^.;:]*\b(?:se consideran?|se denominan?|cuentan?|es|son)(?: también)?(?: como)? (?:una )?cookies?\b/iu,
    },
  ],
};

const COOKIE_IN_TABLE: Claim = {
  name: 'the storage table lists a cookie',
  keys: /\.table\.rows\.[^.]+\.where$/,
  patterns: [{ language: '*', pattern: /\bcookies?\b/i }],
};

// Keeping in browser storage only what the site needs limits what is kept: not this claim.
const STORAGE_ONLY: Claim = {
  name: 'the site uses browser storage only',
  patterns: [
    {
      language: 'en',
      pattern:
        /\b(?:uses|relies on) (?:only browser storage|browser storage only)\b|\bstorage only\b(?=\s*[,.;:)]|$)/i,
    },
    {
      language: 'it',
      pattern:
        /\b(?:usa|utilizza|impiega) (?:esclusivamente|soltanto|solo|unicamente) (?:la )?memoria del browser\b|\b(?:esclusivamente|unicamente) (?:la |alla |della )?memoria del browser\b/i,
    },
    {
      language: 'de',
      pattern:
        /\b(?:verwendet|nutzt|benutzt) (?:ausschließlich|nur|lediglich) (?:den )?Browserspeicher\b|\bausschließlich (?:den |im )?Browserspeicher\b/iu,
    },
    {
      language: 'fr',
      pattern:
        /\b(?:utilise|emploie) (?:uniquement|seulement|exclusivement) (?:le )?stockage du navigateur\b|\b(?:uniquement|exclusivement) (?:le |au |du )?stockage du navigateur\b/iu,
    },
    {
      language: 'es',
      pattern:
        /\b(?:usa|utiliza|emplea) (?:solo|solamente|únicamente|exclusivamente) (?:el )?almacenamiento del navegador\b|(?<!\p{L})(?:únicamente|exclusivamente) (?:el |del )?almacenamiento del navegador\b/iu,
    },
  ],
};

const READS_A_COOKIE: Claim = {
  name: 'the site reads a cookie',
  patterns: [
    { language: 'en', pattern: /\breads\b[^.;]*\bcookies?\b/i },
    { language: 'it', pattern: /\blegg[eo]\b[^.;]*\bcookie\b/i },
    { language: 'de', pattern: /\b(?:liest|ausgelesen)\b[^.;]*\bCookies?\b/i },
    { language: 'fr', pattern: /\blit\b[^.;]*\bcookies?\b/i },
    { language: 'es', pattern: /\blee\b[^.;]*\bcookies?\b/i },
  ],
};

export const CONTRADICTIONS: readonly Contradiction[] = [
  {
    claim: NO_COOKIES,
    against: STORAGE_IS_COOKIES,
    instead:
      'the site keeps items in browser storage, so by that definition it sets cookies: say that the rules for cookies apply to browser storage too, without calling it cookies',
  },
  {
    claim: STORAGE_ONLY,
    against: READS_A_COOKIE,
    instead:
      'say what the site sets, “sets no cookies and keeps only technical data in browser storage”: it reads the i18next cookie to choose the language (src/lib/languageSources.ts)',
  },
  {
    claim: NO_COOKIES,
    against: COOKIE_IN_TABLE,
    instead:
      'the storage table and the sentence must agree on what the site sets (src/lib/storage.ts writes localStorage only)',
  },
];

export const KEY_CLAIMS: readonly KeyClaim[] = [
  {
    key: 'noscript.path',
    claim: {
      name: 'the site needs JavaScript',
      patterns: [
        {
          language: 'en',
          pattern: /\b(?:needs|requires) JavaScript\b|\bJavaScript is (?:needed|required)\b/i,
        },
        {
          language: 'it',
          pattern:
            /\b(?:richied[eo]|serve|servono) JavaScript\b|\bJavaScript è (?:necessario|richiesto)\b/i,
        },
        {
          language: 'de',
          pattern:
            /\b(?:benötigt|braucht|erfordert) JavaScript\b|\bJavaScript (?:ist )?(?:erforderlich|notwendig|nötig)\b/iu,
        },
        {
          language: 'fr',
          pattern:
            /\b(?:nécessite|requiert|exige|a besoin de) JavaScript\b|\bJavaScript est (?:nécessaire|requis|indispensable)\b/iu,
        },
        {
          language: 'es',
          pattern:
            /\b(?:necesita|requiere|exige) JavaScript\b|\bJavaScript es (?:necesario|imprescindible|obligatorio)\b/iu,
        },
      ],
    },
    instead:
      'what does not work without it: path-mode pages are prerendered and read without script (docs/decisions/first-paint.md)',
  },
];
