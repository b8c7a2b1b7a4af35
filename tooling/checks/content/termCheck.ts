import { displayedText, flattenKeys, type LocaleFile } from '../../lib/translationKeys';

/**
 * The words chosen for the site's copy (docs/decisions/copy-and-terms.md), kept
 * by the content check: a text that uses a word set aside is reported with its
 * file, key and the word to use instead, so the choices survive the next edit.
 */
export interface TermRule {
  /** A language code, or '*' for every language. */
  language: string;
  pattern: RegExp;
  instead: string;
  /**
   * Read the text as written, its placeholders kept (`{{authority}}`), for a rule about the
   * words around one; otherwise as displayed (`displayedText`).
   */
  asWritten?: boolean;
}

/**
 * The placeholders whose values the template knows in French, none opening with a vowel
 * that takes an elision: the regime's names, figures, dates, page numbers. Any other
 * (a name, a company, an authority) may begin with one.
 */
const FRENCH_KNOWN_OPENINGS = [
  'gdpr', 'gdprName', 'outsideArea', 'year', 'month', 'count', 'page', 'total', 'size',
  'score', 'max', 'share', 'start', 'first', 'last', 'final', 'languageCodes',
  // A cited statute: one opening on a vowel takes the elided words (src/lib/citation.ts).
  'statute',
]; // prettier-ignore

export const TERM_RULES: readonly TermRule[] = [
  {
    language: 'it',
    pattern: /\barchitett[oaie]\b/i,
    instead:
      'an English job title ("Technical Architect", "Software Architect"): "architetto" is a protected title in Italy',
  },
  {
    language: 'it',
    pattern: /\bingegner[ei]\b/i,
    instead:
      'an English job title ("Software Engineer", "Test Engineer"): "ingegnere" is a protected title in Italy',
  },
  {
    language: 'it',
    pattern: /memorizzazione|memorizzat[oaie] nel browser|dati memorizzati/i,
    instead: '"memoria del browser", the one name for browser storage',
  },
  {
    language: 'it',
    pattern: /\bmemorizzat[oaie] in\b/i,
    instead: '"salvato in": the prose says the site "salva"',
  },
  {
    language: 'it',
    pattern: /\bbanner\b(?! in fondo alla pagina)/i,
    instead:
      '"avviso" or "avviso sui cookie", the one name for the banner (introduced once as "il banner in fondo alla pagina")',
  },
  {
    language: 'it',
    pattern: /\bla tua scelta\b|\bscelta fatta nel\b/i,
    instead: '"presa visione (dell’avviso)", what the cookie notice records',
  },
  { language: 'it', pattern: /\bcumulativ[oaie]\b/i, instead: '"cumulato"' },
  { language: 'it', pattern: /[«»]/, instead: 'the quotation marks “ ”' },
  {
    language: 'it',
    pattern: /\bmodul[oi] di contatto\b/i,
    instead: 'nothing: the site has no form',
  },
  { language: 'en', pattern: /\blearnt\b/i, instead: '"learned"' },
  {
    language: 'en',
    pattern: /\bbanner\b(?! at the bottom of the page)/i,
    instead:
      '"notice" or "cookie notice", the one name for the banner (introduced once as "the banner at the bottom of the page")',
  },
  {
    language: 'en',
    pattern: /\byour choice\b/i,
    instead: '"acknowledgement (of the cookie notice)", what the cookie notice records',
  },
  { language: 'en', pattern: /\bcontact form\b/i, instead: 'nothing: the site has no form' },
  {
    language: 'en',
    pattern: /(^|[\s(])'[^']+'(?=[\s.,;:)]|$)/,
    instead: 'the quotation marks “ ”',
  },
  {
    language: '*',
    pattern: /\S*'\S*/,
    instead:
      'the typographic apostrophe ’ (a straight one belongs only in keys, placeholders and markup)',
  },
  {
    language: 'it',
    pattern: /\bpreferenze che scegli\b|\bscelte che fai sul sito\b/i,
    instead:
      'what is stored, one by one ("la lingua del sito", "il tema che scegli"): the language is stored with no choice made (src/i18n/detector.ts)',
  },
  {
    language: 'en',
    pattern: /\bpreferences (?:that )?you choose\b|\bchoices you make on the site\b/i,
    instead:
      'what is stored, one by one ("the language of the site", "the theme you choose"): the language is stored with no choice made (src/i18n/detector.ts)',
  },
  {
    language: 'it',
    pattern: /\brilevata dal browser\b/i,
    instead:
      '"ricavata dalle impostazioni del browser": the site finds the language, not the browser',
  },
  {
    language: 'it',
    pattern: /\blog del server\b[^.;]*\bper inviare\b/i,
    instead:
      '"a fini tecnici e di sicurezza": the host keeps its logs for that, not to send the pages',
  },
  {
    language: 'en',
    pattern: /\bserver logs\b[^.;]*\bto deliver\b/i,
    instead:
      '"for technical and security purposes": the host keeps its logs for that, not to deliver the pages',
  },
  { language: 'it', pattern: /\bhosting che ospita\b/i, instead: '"fornitore di hosting" alone' },
  {
    language: 'es',
    pattern: /\bcurrículum vítae\b/iu,
    instead:
      '«currículum»: the Latin phrase is «curriculum vitae», in italics and without accents (Ortografía 2010), which a PDF’s metadata cannot show',
  },
  { language: 'es', pattern: /\bportfolio\b/i, instead: '«porfolio», the DLE’s form (Fundéu)' },
  {
    language: 'es',
    pattern: /\ben los casos y con las condiciones\b/i,
    instead: '«en los casos y en las condiciones», the set phrase',
  },
  {
    // "Any question": Spanish asks «alguna» in a condition; «cualquier» there reads as English.
    language: 'es',
    pattern: /\bsi (?:tienes|tiene|tenéis) cualquier (?:pregunta|duda|consulta)\b/i,
    instead: '«si tienes alguna pregunta»: «cualquier» after «si» is a calque of "any"',
  },
  {
    language: 'it',
    pattern: /\bannullare la presa visione\b/i,
    instead: '"far ricomparire l’avviso": what has been read cannot be unread',
  },
  {
    language: 'en',
    pattern: /\bundo your acknowledgement\b/i,
    instead: '"bring the notice back": what has been read cannot be unread',
  },
  {
    language: 'fr',
    asWritten: true,
    pattern: new RegExp(
      `(?<!\\p{L})(?:de|que|le|la|ce|je|me|te|se|ne|jusque|lorsque|puisque) (?:<[^>]+>)?\\{\\{(?!(?:${FRENCH_KNOWN_OPENINGS.join('|')})\\}\\})\\w+\\}\\}`,
      'iu',
    ),
    instead:
      'a sentence with no « de », « que », « le »… before the placeholder, whose value may open with a vowel (« de Anne » for « d’Anne »): « par {{name}} », or the name first',
  },
  { language: 'fr', pattern: /\bvisite suivante\b/i, instead: '« votre prochaine visite »' },
  {
    language: 'fr',
    pattern: /\bdans le vocabulaire d[ue]\b/i,
    instead: '« au sens du … », the set legal phrase',
  },
  {
    language: 'fr',
    pattern: /\b(?:celle|celui|ceux|celles) compétente?s?\b/i,
    instead: '« celle qui est compétente »: « celle » takes a relative clause, not an adjective',
  },
  {
    language: 'fr',
    pattern: /\bchoisie?s? par vous\b/i,
    instead: '« que vous avez choisie »: the passive « par vous » is stiff',
  },
  {
    language: 'fr',
    pattern: /\bd’information sur les cookies vous en informe\b/i,
    instead: '« vous le signale »: « information … informe » echoes',
  },
  {
    language: 'fr',
    pattern: /\(partiel(?:le)?\)/i,
    instead: '« (en cours) »: the year is still running, and « partiel » agrees with no noun',
  },
  {
    language: 'fr',
    pattern: /\bTVA intracommunautaire\b/i,
    instead: '« numéro d’identification à la TVA », which a Swiss number (CHE-… TVA) fits too',
  },
  // German, after copy review 5 (DT-4 to DT-6, DT-8, DU-1 to DU-3, DP-2, DW-6).
  {
    language: 'de',
    pattern: /\b[Dd]iese[mnrs]? Richtlinie\b/,
    instead: '„diese Cookie-Richtlinie“: in legal German a bare „Richtlinie“ is an EU directive',
  },
  {
    language: 'de',
    pattern: /\bKenntnisnahme\b[^.;]*\bzu merken\b|\bmerkt sich\b[^.;]*\bKenntnisnahme\b/,
    instead:
      'a verb that takes the Kenntnisnahme („festhalten“, „speichern“): one does not „sich eine Kenntnisnahme merken“',
  },
  {
    language: 'de',
    pattern: /\bkomplexen Anfragen\b|\b(?:beantwortet|bearbeitet) Ihre Anfragen\b/,
    instead:
      '„Antrag“ for what a visitor asks of the controller, as Art. 12 DSGVO says: „Anfrage“ is what the browser sends',
  },
  {
    language: 'de',
    pattern: /\bgesetzliche[n]? Pflichten\b/,
    instead: '„rechtliche Verpflichtungen“, the words of Art. 6 Abs. 1 lit. c DSGVO',
  },
  {
    language: 'de',
    pattern: /\(die „[^“]*“\)/,
    instead: '„(im Folgenden „…“)“, how German legal texts define a term',
  },
  {
    language: 'de',
    pattern: /\bFrühere Wertentwicklungen\b/,
    instead:
      'MiFID’s fixed sentence „Die frühere Wertentwicklung ist kein verlässlicher Indikator für künftige Ergebnisse“ (Art. 44 Abs. 4 lit. e Delegierte Verordnung (EU) 2017/565)',
  },
  {
    language: 'de',
    pattern: /\bzuständigen \(/,
    instead:
      'the noun after „zuständigen“ („die für den Verantwortlichen zuständige Aufsichtsbehörde“): the name in brackets is not it',
  },
  {
    language: 'de',
    pattern: /akzeptier/i,
    instead:
      '„bestätigen“ or „zur Kenntnis nehmen“: the notice asks no consent, so nothing is accepted',
  },
  // English, after the native reading (native-en). Lower case only: a provider's own title
  // ("GitHub's Data Protection Agreement") stays the owner's to quote.
  {
    language: 'en',
    pattern: /\b(?:violat|breach|infring)\w*\b[^.;]*\bpersonality\b(?! rights)/i,
    instead:
      '"personality rights": the FADP’s English (Fedlex, Art. 30–32: “breach of personality rights”) for „Persönlichkeit“; a personality is not violated',
  },
  {
    language: 'en',
    pattern: /\bdata protection agreement\b/,
    instead:
      '"data processing agreement", the one name for the host’s Article 28 contract (the transfer paragraph names it so)',
  },
  {
    language: 'en',
    pattern: /\bprivacy statement\b/,
    instead: '"privacy policy", the one name the policies give a provider’s own policy',
  },
];

/**
 * How the template's own sentences speak of the owner: so that they read right for any owner,
 * in every language (Italian has gender), none says "he" or "she". Only the template's strings
 * are held to these: an owner's own texts (a testimonial's quote) may well say "lui".
 */
export const OWNER_NEUTRAL_RULES: readonly TermRule[] = [
  {
    language: 'it',
    pattern: /\b(?:lui|lei|egli|ella)\b/i,
    instead:
      'a sentence that needs no pronoun for the owner ("Che cosa dice chi ha lavorato con {{name}}"): the template cannot know the owner’s gender',
  },
  {
    language: 'en',
    pattern: /\b(?:he|she|his|hers|him)\b/i,
    instead:
      'the owner’s name or the first person ("What people who have worked with {{name}} say"): the template cannot know the owner’s pronouns',
  },
  {
    // The law's noun stays (“il titolare”); an article, or “il cui”, joining it to the owner's
    // name agrees with the owner's gender, and so does “autore” on the CV.
    language: 'it',
    asWritten: true,
    pattern:
      /\b(?:il|la) titolare\b[^.;:]* è \{\{ownerName\}\}|\b(?:il|la) cui titolare\b[^.;:]*\{\{ownerName\}\}|\{\{ownerName\}\},? (?:è )?(?:il|la) titolare\b|\b(?:autore|autrice)\b/i,
    instead:
      'the role without an article (“Titolare del trattamento è {{ownerName}}”, “di cui {{ownerName}} è titolare del trattamento”) or a word with no gender (“Corsi online pubblicati”): the template cannot know the owner’s gender',
  },
  {
    // Italian “gli” and “lo” name things as often as people: only in “chi gli scrive” and the like.
    language: 'it',
    pattern: /\bchi (?:gli|le|lo|la) (?:scrive|contatta|scrivono|contattano)\b/i,
    instead:
      '“chi scrive”: a pronoun back at the owner (“il titolare”) would have to know the owner’s gender',
  },
  {
    // The law's noun stays («el responsable del tratamiento»); its article, or «cuyo», before
    // the owner's name agrees with the owner's gender.
    language: 'es',
    asWritten: true,
    pattern:
      /\b(?:el|la) responsable\b[^.;:]*\bes \{\{ownerName\}\}|\bcuy[oa] responsable\b[^.;:]*\{\{ownerName\}\}|\{\{ownerName\}\},? (?:es )?(?:el|la) responsable\b/i,
    instead:
      'the role without an article («Responsable del tratamiento: {{ownerName}}», «del que {{ownerName}} es responsable del tratamiento»): the template cannot know the owner’s gender',
  },
  {
    // French « il » and « elle » name things as often as people: only after the owner's role.
    language: 'fr',
    pattern:
      /\bresponsable du traitement\b[^.;]*?(?<!\p{L})(?:celui-ci|celle-ci|ce dernier|cette dernière|(?:avec|pour|par|chez|sans|envers|contre) lui|(?:il|elle)(?! (?:existe|y a|faut|s’agit)\b))(?!\p{L})/iu,
    instead:
      'a sentence with no pronoun back at « le responsable du traitement » (« vous lui communiquez », « sauf à démontrer »): the template cannot know the owner’s gender',
  },
  {
    // The GDPR's noun stays („der Verantwortliche“, as Art. 4 Nr. 7 names the role), but no
    // „er“ or „sein“ follows it back to the owner (a provider's „seine“ is not its subject).
    language: 'de',
    pattern:
      /\b[Dd]er Verantwortliche\b[^.;:]*?(?<!\p{L})(?:er|ihm|ihn|sein(?:e[mnrs]?)?)(?!\p{L})/u,
    instead:
      'a sentence with no pronoun back at „der Verantwortliche“ („Ihre Daten werden dann nicht mehr verarbeitet, es sei denn, der Verantwortliche kann …“, „über den Hosting-Anbieter der Website“): the template cannot know the owner’s gender',
  },
];

/** A text as written, without its markup tags and addresses: its placeholders kept. */
function writtenText(text: string): string {
  return text.replace(/<[^>]*>|https?:\/\/\S+/g, '');
}

/** Every text of a translation file with its dotted key; a list's items as key.1, key.2… */
export function texts(content: unknown): [string, string][] {
  return [...flattenKeys(content)].flatMap(([key, value]): [string, string][] => {
    if (typeof value === 'string') return [[key, value]];
    if (Array.isArray(value)) {
      return value.flatMap((item: unknown, index): [string, string][] =>
        typeof item === 'string' ? [[`${key}.${index + 1}`, item]] : [],
      );
    }
    return [];
  });
}

/** One text, where it is (file and key, or file, entry and field) and its language. */
export interface PlacedText {
  where: string;
  language: string;
  text: string;
}

/**
 * One message per word set aside in a text as displayed (see `displayedText`), or as
 * written where the rule says so, naming the file, the key and what to write instead.
 */
export function checkPlacedTexts(
  items: readonly PlacedText[],
  rules: readonly TermRule[] = TERM_RULES,
): string[] {
  return items.flatMap(({ where, language, text }) =>
    rules
      .filter((rule) => rule.language === '*' || rule.language === language)
      .flatMap((rule) => {
        const read = rule.asWritten ? writtenText(text) : displayedText(text);
        const found = rule.pattern.exec(read)?.[0]?.trim();
        return found ? [`${where} says "${found}"; write ${rule.instead}`] : [];
      }),
  );
}

/** The same for translation files, naming the file and the key. */
export function checkTerms(
  files: readonly LocaleFile[],
  rules: readonly TermRule[] = TERM_RULES,
): string[] {
  return checkPlacedTexts(
    files.flatMap((file) =>
      texts(file.content).map(([key, text]) => ({
        where: `${file.path}: key "${key}"`,
        language: file.language,
        text,
      })),
    ),
    rules,
  );
}
