import { describe, expect, it } from 'vitest';
import { ALL_CLAIMS, type Claim } from './policyClaimPatterns';

const claim = (name: string): Claim => {
  const found = ALL_CLAIMS.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no claim named ${name}`);
  return found;
};
/** The claims a sentence may make, by a short name. */
const BY_SHORT_NAME = {
  NO: claim('the site sets no cookies'),
  IS: claim('browser storage counts as cookies'),
  ONLY: claim('the site uses browser storage only'),
  READS: claim('the site reads a cookie'),
  JS: claim('the site needs JavaScript'),
};

/**
 * Sentences as a policy writer of each language might put them, and the one
 * claim each makes ('-': none; a kind of cookie denied, storage kept to what
 * the site needs, a comparison, a part of the page that needs script).
 */
const CASES: Record<string, [string, string][]> = {
  en: [
    ['NO', 'The site sets no cookies.'],
    ['IS', 'In this policy, “cookies” covers both.'],
    ['ONLY', 'This site uses browser storage only.'],
    ['READS', 'The site also reads a cookie named i18next.'],
    ['JS', 'This site needs JavaScript.'],
    ['-', 'The chart needs JavaScript; every page reads without it.'],
    ['-', 'The site uses no analytics cookies.'],
  ],
  it: [
    ['NO', 'Il sito non installa cookie.'],
    ['IS', 'In questa informativa il localStorage è considerato un cookie.'],
    ['ONLY', 'Il sito usa esclusivamente la memoria del browser.'],
    ['READS', 'Il sito legge anche un cookie di nome i18next.'],
    ['JS', 'Questo sito richiede JavaScript.'],
    ['-', 'Il grafico richiede JavaScript; ogni pagina si legge anche senza.'],
    ['-', 'Non usa cookie analitici né cookie di profilazione.'],
  ],
  de: [
    ['NO', 'Die Website setzt keine Cookies.'],
    ['NO', 'Diese Website kommt ohne Cookies aus.'],
    ['NO', 'Diese Website verzichtet vollständig auf Cookies.'],
    ['NO', 'Die Website setzt keine eigenen Cookies.'],
    ['NO', 'Es werden keine Cookies gesetzt.'],
    [
      '-',
      'Die Website verwendet keine Analyse- oder Profiling-Cookies und keine Cookies von Drittanbietern.',
    ],
    ['-', 'Die Website setzt keine Cookies zu Tracking- oder Werbezwecken.'],
    ['-', 'Die Website setzt keine Cookies zur Analyse Ihres Nutzungsverhaltens.'],
    ['-', 'Die Website setzt keine Cookies, die Ihr Verhalten verfolgen.'],
    ['-', 'Die Website setzt keine Cookies, für die eine Einwilligung erforderlich ist.'],
    ['-', 'Sie setzt keine Cookies außer technisch notwendigen.'],
    ['IS', 'Der Begriff „Cookies“ umfasst in dieser Richtlinie auch den Browserspeicher.'],
    ['IS', 'Der localStorage gilt in dieser Richtlinie ebenfalls als Cookie.'],
    ['IS', 'Der Browserspeicher wird in dieser Richtlinie ebenfalls als Cookie behandelt.'],
    ['IS', 'Der localStorage zählt in dieser Richtlinie zu den Cookies.'],
    ['IS', 'Unter „Cookies“ verstehen wir in dieser Richtlinie auch den Browserspeicher.'],
    ['IS', 'Der Browserspeicher wird im Folgenden ebenfalls als „Cookie“ bezeichnet.'],
    ['-', 'Als „Cookies“ bezeichnet man kleine Textdateien, die eine Website speichern lässt.'],
    ['-', 'Der localStorage wird – anders als Cookies – nicht mit Anfragen gesendet.'],
    ['-', 'Der Browserspeicher wird seltener gelöscht als Cookies.'],
    ['-', 'Der localStorage wird nicht als Cookie gesendet.'],
    ['-', 'Der Browserspeicher gilt nicht als Cookie.'],
    ['-', 'Für den Browserspeicher gelten dieselben Regeln wie für Cookies.'],
    ['ONLY', 'Diese Website verwendet ausschließlich den Browserspeicher, zu technischen Zwecken.'],
    ['ONLY', 'Die Website nutzt ausschließlich Ihren Browserspeicher.'],
    ['ONLY', 'Die Website nutzt statt Cookies nur den Browserspeicher.'],
    ['ONLY', 'Die Website nutzt ausschließlich den localStorage Ihres Browsers.'],
    ['-', 'Im Browserspeicher legt sie nur ab, was sie braucht.'],
    ['READS', 'Um die Sprache zu bestimmen, liest die Website außerdem ein Cookie namens i18next.'],
    ['READS', 'Zur Bestimmung der Sprache wird zudem ein Cookie namens i18next ausgelesen.'],
    ['READS', 'Die Website greift außerdem auf ein Cookie namens i18next zu.'],
    ['NO', 'Die Website liest die Spracheinstellung Ihres Browsers aus und setzt keine Cookies.'],
    ['JS', 'Diese Website benötigt JavaScript.'],
    ['JS', 'Für diese Website muss JavaScript aktiviert sein.'],
    ['JS', 'Bitte aktivieren Sie JavaScript, um diese Website zu nutzen.'],
    ['JS', 'Diese Website setzt JavaScript voraus.'],
    ['JS', 'Zur Nutzung dieser Website wird JavaScript benötigt.'],
    ['JS', 'Für diese Website ist JavaScript erforderlich.'],
    ['-', 'Das Diagramm benötigt JavaScript; alle Seiten sind aber auch ohne lesbar.'],
    [
      '-',
      'Für Filter und Diagramm ist JavaScript erforderlich; lesen können Sie jede Seite auch ohne.',
    ],
  ],
  fr: [
    ['NO', 'Le site ne dépose aucun cookie.'],
    ['NO', 'Nous n’utilisons aucun cookie.'],
    ['NO', 'Le site n’utilise pas de cookies.'],
    ['NO', 'Le site ne dépose ni cookie ni autre traceur.'],
    [
      '-',
      'Il n’utilise aucun cookie de mesure d’audience, aucun cookie de profilage ni aucun cookie tiers.',
    ],
    ['-', 'Il n’utilise aucun cookie d’analyse.'],
    ['-', 'Il n’utilise aucun cookie de tiers.'],
    ['-', 'Il ne dépose aucun cookie nécessitant votre consentement.'],
    ['-', 'Il ne dépose aucun cookie soumis à votre consentement.'],
    ['-', 'Il ne dépose aucun cookie non essentiel.'],
    ['-', 'Il ne dépose aucun cookie à des fins publicitaires.'],
    ['-', 'Il ne dépose aucun cookie autre que ceux strictement nécessaires.'],
    [
      'IS',
      'Dans cette politique, comme dans les recommandations de la CNIL, le terme « cookies » couvre les deux.',
    ],
    ['IS', 'Le localStorage est également considéré comme un cookie.'],
    ['IS', 'Par « cookies », on entend ici également le stockage du navigateur.'],
    [
      'IS',
      'Dans la présente politique, le terme « cookie » désigne l’ensemble des traceurs, y compris le localStorage.',
    ],
    [
      'IS',
      'Dans cette politique, le terme « cookies » désigne à la fois les cookies et le stockage du navigateur.',
    ],
    ['IS', 'Le stockage de votre navigateur est également considéré comme un cookie.'],
    ['-', 'Le localStorage n’est pas considéré comme un cookie.'],
    ['-', 'Les règles applicables aux cookies valent aussi pour le stockage du navigateur.'],
    ['-', 'Le terme « cookie » désigne un petit fichier texte enregistré par votre navigateur.'],
    ['ONLY', 'Ce site utilise uniquement le stockage du navigateur, à des fins techniques.'],
    ['ONLY', 'Ce site n’utilise que le stockage du navigateur.'],
    ['ONLY', 'Ce site n’utilise que le stockage de votre navigateur, à des fins techniques.'],
    ['ONLY', 'Ce site utilise uniquement le stockage de votre navigateur.'],
    ['ONLY', 'Ce site utilise uniquement le localStorage.'],
    ['-', 'Il conserve dans le stockage du navigateur uniquement ce qui lui est nécessaire.'],
    ['-', 'Il ne conserve dans le stockage de votre navigateur que ce dont il a besoin.'],
    ['READS', 'Pour choisir la langue, le site lit également un cookie nommé i18next.'],
    ['READS', 'Un cookie nommé i18next est également lu, s’il existe.'],
    ['READS', 'Le site consulte également un cookie nommé i18next.'],
    [
      '-',
      'Les règles visent toute information qu’un site enregistre sur votre appareil ou y lit : elles couvrent donc le stockage du navigateur comme les cookies.',
    ],
    ['JS', 'Ce site nécessite JavaScript.'],
    ['JS', 'Ce site ne fonctionne pas sans JavaScript.'],
    ['JS', 'Veuillez activer JavaScript pour afficher ce site.'],
    ['JS', 'JavaScript doit être activé pour consulter ce site.'],
    ['JS', 'Ce site nécessite l’activation de JavaScript.'],
    ['-', 'Le graphique nécessite JavaScript ; toutes les pages restent lisibles sans.'],
    [
      '-',
      'Sans JavaScript, vous pouvez lire chaque page en entier, sans filtres ni boutons de pagination ; le sélecteur de thème, le graphique et le bouton du bandeau d’information sur les cookies ne fonctionnent pas.',
    ],
  ],
  es: [
    ['NO', 'El sitio no instala cookies.'],
    ['NO', 'No utilizamos cookies.'],
    ['NO', 'Este sitio no utiliza ningún tipo de cookie.'],
    ['NO', 'En este sitio no se instalan cookies.'],
    ['NO', 'No se utilizan cookies en este sitio web.'],
    ['NO', 'El sitio no hace uso de cookies.'],
    ['NO', 'Este sitio no usa cookies propias ni de terceros.'],
    [
      'NO',
      'Esta es la lista completa de lo que el sitio guarda en tu dispositivo: tres elementos de localStorage y ninguna cookie.',
    ],
    ['-', 'No utiliza cookies analíticas ni cookies de elaboración de perfiles.'],
    ['-', 'No utiliza cookies de análisis.'],
    ['-', 'No utiliza cookies de marketing.'],
    ['-', 'No utiliza cookies de rastreo.'],
    ['-', 'No instala cookies que requieran tu consentimiento.'],
    ['-', 'No instala cookies no necesarias.'],
    ['-', 'No instala ninguna cookie de análisis.'],
    ['-', 'No instala cookies salvo las estrictamente necesarias.'],
    ['IS', 'En esta política, como en la guía de la AEPD, el término «cookies» abarca ambos.'],
    ['IS', 'El almacenamiento del navegador se considera también una cookie.'],
    ['IS', 'El almacenamiento de tu navegador se considera también una cookie.'],
    ['IS', 'Por «cookies» entendemos también el almacenamiento del navegador.'],
    [
      'IS',
      'Cuando en esta política hablamos de «cookies», nos referimos también al almacenamiento del navegador.',
    ],
    ['IS', 'El localStorage también se considera una cookie a efectos de esta política.'],
    ['-', 'Los elementos de localStorage no son cookies.'],
    ['-', 'El localStorage funciona de forma parecida, pero no es una cookie.'],
    ['-', 'Las normas sobre cookies se aplican también al almacenamiento del navegador.'],
    ['ONLY', 'Este sitio utiliza únicamente el almacenamiento del navegador, con fines técnicos.'],
    ['ONLY', 'Este sitio solo utiliza el almacenamiento del navegador.'],
    ['ONLY', 'Este sitio utiliza únicamente el almacenamiento de tu navegador.'],
    ['ONLY', 'Este sitio utiliza exclusivamente localStorage.'],
    ['-', 'En el almacenamiento del navegador guarda solo lo necesario.'],
    ['READS', 'Para elegir el idioma, el sitio lee también una cookie llamada i18next.'],
    ['READS', 'El sitio consulta también una cookie llamada i18next, si existe.'],
    ['READS', 'Si existe una cookie llamada i18next, el sitio también la lee.'],
    ['JS', 'Este sitio necesita JavaScript.'],
    ['JS', 'Es necesario JavaScript para usar este sitio.'],
    ['JS', 'Para usar este sitio es necesario activar JavaScript.'],
    ['JS', 'Activa JavaScript para ver este sitio.'],
    ['JS', 'Este sitio no funciona sin JavaScript.'],
    ['JS', 'Este sitio requiere tener JavaScript activado.'],
    ['-', 'El gráfico necesita JavaScript; las páginas se pueden leer sin él.'],
    [
      '-',
      'Sin JavaScript puedes leer todas las páginas completas, aunque sin filtros ni botones para pasar de página; el cambio de tema, el gráfico y el botón del aviso de cookies no funcionan.',
    ],
  ],
};

describe('the policy claims’ patterns', () => {
  const rows = Object.entries(CASES).flatMap(([language, sentences]) =>
    sentences.map(([expected, sentence]) => ({ language, expected, sentence })),
  );
  it.each(rows)('$language: $expected ← $sentence', ({ language, expected, sentence }) => {
    const made = Object.entries(BY_SHORT_NAME)
      .filter(([, { patterns }]) =>
        patterns.some((pattern) => pattern.language === language && pattern.pattern.test(sentence)),
      )
      .map(([short]) => short);
    expect(made).toEqual(expected === '-' ? [] : [expected]);
  });
});
