/**
 * The law the policies cite, by ISO country code (types: src/lib/policyLaw.ts, which the site
 * imports; use: lawForCountry.ts, which the build and the checks read): for each EU and EEA
 * state, the UK and Switzerland, the regime, a private professional's authority, the national
 * data-protection law, the national rule on cookies and device storage (ePrivacy art. 5(3) as
 * transposed), the law making a legal notice a duty and the facts it names. A provision is data:
 * its unit, numbers and statute, the statute as it names itself (its abbreviation where it has
 * one) with the gender its kind takes in Italian, French and Spanish; each page cites it in its
 * own words (src/lib/citation.ts, legal.json `citation`). Names carry no bracket of their own
 * (the policies bracket the authority and the rule, and German, French and Spanish set no
 * bracket inside another: an abbreviation follows a comma) and hold a number to its word by a
 * no-break space; the sentence check reads them in every language
 * (tooling/checks/content/sentences/). Null where the template cannot know (DE: the Land's
 * authority) or has no verified citation: owner:check asks. Sources:
 * docs/decisions/policies-by-country.md.
 */
import type { Citation, Statute } from '../../../src/lib/citation.ts';
import type { CountryRules, LegalNoticeLaw } from '../../../src/lib/policyLaw.ts';

/** A statute whose kind is feminine in Italian, French and Spanish: a law (legge, loi, ley), a directive. */
const law = (name: string, more: Omit<Statute, 'name' | 'gender'> = {}): Statute => ({
  name,
  gender: 'feminine',
  ...more,
});

/** A statute whose kind is masculine there: a decree, code, treaty or regulation. */
const decree = (name: string, more: Omit<Statute, 'name' | 'gender'> = {}): Statute => ({
  name,
  gender: 'masculine',
  ...more,
});

type Subdivisions = Pick<Citation, 'chapter' | 'paragraph' | 'sentence' | 'point'>;

/** A provision: its unit and number, narrowed by its subdivisions, in a statute. */
const provision =
  (unit: Citation['unit']) =>
  (number: string, statute: Statute, narrowed: Subdivisions = {}): Citation => ({
    unit,
    number,
    ...narrowed,
    statute,
  });
const article = provision('article');
const section = provision('section');
const regulation = provision('regulation');

/** Italian reads a German or Austrian statute's acronym as masculine (del TDDDG, dell’ECG). */
const ITALIAN_MASCULINE = { genderIn: { it: 'masculine' } } as const;
/** A German or Austrian statute: its Absatz is French « alinéa ». */
const GERMANIC = { paragraphs: 'germanic', ...ITALIAN_MASCULINE } as const;

const LSSI = law('LSSI');
const TKG_AT = law('TKG\u00a02021', GERMANIC);
const TDDDG = law('TDDDG', GERMANIC);
const CODICE = decree('d.lgs.\u00a0196/2003', { numbered: true });
/**
 * Regulations, plural: Italian, French and Spanish set "delle / des / de las". German, French and
 * Italian bracket the cookie rule, and nest a bracket inside another as a square one.
 */
const PECR_TITLE = 'Privacy and Electronic Communications (EC Directive) Regulations 2003, PECR';
const PECR_NESTED = PECR_TITLE.replace('(', '[').replace(')', ']');
const PECR = law(PECR_TITLE, {
  names: { de: PECR_NESTED, fr: PECR_NESTED, it: PECR_NESTED },
  plural: true,
  titled: 'feminine',
});
const IRISH_EPRIVACY = decree('S.I. No.\u00a0336 of 2011', { numbered: true });

const eu = (rules: Omit<CountryRules, 'regime' | 'legalNotice'>): CountryRules => ({
  regime: 'eu',
  legalNotice: null,
  ...rules,
});

/**
 * Where the law asks a notice only of a site run as part of an economic activity (the
 * e-commerce directive's art. 5 as transposed): its register entry and VAT number, each
 * named as that law names it.
 */
const businessOnly = (
  rule: Citation,
  names: LegalNoticeLaw['names'],
  asks: LegalNoticeLaw['business']['asks'] = [['register'], ['vatId']],
): LegalNoticeLaw => ({ business: { rule: [rule], asks }, nonBusiness: null, names });

/** France's rule for every publisher (art. 6, III until loi n° 2024-449, the SREN, moved it). */
const LCEN = [
  article(
    '1-1',
    law(
      'loi n°\u00a02004-575 du 21\u00a0juin\u00a02004 pour la confiance dans l’économie numérique',
      { numbered: true, titled: 'feminine' },
    ),
  ),
];

export const COUNTRY_RULES: Readonly<Record<string, CountryRules>> = {
  AT: {
    ...eu({
      authority: { name: 'Datenschutzbehörde', url: 'https://www.dsb.gv.at/' },
      nationalLaw: 'Datenschutzgesetz (DSG)',
      cookieRule: section('165', TKG_AT, { paragraph: '3' }),
      cookieExemption: section('165', TKG_AT, { paragraph: '3', sentence: '3' }),
    }),
    legalNotice: {
      business: {
        rule: [section('5', law('ECG', GERMANIC)), section('25', law('MedienG', GERMANIC))],
        asks: [['phone'], ['activity'], ['vatId'], ['register'], ['tradeLicence']],
      },
      // A site that presents only its owner: the Offenlegung's name and place (§ 25 Abs. 5).
      nonBusiness: { rule: [section('25', law('MedienG', GERMANIC))], asks: [] },
      names: {
        vatId: { name: 'Umsatzsteuer-Identifikationsnummer (UID)', example: 'ATU12345678' },
        register: {
          name: 'Firmenbuchnummer und Firmenbuchgericht',
          example: 'FN 123456a, Handelsgericht Wien',
        },
        activity: {
          name: 'Unternehmensgegenstand (§\u00a025 MedienG)',
          example: 'Softwareentwicklung und IT-Beratung',
        },
      },
    },
  },
  BE: eu({
    authority: {
      name: 'Autorité de protection des données',
      names: { nl: 'Gegevensbeschermingsautoriteit', de: 'Datenschutzbehörde' },
      url: 'https://www.autoriteprotectiondonnees.be/',
    },
    nationalLaw: 'loi du 30 juillet 2018 / wet van 30 juli 2018',
    nationalLawIn: {
      fr: 'loi du 30\u00a0juillet\u00a02018 relative à la protection des personnes physiques à l’égard des traitements de données à caractère personnel',
    },
    cookieRule: article(
      '10/2',
      law('loi du 30\u00a0juillet\u00a02018 / wet van 30\u00a0juli\u00a02018', {
        names: { fr: 'loi du 30\u00a0juillet\u00a02018' },
        numbered: true,
        titled: 'feminine',
      }),
    ),
  }),
  BG: eu({
    authority: { name: 'Комисия за защита на личните данни', url: 'https://www.cpdp.bg/' },
    nationalLaw: 'Закон за защита на личните данни',
    cookieRule: article('4a', law('Закон за електронната търговия', { titled: 'neuter' })),
  }),
  CY: eu({
    authority: {
      name: 'Επίτροπος Προστασίας Δεδομένων Προσωπικού Χαρακτήρα',
      url: 'https://www.dataprotection.gov.cy/',
    },
    nationalLaw: 'Νόμος 125(Ι)/2018',
    cookieRule: null,
  }),
  CZ: eu({
    authority: { name: 'Úřad pro ochranu osobních údajů', url: 'https://uoou.gov.cz/' },
    nationalLaw: 'zákon č. 110/2019 Sb., o zpracování osobních údajů',
    cookieRule: section(
      '89',
      law('zákon č.\u00a0127/2005\u00a0Sb., o elektronických komunikacích', {
        numbered: true,
        titled: 'neuter',
      }),
      { paragraph: '3' },
    ),
  }),
  DE: {
    ...eu({
      authority: null,
      nationalLaw: 'Bundesdatenschutzgesetz (BDSG)',
      cookieRule: section('25', TDDDG),
      cookieExemption: section('25', TDDDG, { paragraph: '2', point: '2' }),
    }),
    legalNotice: {
      business: {
        rule: [section('5', law('DDG', GERMANIC))],
        asks: [['phone'], ['vatId', 'businessId'], ['register']],
      },
      // A site not run for business but not only private either: name and address.
      // The Medienstaatsvertrag, a treaty between the Länder.
      nonBusiness: {
        rule: [section('18', decree('MStV', GERMANIC), { paragraph: '1' })],
        asks: [],
      },
      names: {
        vatId: {
          name: 'Umsatzsteuer-Identifikationsnummer (§\u00a027a UStG)',
          example: 'DE123456789',
        },
        businessId: {
          name: 'Wirtschafts-Identifikationsnummer (§\u00a0139c AO)',
          example: 'DE123456789-00001',
        },
        register: {
          name: 'Registergericht und Registernummer (Handels-, Partnerschafts-, Genossenschafts- oder Vereinsregister)',
          example: 'Amtsgericht München, HRB 123456',
        },
      },
    },
  },
  DK: eu({
    authority: { name: 'Datatilsynet', url: 'https://www.datatilsynet.dk/' },
    nationalLaw: 'databeskyttelsesloven (lov nr. 502 af 23. maj 2018)',
    // An executive order (bekendtgørelse): a decree, cited by its number and date (the
    // definite "cookiebekendtgørelsen" would read "the the" after each language's article).
    cookieRule: section(
      '3',
      decree('bekendtgørelse nr.\u00a01148 af 9.\u00a0december 2011', {
        numbered: true,
        titled: 'feminine',
      }),
    ),
  }),
  EE: eu({
    authority: { name: 'Andmekaitse Inspektsioon', url: 'https://www.aki.ee/' },
    nationalLaw: 'isikuandmete kaitse seadus',
    cookieRule: null,
  }),
  ES: {
    ...eu({
      authority: { name: 'Agencia Española de Protección de Datos', url: 'https://www.aepd.es/' },
      nationalLaw: 'Ley Orgánica 3/2018 (LOPDGDD)',
      cookieRule: article('22', LSSI, { paragraph: '2' }),
    }),
    legalNotice: businessOnly(
      article('10', LSSI),
      {
        taxId: { name: 'NIF (número de identificación fiscal)', example: '12345678Z' },
        register: {
          name: 'inscripción en el Registro Mercantil u otro registro público (datos registrales)',
          example: 'Registro Mercantil de Madrid, tomo 1234, folio 56, hoja M-78901',
        },
      },
      [['taxId'], ['register']],
    ),
  },
  FI: eu({
    authority: {
      name: 'Tietosuojavaltuutetun toimisto',
      names: { sv: 'Dataombudsmannens byrå' },
      url: 'https://tietosuoja.fi/',
    },
    nationalLaw: 'tietosuojalaki (1050/2018)',
    cookieRule: section(
      '205',
      law('laki sähköisen viestinnän palveluista, 917/2014', { titled: 'neuter' }),
    ),
  }),
  FR: {
    ...eu({
      authority: {
        name: 'Commission nationale de l’informatique et des libertés, CNIL',
        url: 'https://www.cnil.fr/',
      },
      nationalLaw: 'loi n°\u00a078-17 du 6\u00a0janvier\u00a01978 (Informatique et Libertés)',
      cookieRule: article(
        '82',
        law('loi n°\u00a078-17 du 6\u00a0janvier\u00a01978', {
          numbered: true,
          titled: 'feminine',
        }),
      ),
    }),
    // Every publisher, professional or not: the LCEN (art. 6, III until the loi SREN moved it).
    legalNotice: {
      business: {
        rule: LCEN,
        asks: [['phone'], ['register'], ['vatId'], ['host']],
      },
      nonBusiness: { rule: LCEN, asks: [['phone'], ['host']] },
      names: {
        register: {
          name: 'numéro d’immatriculation au RCS ou au RNE',
          example: 'RCS Lyon 123 456 789',
        },
        vatId: { name: 'numéro de TVA intracommunautaire', example: 'FR12345678901' },
      },
      publicationDirector: true,
    },
  },
  GR: eu({
    authority: {
      name: 'Αρχή Προστασίας Δεδομένων Προσωπικού Χαρακτήρα',
      url: 'https://www.dpa.gr/',
    },
    nationalLaw: 'ν. 4624/2019',
    cookieRule: article(
      '4',
      // „ν.“ reads as a Latin "v." on these pages: each names the law in its own word (German
      // in the genitive its article asks).
      law('ν.\u00a03471/2006', {
        names: {
          en: 'Law\u00a03471/2006',
          de: 'Gesetzes\u00a03471/2006',
          it: 'legge\u00a03471/2006',
          fr: 'loi\u00a03471/2006',
          es: 'Ley\u00a03471/2006',
        },
        numbered: true,
        titled: 'neuter',
      }),
      { paragraph: '5' },
    ),
  }),
  HR: eu({
    authority: { name: 'Agencija za zaštitu osobnih podataka', url: 'https://azop.hr/' },
    nationalLaw: 'Zakon o provedbi Opće uredbe o zaštiti podataka (NN 42/2018)',
    cookieRule: null,
  }),
  HU: eu({
    authority: {
      name: 'Nemzeti Adatvédelmi és Információszabadság Hatóság',
      url: 'https://naih.hu/',
    },
    nationalLaw: '2011. évi CXII. törvény (Infotv.)',
    // German cites the Act by its abbreviation, English by its number with it after a comma.
    cookieRule: section(
      '155',
      law('2003.\u00a0évi C.\u00a0törvény', {
        names: { de: 'Eht.', en: 'Act\u00a0C of 2003, Eht.' },
        numbered: true,
      }),
      { paragraph: '4' },
    ),
  }),
  IE: {
    ...eu({
      authority: {
        name: 'Data Protection Commission',
        names: { ga: 'An Coimisiún um Chosaint Sonraí' },
        url: 'https://www.dataprotection.ie/',
      },
      nationalLaw: 'Data Protection Act 2018',
      cookieRule: regulation('5', IRISH_EPRIVACY, { paragraph: '3' }),
      cookieExemption: regulation('5', IRISH_EPRIVACY, { paragraph: '5' }),
      // An act named in an English sentence takes its article.
      nationalLawIn: { en: 'the Data Protection Act 2018' },
    }),
    legalNotice: businessOnly(
      regulation('7', decree('S.I. No.\u00a068 of 2003', { numbered: true })),
      {
        register: {
          name: 'trade register and registration number (the Companies Registration Office for a company)',
          example: 'CRO 123456',
        },
        vatId: { name: 'VAT number', example: 'IE1234567WA' },
      },
    ),
  },
  IS: eu({
    authority: { name: 'Persónuvernd', url: 'https://www.personuvernd.is/' },
    nationalLaw: 'lög nr. 90/2018',
    cookieRule: null,
  }),
  IT: {
    ...eu({
      authority: {
        name: 'Garante per la protezione dei dati personali',
        url: 'https://www.garanteprivacy.it/',
      },
      nationalLaw: 'Codice in materia di protezione dei dati personali (d.lgs.\u00a0196/2003)',
      cookieRule: article('122', CODICE),
      // Its first paragraph's last sentence: what is strictly necessary to a service asked for.
      cookieExemption: article('122', CODICE, { paragraph: '1' }),
    }),
    legalNotice: {
      ...businessOnly(article('7', decree('d.lgs.\u00a070/2003', { numbered: true })), {
        vatId: { name: 'partita IVA', example: '01234567890' },
        register: {
          name: 'numero REA o di iscrizione al registro delle imprese',
          example: 'REA TO-1234567',
        },
      }),
      vatIdOnHomePage: article('35', decree('d.P.R.\u00a0633/1972', { numbered: true })),
    },
  },
  LI: eu({
    authority: { name: 'Datenschutzstelle', url: 'https://www.datenschutzstelle.li/' },
    nationalLaw: 'Datenschutzgesetz (DSG), LGBl.\u00a02018 Nr.\u00a0272',
    cookieRule: null,
  }),
  LT: eu({
    authority: { name: 'Valstybinė duomenų apsaugos inspekcija', url: 'https://vdai.lrv.lt/' },
    nationalLaw: 'Asmens duomenų teisinės apsaugos įstatymas',
    cookieRule: null,
  }),
  LU: eu({
    authority: {
      name: 'Commission nationale pour la protection des données, CNPD',
      url: 'https://cnpd.public.lu/',
    },
    nationalLaw: 'loi du 1er\u00a0août\u00a02018 (régime général sur la protection des données)',
    cookieRule: article(
      '4',
      law('loi modifiée du 30\u00a0mai\u00a02005', { numbered: true, titled: 'feminine' }),
      {
        paragraph: '3',
        point: 'e',
      },
    ),
  }),
  LV: eu({
    authority: { name: 'Datu valsts inspekcija', url: 'https://www.dvi.gov.lv/' },
    nationalLaw: 'Fizisko personu datu apstrādes likums',
    // Article 7.¹, inserted after article 7.
    cookieRule: article(
      '7¹',
      law('Informācijas sabiedrības pakalpojumu likums', { titled: 'neuter' }),
    ),
  }),
  MT: eu({
    authority: {
      name: 'Information and Data Protection Commissioner',
      url: 'https://idpc.org.mt/',
    },
    nationalLaw: 'Data Protection Act (Cap. 586)',
    cookieRule: regulation('5', law('S.L.\u00a0586.01', { numbered: true })),
    nationalLawIn: { en: 'the Data Protection Act (Cap. 586)' },
  }),
  NL: {
    ...eu({
      authority: {
        name: 'Autoriteit Persoonsgegevens',
        url: 'https://www.autoriteitpersoonsgegevens.nl/',
      },
      nationalLaw: 'Uitvoeringswet Algemene verordening gegevensbescherming (UAVG)',
      cookieRule: article('11.7a', law('Telecommunicatiewet', { titled: 'feminine' })),
    }),
    legalNotice: businessOnly(
      article('3:15d', decree('Burgerlijk Wetboek', { titled: 'neuter' })),
      {
        register: {
          name: 'KvK-nummer (inschrijving in het handelsregister)',
          example: 'KvK 12345678',
        },
        vatId: { name: 'btw-identificatienummer', example: 'NL123456789B01' },
      },
    ),
  },
  NO: eu({
    authority: { name: 'Datatilsynet', url: 'https://www.datatilsynet.no/' },
    nationalLaw: 'personopplysningsloven (lov 15. juni 2018 nr. 38)',
    cookieRule: null,
  }),
  PL: eu({
    authority: { name: 'Prezes Urzędu Ochrony Danych Osobowych', url: 'https://uodo.gov.pl/' },
    nationalLaw: 'ustawa z dnia 10 maja 2018 r. o ochronie danych osobowych',
    cookieRule: article(
      '399',
      law('ustawa z dnia 12\u00a0lipca 2024\u00a0r. – Prawo komunikacji elektronicznej', {
        numbered: true,
        titled: 'feminine',
      }),
    ),
  }),
  PT: eu({
    authority: { name: 'Comissão Nacional de Proteção de Dados', url: 'https://www.cnpd.pt/' },
    nationalLaw: 'Lei n.º 58/2019',
    cookieRule: article('5', law('Lei n.º\u00a041/2004', { numbered: true, titled: 'feminine' })),
  }),
  RO: eu({
    authority: {
      name: 'Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal',
      url: 'https://www.dataprotection.ro/',
    },
    nationalLaw: 'Legea nr. 190/2018',
    cookieRule: article(
      '4',
      law('Legea nr.\u00a0506/2004', { numbered: true, titled: 'feminine' }),
      { paragraph: '5' },
    ),
  }),
  SE: eu({
    authority: { name: 'Integritetsskyddsmyndigheten', url: 'https://www.imy.se/' },
    nationalLaw: 'lag (2018:218) med kompletterande bestämmelser till EU:s dataskyddsförordning',
    // The indefinite "lag", as Swedish cites an act by its title: "lagen" already holds an article.
    cookieRule: section(
      '28',
      law('lag om elektronisk kommunikation, SFS\u00a02022:482', { titled: 'neuter' }),
      { chapter: '9' },
    ),
  }),
  SI: eu({
    authority: { name: 'Informacijski pooblaščenec', url: 'https://www.ip-rs.si/' },
    nationalLaw: 'Zakon o varstvu osebnih podatkov (ZVOP-2)',
    cookieRule: article(
      '225',
      law('Zakon o elektronskih komunikacijah, ZEKom-2', { titled: 'neuter' }),
    ),
  }),
  SK: eu({
    authority: {
      name: 'Úrad na ochranu osobných údajov Slovenskej republiky',
      url: 'https://dataprotection.gov.sk/',
    },
    nationalLaw: 'zákon č. 18/2018 Z. z. o ochrane osobných údajov',
    cookieRule: section(
      '109',
      law('zákon č.\u00a0452/2021 Z.\u00a0z. o elektronických komunikáciách', {
        numbered: true,
        titled: 'neuter',
      }),
      { paragraph: '8' },
    ),
  }),
  GB: {
    regime: 'uk',
    authority: { name: 'Information Commissioner’s Office, ICO', url: 'https://ico.org.uk/' },
    nationalLaw: 'Data Protection Act 2018',
    nationalLawIn: { en: 'the Data Protection Act 2018' },
    // The exemption's provision (reg. 6(4)(b)) became a paragraph of Schedule A1 under the Data
    // (Use and Access) Act 2025, s. 112: until a lawyer gives it, the exemption cites the rule.
    cookieRule: regulation('6', PECR),
    // The Electronic Commerce (EC Directive) Regulations 2002, cited by number: no parentheses.
    legalNotice: businessOnly(regulation('6', decree('SI\u00a02002/2013', { numbered: true })), {
      register: {
        name: 'register and registration number (Companies House for a company)',
        example: 'Companies House, 01234567',
      },
      vatId: { name: 'VAT registration number', example: 'GB123456789' },
    }),
  },
  CH: {
    regime: 'ch',
    authority: {
      name: 'Eidgenössischer Datenschutz- und Öffentlichkeitsbeauftragter, EDÖB',
      names: {
        fr: 'Préposé fédéral à la protection des données et à la transparence, PFPDT',
        it: 'Incaricato federale della protezione dei dati e della trasparenza, IFPDT',
      },
      url: 'https://www.edoeb.admin.ch/',
    },
    nationalLaw: 'DSG / LPD (SR\u00a0235.1)',
    // In French and Italian the collection is the RS and the acts the LPD and the LTC, in German
    // the SR, the DSG and the FMG alone; the cookie rule, set in parentheses, has none of its own.
    cookieRule: article(
      '45c',
      law('FMG / LTC, SR\u00a0784.10', {
        names: {
          de: 'FMG, SR\u00a0784.10',
          fr: 'LTC, RS\u00a0784.10',
          it: 'LTC, RS\u00a0784.10',
          es: 'LTC, RS\u00a0784.10',
          // English, whose policy names the FADP, cites the TCA as Fedlex's English does.
          en: 'TCA, SR\u00a0784.10',
        },
      }),
    ),
    nationalLawIn: {
      de: 'DSG (SR\u00a0235.1)',
      fr: 'LPD (RS\u00a0235.1)',
      it: 'LPD (RS\u00a0235.1)',
      en: 'FADP (SR\u00a0235.1)',
    },
    // Art. 3 Abs. 1 lit. s UWG asks an imprint only of those who sell online: a note in the docs.
    legalNotice: null,
  },
};

/** Codes people write besides the ISO one: JSON Resume files often say UK, the EU says EL. */
const ALIASES: Readonly<Record<string, string>> = { UK: 'GB', EL: 'GR' };

/** A country's ISO code from the way an owner may write it ('uk' → 'GB'). */
export function isoCountry(code: string): string {
  return ALIASES[code.toUpperCase()] ?? code.toUpperCase();
}

/** The rules of a country the template knows; undefined for any other. */
export function countryRules(code: string): CountryRules | undefined {
  return COUNTRY_RULES[isoCountry(code)];
}
