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
        /\b(?:keine|keinerlei|nie) (?:eigenen )?Cookies\b(?!\s*(?:von Dritt|Dritter|zu[rm]?\s|für\s|außer\b|mit Ausnahme|,\s*(?:die|für die|mit denen|welche)\b))|\bkein Cookie\b|\bverzicht\p{L}* (?:\p{L}+ )?auf (?:jegliche )?Cookies\b|\bohne Cookies aus\b|\bcookiefrei/iu,
    },
    {
      language: 'fr',
      pattern:
        /\b(?:aucun|pas de|sans|ni) cookies?\b(?![\s\u00a0]*(?:de (?:mesure|profilage|traçage|suivi|ciblage|tiers|publicité|réseaux)|d[’'](?:audience|analyse)|publicitaires?|tiers|analytiques?|techniques?|statistiques?|non\b|soumis|nécessitant|requérant|à des fins|autres?\b))/iu,
    },
    {
      language: 'es',
      pattern:
        /(?<!\p{L})(?:ninguna|ningún tipo de|sin) cookies?\b(?! (?:anal|de (?:anál|medición|elaboración|perfil|seguimiento|rastreo|terceros|publicidad|marketing|redes)|publicitaria|técnica|que\b|no\b|salvo|excepto))|\bno (?:se )?(?:instala|usa|utiliza|emplea|guarda|almacena|instalan|usan|utilizan|emplean|instalamos|usamos|utilizamos|empleamos|hace uso de|hacemos uso de) (?:ningún tipo de |ninguna )?cookies?\b(?! (?:anal|de (?:anál|medición|elaboración|perfil|seguimiento|rastreo|terceros|publicidad|marketing|redes)|publicitaria|técnica|que\b|no\b|salvo|excepto))/iu,
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
        /[„"“»]Cookies?[“"”«] (?:umfasst|umfassen|schließt|bezeichnet auch|meint auch|steht auch für)(?!\p{L})|\b(?:unter|als) [„"“»]Cookies?[“"”«],? (?:verstehen|versteht|bezeichnen|bezeichnet|fassen|fasst)\b[^.;:]*\b(?:localStorage|sessionStorage|Browserspeicher)|\b(?:localStorage|sessionStorage|Browserspeicher)\b(?:(?!\bnicht\b)[^.;:])*\b(?:(?:gilt|gelten|zählt|zählen)\b(?:(?!\bnicht\b)[^.;:])*\b(?:als|zu den) Cookies?\b|(?:wird|werden)\b(?:(?!\bnicht\b)[^.;:])*\bals [„"“»]?Cookies?[“"”«]? (?:\p{L}+ )?(?:bezeichnet|behandelt|betrachtet|angesehen|eingestuft))/iu,
    },
    {
      language: 'fr',
      pattern:
        /[«"“][\s\u00a0\u202f]*cookies?[\s\u00a0\u202f]*[»"”] (?:couvre|désigne (?:aussi|également)|englobe|inclut|comprend)(?!\p{L})|\bpar[\s\u00a0\u202f]*[«"“][\s\u00a0\u202f]*cookies?[\s\u00a0\u202f]*[»"”],? (?:on entend|nous entendons|il faut entendre)\b[^.;:]*\b(?:localStorage|sessionStorage|stockage)\b|[«"“][\s\u00a0\u202f]*cookies?[\s\u00a0\u202f]*[»"”] désigne\b[^.;:]*\b(?:localStorage|sessionStorage|stockage)\b|\b(?:localStorage|sessionStorage|stockage (?:local )?(?:du|de votre) navigateur)\b[^.;:]*\b(?:(?:est|sont)(?: aussi| également)? (?:considérée?s?|assimilée?s?|qualifiée?s?|appelée?s?)(?: comme| à)?|compte(?:nt)? comme) (?:des |un )?cookies?\b/iu,
    },
    {
      language: 'es',
      pattern:
        /[«"“]cookies?[»"”] (?:abarca|incluye|comprende|designa también|se refiere también)\b|\bpor [«"“]cookies?[»"”],? (?:se entiende|entendemos)\b[^.;:]*\b(?:localStorage|almacenamiento)\b|\bhablamos de [«"“]cookies?[»"”],? nos referimos también\b|\b(?:localStorage|sessionStorage|almacenamiento (?:local )?(?:del|de tu|de su) navegador)\b[^.;:]*(?<!\bno )(?<!\p{L})(?:se consideran?|se denominan?|cuentan?(?: también)? como|(?:es|son) también)(?: también)?(?: como)? (?:una )?cookies?\b/iu,
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
        /\b(?:verwendet|nutzt|benutzt) (?:ausschließlich|nur|lediglich) (?:den |Ihren )?(?:Browserspeicher|localStorage)\b|\b(?:ausschließlich|nur) (?:den |Ihren |im |mit dem )?Browserspeicher\b(?! \p{L}+\b, was)/iu,
    },
    {
      language: 'fr',
      pattern:
        /\b(?:utilise|emploie) (?:uniquement|seulement|exclusivement) (?:le )?(?:stockage (?:local )?(?:du|de votre) navigateur|localStorage)\b|\bn[’'](?:utilise|emploie) que (?:le )?(?:stockage (?:local )?(?:du|de votre) navigateur|localStorage)\b|\b(?:uniquement|exclusivement) (?:le |au |du )?stockage (?:local )?(?:du|de votre) navigateur\b/iu,
    },
    {
      language: 'es',
      pattern:
        /(?<!\p{L})(?:(?:usa|utiliza|emplea) (?:solo|solamente|únicamente|exclusivamente)|(?:solo|solamente|únicamente|exclusivamente) (?:usa|utiliza|emplea)) (?:el )?(?:almacenamiento (?:local )?(?:del|de tu|de su) navegador|localStorage)\b|(?<!\p{L})(?:únicamente|exclusivamente) (?:el |del )?almacenamiento (?:local )?(?:del|de tu|de su) navegador\b/iu,
    },
  ],
};

const READS_A_COOKIE: Claim = {
  name: 'the site reads a cookie',
  patterns: [
    { language: 'en', pattern: /\breads\b[^.;]*\bcookies?\b/i },
    { language: 'it', pattern: /\blegg[eo]\b[^.;]*\bcookie\b/i },
    {
      language: 'de',
      pattern:
        /\b(?:liest|ausgelesen)\b(?:(?!\bkeine)[^.;])*\bCookies?\b|\bein(?:e[ms])? (?:\p{L}+ )?Cookie\b[^.;:]*\b(?:ausgelesen|gelesen|abgefragt)\b|\bgreift\b[^.;]*\bauf (?:ein|das) Cookie/iu,
    },
    {
      language: 'fr',
      pattern:
        /(?<!\by )\blit\b[^.;]*\bcookies?\b|\bcookies?\b[^.;:]*\b(?:est|sont) (?:\p{L}+ )?lus?\b|\bconsulte\b[^.;]*\bun cookie\b/iu,
    },
    {
      language: 'es',
      pattern:
        /\blee\b[^.;]*\bcookies?\b|\bconsulta\b[^.;]*\buna cookie\b|\bcookie\b[^.;:]*\b(?:la lee|se lee)\b/iu,
    },
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
          pattern:
            /\b(?:site|website|pages?)\b[^.;:]*\b(?:needs|requires) JavaScript\b|\bJavaScript is (?:needed|required)\b[^.;:]*\b(?:site|pages?)\b|\benable JavaScript\b/i,
        },
        {
          language: 'it',
          pattern:
            /\b(?:sito|pagin[ae])\b[^.;:]*\b(?:richied[eo]|serve|servono|necessita) JavaScript\b|\bJavaScript è (?:necessario|richiesto)\b[^.;:]*\b(?:sito|pagin[ae])\b|\battiva(?:re)? JavaScript\b/iu,
        },
        {
          language: 'de',
          pattern:
            /\b(?:Website|Webseite|Seite)\b[^.;:]*(?:\b(?:benötigt|braucht|erfordert|setzt) JavaScript\b|\bJavaScript (?:ist |wird )?(?:erforderlich|notwendig|nötig|benötigt|voraus)\b|\bJavaScript aktiviert\b)|\b(?:benötigt|braucht|erfordert) (?:diese|die) (?:Website|Webseite|Seite) JavaScript\b|\baktivieren Sie (?:bitte )?JavaScript\b/iu,
        },
        {
          language: 'fr',
          pattern:
            /\b(?:site|page)\b[^.;:]*?(?:\b(?:nécessite|requiert|exige|a besoin de) (?:l[’']activation de )?JavaScript\b|\bJavaScript (?:est (?:nécessaire|requis|indispensable)|doit être activé)|\bne fonctionne pas sans JavaScript\b)|\bJavaScript (?:est (?:nécessaire|requis|indispensable)|doit être activé)(?!\p{L})[^.;:]*\b(?:site|pages?)\b|\bactivez JavaScript\b|\bveuillez activer JavaScript\b/iu,
        },
        {
          language: 'es',
          pattern:
            /\b(?:sitio|página|web)\b[^.;:]*?(?:\b(?:necesita|requiere|exige) (?:tener )?JavaScript\b|\bJavaScript es (?:necesario|imprescindible|obligatorio)\b|\bno funciona sin JavaScript\b)|\bes (?:necesario|imprescindible) (?:activar |habilitar |tener )?JavaScript\b|\b(?:activa|habilita|active|habilite) JavaScript\b/iu,
        },
      ],
    },
    instead:
      'what does not work without it: path-mode pages are prerendered and read without script (docs/decisions/first-paint.md)',
  },
];

/** Every claim above, once: what a language needs patterns for. */
export const ALL_CLAIMS: readonly Claim[] = [
  ...new Set([
    ...CONTRADICTIONS.flatMap(({ claim, against }) => [claim, against]),
    ...KEY_CLAIMS.map(({ claim }) => claim),
  ]),
];
