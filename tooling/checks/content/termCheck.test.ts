import { describe, expect, it } from 'vitest';
import { templateStringFiles, templateStrings } from '../../owner/read/strings';
import { checkTerms, OWNER_NEUTRAL_RULES, TERM_RULES } from './termCheck';

describe('the term check', () => {
  it('finds no word set aside in the site’s translations', () => {
    expect(checkTerms(templateStringFiles(templateStrings()))).toEqual([]);
  });

  it('names the file, the key, the word and what to write instead', () => {
    const italian = {
      path: 'src/locales/it/common.json',
      language: 'it',
      content: {
        about: { intro: 'Sono un architetto front-end' },
        topics: ['Team', 'Il rendimento cumulativo'],
      },
    };
    expect(checkTerms([italian])).toEqual([
      'src/locales/it/common.json: key "about.intro" says "architetto"; write an English job title ("Technical Architect", "Software Architect"): "architetto" is a protected title in Italy',
      'src/locales/it/common.json: key "topics.2" says "cumulativo"; write "cumulato"',
    ]);
  });

  it('applies each rule to its own language only', () => {
    const english = {
      path: 'src/locales/en/common.json',
      language: 'en',
      content: { a: 'cumulativo' },
    };
    expect(checkTerms([english])).toEqual([]);
    const quote = {
      path: 'src/locales/en/x.json',
      language: 'en',
      content: { a: "what counts as a 'read'." },
    };
    expect(checkTerms([quote])).toEqual([
      `src/locales/en/x.json: key "a" says "'read'"; write the quotation marks “ ”`,
      `src/locales/en/x.json: key "a" says "'read'."; write the typographic apostrophe ’ (a straight one belongs only in keys, placeholders and markup)`,
    ]);
  });

  it('fails a straight apostrophe in the displayed text of any language, not in placeholders or markup', () => {
    const apostrophe =
      'write the typographic apostrophe ’ (a straight one belongs only in keys, placeholders and markup)';
    const italian = {
      path: 'src/locales/it/legal.json',
      language: 'it',
      content: {
        "key's": 'la presa visione dell’avviso',
        p1: "Leggi l'<strong>informativa</strong>",
        p2: "Vedi {{owner's}} <privacy's>privacy policy</privacy's>",
      },
    };
    const english = {
      path: 'src/locales/en/testimonials.json',
      language: 'en',
      content: { profile_link: "View {{name}}'s profile", alt: 'View {{name}}’s profile' },
    };
    expect(checkTerms([italian, english])).toEqual([
      `src/locales/it/legal.json: key "p1" says "l'informativa"; ${apostrophe}`,
      `src/locales/en/testimonials.json: key "profile_link" says "'s"; ${apostrophe}`,
    ]);
  });

  it('keeps one name per thing', () => {
    const italian = {
      path: 'src/locales/it/x.json',
      language: 'it',
      content: {
        intro: 'un avviso sui cookie (il banner in fondo alla pagina)',
        again: 'e il banner non viene più mostrato',
      },
    };
    const english = {
      path: 'src/locales/en/x.json',
      language: 'en',
      content: {
        intro: 'a cookie notice (the banner at the bottom of the page)',
        choice: 'You can change your choice',
        form: 'Write to me through the contact form',
      },
    };
    expect(checkTerms([italian, english]).map((message) => message.split(';')[0])).toEqual([
      'src/locales/it/x.json: key "again" says "banner"',
      'src/locales/en/x.json: key "choice" says "your choice"',
      'src/locales/en/x.json: key "form" says "contact form"',
    ]);
  });
});

describe('the term check after the fifth Spanish copy review', () => {
  const spanish = (content: Record<string, string>) => ({
    path: 'src/locales/es/x.json',
    language: 'es',
    content,
  });

  it('fails the words it corrected, as they stood', () => {
    const file = spanish({
      title: '{{name}} – Currículum vítae',
      nav: 'Portfolio',
      rights: 'En los casos y con las condiciones que establecen los artículos 15 a 22',
    });
    expect(checkTerms([file]).map((message) => message.split(';')[0])).toEqual([
      'src/locales/es/x.json: key "title" says "Currículum vítae"',
      'src/locales/es/x.json: key "nav" says "Portfolio"',
      'src/locales/es/x.json: key "rights" says "En los casos y con las condiciones"',
    ]);
  });

  it('lets the corrected words pass, and an address that holds one', () => {
    const file = spanish({
      title: '{{name}} – Currículum',
      nav: 'Porfolio',
      rights: 'En los casos y en las condiciones que establecen los artículos 15 a 22',
      more: 'Consulta https://example.org/portfolio/ o cumple con las condiciones del servicio',
    });
    expect(checkTerms([file])).toEqual([]);
  });

  it('fails «cualquier» after «si» (a native reading), and lets «alguna» and a plain «cualquier» pass', () => {
    const wrong = spanish({ rights: 'Si tienes cualquier pregunta sobre esta política, escribe' });
    expect(checkTerms([wrong]).map((message) => message.split(';')[0])).toEqual([
      'src/locales/es/x.json: key "rights" says "Si tienes cualquier pregunta"',
    ]);
    const right = spanish({
      rights: 'Si tienes alguna pregunta sobre esta política, escribe',
      replies: 'responder a tus mensajes y atender cualquier solicitud que envíes',
    });
    expect(checkTerms([right])).toEqual([]);
  });

  it('fails the role with an article, or «cuyo», before the owner’s name, and lets the label pass', () => {
    const file = spanish({
      controller: 'El responsable del tratamiento es {{ownerName}}, con quien puedes contactar:',
      cookie: 'publicado en {{siteUrl}}, cuyo responsable del tratamiento es {{ownerName}}, y',
      named: '{{ownerName}}, la responsable del sitio, contesta',
    });
    expect(checkTerms([file], OWNER_NEUTRAL_RULES).map((message) => message.split(';')[0])).toEqual(
      [
        'src/locales/es/x.json: key "controller" says "El responsable del tratamiento es {{ownerName}}"',
        'src/locales/es/x.json: key "cookie" says "cuyo responsable del tratamiento es {{ownerName}}"',
        'src/locales/es/x.json: key "named" says "{{ownerName}}, la responsable"',
      ],
    );
    const neutral = spanish({
      controller: 'Responsable del tratamiento: {{ownerName}}. Datos de contacto:',
      cookie: 'publicado en {{siteUrl}}, del que {{ownerName}} es responsable del tratamiento, y',
      law: 'es el responsable del sitio quien decide mostrar estas imágenes',
    });
    expect(checkTerms([neutral], OWNER_NEUTRAL_RULES)).toEqual([]);
  });
});

describe('the owner-neutral Italian', () => {
  const italian = (content: Record<string, string>) => ({
    path: 'src/locales/it/x.json',
    language: 'it',
    content,
  });

  it('fails the role with an article, or “il cui”, beside the owner’s name, “autore” and “chi gli scrive”', () => {
    const file = italian({
      controller: 'Il titolare del trattamento è {{ownerName}}, che puoi contattare:',
      cookie:
        'pubblicato all’indirizzo {{siteUrl}}, il cui titolare del trattamento è {{ownerName}}, e',
      named: '{{ownerName}}, la titolare del sito, risponde',
      courses: 'Corsi online (autore)',
      messages: 'il legittimo interesse del titolare a rispondere a chi gli scrive',
    });
    expect(checkTerms([file], OWNER_NEUTRAL_RULES).map((message) => message.split(';')[0])).toEqual(
      [
        'src/locales/it/x.json: key "controller" says "Il titolare del trattamento è {{ownerName}}"',
        'src/locales/it/x.json: key "cookie" says "il cui titolare del trattamento è {{ownerName}}"',
        'src/locales/it/x.json: key "named" says "{{ownerName}}, la titolare"',
        'src/locales/it/x.json: key "courses" says "autore"',
        'src/locales/it/x.json: key "messages" says "chi gli scrive"',
      ],
    );
  });

  it('lets the role without an article pass, and the role on its own', () => {
    const neutral = italian({
      controller: 'Titolare del trattamento è {{ownerName}}, che puoi contattare:',
      cookie:
        'pubblicato all’indirizzo {{siteUrl}}, di cui {{ownerName}} è titolare del trattamento, e',
      law: 'È però il titolare del sito a scegliere di mostrare queste immagini',
      courses: 'Corsi online pubblicati',
      messages: 'il legittimo interesse del titolare a rispondere a chi scrive',
    });
    expect(checkTerms([neutral], OWNER_NEUTRAL_RULES)).toEqual([]);
  });
});

describe('the term check after the third copy review', () => {
  const legal = (language: string, content: Record<string, string>) => ({
    path: `src/locales/${language}/legal.json`,
    language,
    content,
  });

  it('fails the sentences it corrected, as they stood', () => {
    const italian = legal('it', {
      purposes: 'ricordare le preferenze che scegli sul sito, cioè la lingua',
      basis: 'a ricordare le scelte che fai sul sito',
      row: 'Ricorda la lingua del sito, scelta da te o rilevata dal browser.',
      hosting:
        'che conserva i file del sito e i log del server, per inviare le pagine al tuo browser',
      data: 'Il fornitore di hosting che ospita il sito registra questi dati.',
      consent: 'Puoi annullare la presa visione in qualsiasi momento.',
    });
    const english = legal('en', {
      purposes: 'remember the preferences you choose on the site',
      basis: 'in remembering the choices you make on the site',
      hosting: 'which keeps its server logs, in order to deliver the pages',
      consent: 'You can undo your acknowledgement at any time.',
    });
    expect(checkTerms([italian, english]).map((message) => message.split(';')[0])).toEqual([
      'src/locales/it/legal.json: key "purposes" says "preferenze che scegli"',
      'src/locales/it/legal.json: key "basis" says "scelte che fai sul sito"',
      'src/locales/it/legal.json: key "row" says "rilevata dal browser"',
      'src/locales/it/legal.json: key "hosting" says "log del server, per inviare"',
      'src/locales/it/legal.json: key "data" says "hosting che ospita"',
      'src/locales/it/legal.json: key "consent" says "annullare la presa visione"',
      'src/locales/en/legal.json: key "purposes" says "preferences you choose"',
      'src/locales/en/legal.json: key "basis" says "choices you make on the site"',
      'src/locales/en/legal.json: key "hosting" says "server logs, in order to deliver"',
      'src/locales/en/legal.json: key "consent" says "undo your acknowledgement"',
    ]);
  });

  it('lets the corrected sentences pass', () => {
    const italian = legal('it', {
      hosting:
        'che conserva i file del sito e li invia al tuo browser, e registra le richieste nei log del server a fini tecnici e di sicurezza',
      retention: 'I dati di navigazione restano nei log del server solo per il tempo necessario',
    });
    const english = legal('en', {
      purposes: 'remember the language of the site, the theme you choose',
      hosting:
        'which stores the site’s files and sends them to your browser, and records requests in its server logs for technical and security purposes',
    });
    expect(checkTerms([italian, english])).toEqual([]);
  });
});

describe('the French checks after the fifth copy review', () => {
  const french = (content: Record<string, string>) => ({
    path: 'src/locales/fr/legal.json',
    language: 'fr',
    content,
  });
  const found = (content: Record<string, string>, rules = TERM_RULES) =>
    checkTerms([french(content)], rules).map((message) => message.split('; write')[0]);

  it('fails a pronoun back at the controller, as the sentences stood', () => {
    expect(
      found(
        {
          // FU-2, FU-3 and the same rule elsewhere.
          data: 'Si vous écrivez au responsable du traitement, par exemple à l’adresse indiquée ci-dessus, celui-ci reçoit votre adresse',
          joint:
            'C’est toutefois le responsable du traitement du site qui choisit d’afficher ces images : pour cette seule étape, il est responsable conjoint du traitement avec chaque prestataire',
          processor:
            'pour le compte du responsable du traitement, en qualité de sous-traitant lié à celui-ci par un accord',
          objection:
            'Le responsable du traitement ne traite alors plus vos données, à moins qu’il ne démontre des motifs légitimes',
        },
        OWNER_NEUTRAL_RULES,
      ),
    ).toEqual([
      'src/locales/fr/legal.json: key "data" says "responsable du traitement, par exemple à l’adresse indiquée ci-dessus, celui-ci"',
      'src/locales/fr/legal.json: key "joint" says "responsable du traitement du site qui choisit d’afficher ces images : pour cette seule étape, il"',
      'src/locales/fr/legal.json: key "processor" says "responsable du traitement, en qualité de sous-traitant lié à celui-ci"',
      'src/locales/fr/legal.json: key "objection" says "responsable du traitement ne traite alors plus vos données, à moins qu’il"',
    ]);
  });

  it('lets the controller be written to, a pronoun for something else, and an impersonal « il »', () => {
    expect(
      found(
        {
          data: 'Si vous écrivez au responsable du traitement, vous lui communiquez votre adresse électronique.',
          replies:
            'l’intérêt légitime du responsable du traitement à répondre aux personnes qui lui écrivent',
          objection:
            'Le responsable du traitement ne traite alors plus vos données, sauf à démontrer l’existence de motifs légitimes, ou s’il existe une obligation légale.',
          host: 'L’hébergeur traite ces données pour le compte du responsable du traitement. Il y répond au moyen de serveurs.',
        },
        OWNER_NEUTRAL_RULES,
      ),
    ).toEqual([]);
  });

  it('fails « de » or « que » before a placeholder whose value may open with a vowel', () => {
    expect(
      found({
        seo: 'L’évolution des investissements de {{name}} : rendements',
        retention: 'selon ce que décrit la politique de confidentialité de {{hostingCompany}}',
        authority: 'la page de <authority>{{authority}}</authority>',
      }),
    ).toEqual([
      'src/locales/fr/legal.json: key "seo" says "de {{name}}"',
      'src/locales/fr/legal.json: key "retention" says "de {{hostingCompany}}"',
      'src/locales/fr/legal.json: key "authority" says "de {{authority}}"',
    ]);
    // By, to, at: no elision. The regime and the figures are the template's own.
    expect(
      found({
        seo: 'Rendements mensuels et annuels des investissements réalisés par {{name}}.',
        retention: 'selon ce qu’indique {{hostingCompany}} dans sa politique de confidentialité',
        rights: 'les droits que vous confère le {{gdpr}}, écrivez à {{ownerName}}',
        figures: 'Rendement cumulé depuis {{start}}, entre {{first}} et {{last}} : {{final}}',
      }),
    ).toEqual([]);
  });

  it('fails the calques and words the review corrected, and lets their corrections pass', () => {
    expect(
      found({
        next: 'le bandeau réapparaît lors de votre visite suivante.',
        sense: 'dans le vocabulaire du {{gdpr}}, vous êtes la « personne concernée ».',
        authority: 'par exemple celle compétente pour le responsable du traitement',
        chosen: 'la langue du site, choisie par vous ou à défaut déduite',
        echo: 'le bandeau d’information sur les cookies vous en informe.',
        year: '2025 (partiel)',
        vat: 'Numéro de TVA intracommunautaire',
      }),
    ).toEqual([
      'src/locales/fr/legal.json: key "next" says "visite suivante"',
      'src/locales/fr/legal.json: key "sense" says "dans le vocabulaire du"',
      'src/locales/fr/legal.json: key "authority" says "celle compétente"',
      'src/locales/fr/legal.json: key "chosen" says "choisie par vous"',
      'src/locales/fr/legal.json: key "echo" says "d’information sur les cookies vous en informe"',
      'src/locales/fr/legal.json: key "year" says "(partiel)"',
      'src/locales/fr/legal.json: key "vat" says "TVA intracommunautaire"',
    ]);
    expect(
      found({
        next: 'le bandeau réapparaîtra lors de votre prochaine visite.',
        sense: 'au sens du {{gdpr}}, vous êtes la « personne concernée ».',
        authority: 'par exemple celle qui est compétente pour le responsable du traitement',
        chosen: 'celle que vous avez choisie ou, à défaut, celle que le site déduit',
        echo: 'le bandeau d’information sur les cookies vous le signale.',
        year: '2025 (en cours)',
        vat: 'Numéro d’identification à la TVA',
      }),
    ).toEqual([]);
  });

  it('finds no pronoun for the owner in the template’s strings', () => {
    expect(checkTerms(templateStringFiles(templateStrings()), OWNER_NEUTRAL_RULES)).toEqual([]);
  });
});

describe('the term check after the fifth German copy review', () => {
  const german = (content: Record<string, string>) => ({
    path: 'src/locales/de/legal.json',
    language: 'de',
    content,
  });

  it('fails the German sentences it corrected, as they stood', () => {
    const before = german({
      banner: 'um sich Ihre Sprache, Ihr Design und Ihre Kenntnisnahme dieses Hinweises zu merken.',
      management: 'sie merkt sich dann aber weder Ihre Sprache noch Ihre Kenntnisnahme',
      policy: 'Diese Richtlinie gilt für die Website',
      deadline: 'bei komplexen Anfragen kann diese Frist verlängert werden',
      answers: 'informiert Sie der Verantwortliche und beantwortet Ihre Anfragen',
      purposes: 'gesetzliche Pflichten zu erfüllen',
      definition: 'die veröffentlichte Website (die „Website“) besuchen',
      disclaimer: 'Frühere Wertentwicklungen sind kein verlässlicher Indikator',
      authority:
        'etwa bei der für den Verantwortlichen zuständigen (<authority>{{authority}}</authority>).',
      button: 'ob Sie akzeptieren oder nicht',
    });
    expect(checkTerms([before]).map((message) => message.split(';')[0])).toEqual([
      'src/locales/de/legal.json: key "banner" says "Kenntnisnahme dieses Hinweises zu merken"',
      'src/locales/de/legal.json: key "management" says "merkt sich dann aber weder Ihre Sprache noch Ihre Kenntnisnahme"',
      'src/locales/de/legal.json: key "policy" says "Diese Richtlinie"',
      'src/locales/de/legal.json: key "deadline" says "komplexen Anfragen"',
      'src/locales/de/legal.json: key "answers" says "beantwortet Ihre Anfragen"',
      'src/locales/de/legal.json: key "purposes" says "gesetzliche Pflichten"',
      'src/locales/de/legal.json: key "definition" says "(die „Website“)"',
      'src/locales/de/legal.json: key "disclaimer" says "Frühere Wertentwicklungen"',
      'src/locales/de/legal.json: key "authority" says "zuständigen ("',
      'src/locales/de/legal.json: key "button" says "akzeptier"',
    ]);
  });

  it('lets the corrected sentences pass', () => {
    const after = german({
      banner:
        'um sich Ihre Sprache und Ihr Design zu merken und diesen Hinweis nicht erneut anzuzeigen.',
      storage: 'um Ihre Sprache und Ihre Kenntnisnahme des Cookie-Hinweises festzuhalten',
      policy: 'Diese Cookie-Richtlinie gilt für die Website, im Sinne der Richtlinie 2002/58/EG',
      deadline:
        'bei komplexen Anträgen; die Anfragen Ihres Browsers; auf Anfrage sendet er eine Kopie',
      purposes: 'rechtliche Verpflichtungen zu erfüllen, soweit er gesetzlich verpflichtet ist',
      definition: 'die veröffentlichte Website (im Folgenden „Website“) besuchen',
      disclaimer: 'Die frühere Wertentwicklung ist kein verlässlicher Indikator',
      authority:
        'bei der für den Verantwortlichen zuständigen Aufsichtsbehörde (<authority>{{authority}}</authority>)',
      button: 'ob Sie den Hinweis bestätigen oder nicht',
    });
    expect(checkTerms([after])).toEqual([]);
  });
});

describe('the term check after the native German reading', () => {
  const german = (content: Record<string, string>) => ({
    path: 'src/locales/de/legal.json',
    language: 'de',
    content,
  });

  it('fails a pronoun back at the controller, which would give every owner „er“', () => {
    const before = german({
      objection: 'Der Verantwortliche verarbeitet Ihre Daten dann nicht mehr, es sei denn, er kann',
      transfer: 'Der Verantwortliche übermittelt Ihre Daten über seinen Hosting-Anbieter',
    });
    expect(
      checkTerms([before], OWNER_NEUTRAL_RULES).map((message) => message.split(';')[0]),
    ).toEqual([
      'src/locales/de/legal.json: key "objection" says "Der Verantwortliche verarbeitet Ihre Daten dann nicht mehr, es sei denn, er"',
      'src/locales/de/legal.json: key "transfer" says "Der Verantwortliche übermittelt Ihre Daten über seinen"',
    ]);
  });

  it('lets the controller stand as the role, and a provider keep its own pronoun', () => {
    const after = german({
      objection: 'es sei denn, der Verantwortliche kann zwingende Gründe nachweisen',
      transfer: 'Der Verantwortliche übermittelt Ihre Daten über den Hosting-Anbieter der Website',
      provider:
        'verarbeitet jeder Anbieter sie als eigenständig Verantwortlicher, wie es seine eigene Datenschutzerklärung beschreibt',
    });
    expect(checkTerms([after], OWNER_NEUTRAL_RULES)).toEqual([]);
  });
});

describe('the term check after the native English reading', () => {
  const english = (content: Record<string, string>) => ({
    path: 'src/locales/en/legal.json',
    language: 'en',
    content,
  });

  it('fails the English sentences it corrected, as they stood', () => {
    const before = english({
      basis: 'and does not unlawfully violate the personality of the people concerned (Article 30)',
      objection: 'processing against your express wish violates your personality unless justified',
      clauses:
        'which are part of {{hostingCompany}}’s data protection agreement with the controller',
      logs: 'as {{hostingCompany}}’s privacy statement describes',
    });
    expect(checkTerms([before]).map((message) => message.split(';')[0])).toEqual([
      'src/locales/en/legal.json: key "basis" says "violate the personality"',
      'src/locales/en/legal.json: key "objection" says "violates your personality"',
      'src/locales/en/legal.json: key "clauses" says "data protection agreement"',
      'src/locales/en/legal.json: key "logs" says "privacy statement"',
    ]);
  });

  it('lets the corrected sentences and a provider’s own titles pass', () => {
    const after = english({
      basis: 'and does not unlawfully breach the personality rights of the people concerned',
      objection: 'processing contrary to your express wishes breaches your personality rights',
      clauses:
        'which are part of {{hostingCompany}}’s data processing agreement with the controller',
      title: 'GitHub’s Data Protection Agreement and its General Privacy Statement',
      logs: 'as {{hostingCompany}}’s privacy policy describes',
    });
    expect(checkTerms([after])).toEqual([]);
  });
});
