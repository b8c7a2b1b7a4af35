import { describe, expect, it } from 'vitest';
import { templateStringFiles } from '../../owner/strings';
import { checkTerms } from './termCheck';

describe('the term check', () => {
  it('finds no word set aside in the site’s translations', () => {
    expect(checkTerms(templateStringFiles())).toEqual([]);
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
