/**
 * The law the policies cite, by ISO country code (types: src/lib/policyLaw.ts, which the site
 * imports; use: lawForCountry.ts, which the build and the checks read): for each EU and EEA
 * state, the UK and Switzerland, the regime, a private professional's authority, the national
 * data-protection law, the national rule on cookies and device storage (ePrivacy art. 5(3) as
 * transposed), the law making a legal notice a duty and the facts it names; each cited as its
 * law names itself, with no bracket of its own (the policies bracket the authority and the
 * rule, and German, French and Spanish set no bracket inside another: an abbreviation follows
 * a comma) and § held to its number by a no-break space; the sentence check reads them in
 * every language (tooling/checks/content/sentences/). Null where the template cannot know (DE:
 * the Land's authority) or has no verified citation: owner:check asks. Sources:
 * docs/decisions/policies-by-country.md.
 */
import type { CountryRules, LegalNoticeLaw } from '../../../src/lib/policyLaw.ts';

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
  rule: string,
  names: LegalNoticeLaw['names'],
  asks: LegalNoticeLaw['business']['asks'] = [['register'], ['vatId']],
): LegalNoticeLaw => ({ business: { rule, asks }, nonBusiness: null, names });

/** France's rule for every publisher (art. 6, III until loi n° 2024-449, the SREN, moved it). */
const LCEN =
  'article\u00a01-1 de la loi n°\u00a02004-575 du 21\u00a0juin\u00a02004 pour la confiance dans l’économie numérique';

export const COUNTRY_RULES: Readonly<Record<string, CountryRules>> = {
  AT: {
    ...eu({
      authority: { name: 'Datenschutzbehörde', url: 'https://www.dsb.gv.at/' },
      nationalLaw: 'Datenschutzgesetz (DSG)',
      cookieRule: '§\u00a0165 Abs.\u00a03 TKG\u00a02021',
      cookieExemption: '§\u00a0165 Abs.\u00a03 Satz\u00a03 TKG\u00a02021',
    }),
    legalNotice: {
      business: {
        rule: '§\u00a05 ECG, §\u00a025 MedienG',
        asks: [['phone'], ['activity'], ['vatId'], ['register'], ['tradeLicence']],
      },
      // A site that presents only its owner: the Offenlegung's name and place (§ 25 Abs. 5).
      nonBusiness: { rule: '§\u00a025 MedienG', asks: [] },
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
    cookieRule: 'art. 10/2 loi du 30 juillet 2018 / wet van 30 juli 2018',
    citationsIn: {
      fr: {
        nationalLaw:
          'loi du 30\u00a0juillet\u00a02018 relative à la protection des personnes physiques à l’égard des traitements de données à caractère personnel',
        cookieRule: 'article\u00a010/2 de la loi du 30\u00a0juillet\u00a02018',
      },
    },
  }),
  BG: eu({
    authority: { name: 'Комисия за защита на личните данни', url: 'https://www.cpdp.bg/' },
    nationalLaw: 'Закон за защита на личните данни',
    cookieRule: 'чл. 4а Закон за електронната търговия',
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
    cookieRule: '§\u00a089 odst. 3 zákona č. 127/2005 Sb., o elektronických komunikacích',
  }),
  DE: {
    ...eu({
      authority: null,
      nationalLaw: 'Bundesdatenschutzgesetz (BDSG)',
      cookieRule: '§\u00a025 TDDDG',
      cookieExemption: '§\u00a025 Abs.\u00a02 Nr.\u00a02 TDDDG',
    }),
    legalNotice: {
      business: { rule: '§\u00a05 DDG', asks: [['phone'], ['vatId', 'businessId'], ['register']] },
      // A site not run for business but not only private either: name and address.
      nonBusiness: { rule: '§\u00a018 Abs.\u00a01 MStV', asks: [] },
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
    cookieRule: '§\u00a03 cookiebekendtgørelsen, bekendtgørelse nr. 1148 af 9. december 2011',
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
      cookieRule: 'art.\u00a022.2 de la LSSI',
    }),
    legalNotice: businessOnly(
      'art.\u00a010 de la LSSI',
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
    cookieRule: '205\u00a0§ laki sähköisen viestinnän palveluista, 917/2014',
  }),
  FR: {
    ...eu({
      authority: {
        name: 'Commission nationale de l’informatique et des libertés, CNIL',
        url: 'https://www.cnil.fr/',
      },
      nationalLaw: 'loi n°\u00a078-17 du 6\u00a0janvier\u00a01978 (Informatique et Libertés)',
      cookieRule: 'article\u00a082 de la loi n°\u00a078-17 du 6\u00a0janvier\u00a01978',
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
    cookieRule: 'άρθρο 4 παρ. 5 ν. 3471/2006',
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
    cookieRule: '2003. évi C. törvény 155.\u00a0§ (4) bekezdése',
  }),
  IE: {
    ...eu({
      authority: {
        name: 'Data Protection Commission',
        names: { ga: 'An Coimisiún um Chosaint Sonraí' },
        url: 'https://www.dataprotection.ie/',
      },
      nationalLaw: 'Data Protection Act 2018',
      cookieRule: 'Regulation 5(3), S.I. No. 336 of 2011',
      cookieExemption: 'Regulation 5(5), S.I. No.\u00a0336 of 2011',
      // An act named in an English sentence takes its article.
      citationsIn: { en: { nationalLaw: 'the Data Protection Act 2018' } },
    }),
    legalNotice: businessOnly('Regulation\u00a07, S.I. No.\u00a068 of 2003', {
      register: {
        name: 'trade register and registration number (the Companies Registration Office for a company)',
        example: 'CRO 123456',
      },
      vatId: { name: 'VAT number', example: 'IE1234567WA' },
    }),
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
      cookieRule: 'art.\u00a0122 d.lgs.\u00a0196/2003',
      // Its first paragraph's last sentence: what is strictly necessary to a service asked for.
      cookieExemption: 'art.\u00a0122, comma\u00a01, d.lgs.\u00a0196/2003',
    }),
    legalNotice: {
      ...businessOnly('art.\u00a07 d.lgs.\u00a070/2003', {
        vatId: { name: 'partita IVA', example: '01234567890' },
        register: {
          name: 'numero REA o di iscrizione al registro delle imprese',
          example: 'REA TO-1234567',
        },
      }),
      vatIdOnHomePage: 'art.\u00a035 DPR\u00a0633/1972',
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
    // As Luxembourg cites it, in French: « article … de la loi ».
    cookieRule:
      'article\u00a04, paragraphe\u00a03, point\u00a0e), de la loi modifiée du 30\u00a0mai\u00a02005',
  }),
  LV: eu({
    authority: { name: 'Datu valsts inspekcija', url: 'https://www.dvi.gov.lv/' },
    nationalLaw: 'Fizisko personu datu apstrādes likums',
    cookieRule: 'Informācijas sabiedrības pakalpojumu likuma 7.1 pants',
  }),
  MT: eu({
    authority: {
      name: 'Information and Data Protection Commissioner',
      url: 'https://idpc.org.mt/',
    },
    nationalLaw: 'Data Protection Act (Cap. 586)',
    cookieRule: 'regulation 5, S.L. 586.01',
    citationsIn: { en: { nationalLaw: 'the Data Protection Act (Cap. 586)' } },
  }),
  NL: {
    ...eu({
      authority: {
        name: 'Autoriteit Persoonsgegevens',
        url: 'https://www.autoriteitpersoonsgegevens.nl/',
      },
      nationalLaw: 'Uitvoeringswet Algemene verordening gegevensbescherming (UAVG)',
      cookieRule: 'artikel 11.7a Telecommunicatiewet',
    }),
    legalNotice: businessOnly('artikel\u00a03:15d Burgerlijk Wetboek', {
      register: {
        name: 'KvK-nummer (inschrijving in het handelsregister)',
        example: 'KvK 12345678',
      },
      vatId: { name: 'btw-identificatienummer', example: 'NL123456789B01' },
    }),
  },
  NO: eu({
    authority: { name: 'Datatilsynet', url: 'https://www.datatilsynet.no/' },
    nationalLaw: 'personopplysningsloven (lov 15. juni 2018 nr. 38)',
    cookieRule: null,
  }),
  PL: eu({
    authority: { name: 'Prezes Urzędu Ochrony Danych Osobowych', url: 'https://uodo.gov.pl/' },
    nationalLaw: 'ustawa z dnia 10 maja 2018 r. o ochronie danych osobowych',
    cookieRule: 'art. 399 ustawy z dnia 12 lipca 2024 r. – Prawo komunikacji elektronicznej',
  }),
  PT: eu({
    authority: { name: 'Comissão Nacional de Proteção de Dados', url: 'https://www.cnpd.pt/' },
    nationalLaw: 'Lei n.º 58/2019',
    cookieRule: 'artigo 5.º da Lei n.º 41/2004',
  }),
  RO: eu({
    authority: {
      name: 'Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal',
      url: 'https://www.dataprotection.ro/',
    },
    nationalLaw: 'Legea nr. 190/2018',
    cookieRule: 'art. 4 alin. (5) din Legea nr. 506/2004',
  }),
  SE: eu({
    authority: { name: 'Integritetsskyddsmyndigheten', url: 'https://www.imy.se/' },
    nationalLaw: 'lag (2018:218) med kompletterande bestämmelser till EU:s dataskyddsförordning',
    cookieRule: '9 kap. 28\u00a0§ lagen om elektronisk kommunikation, SFS 2022:482',
  }),
  SI: eu({
    authority: { name: 'Informacijski pooblaščenec', url: 'https://www.ip-rs.si/' },
    nationalLaw: 'Zakon o varstvu osebnih podatkov (ZVOP-2)',
    cookieRule: '225. člen Zakona o elektronskih komunikacijah, ZEKom-2',
  }),
  SK: eu({
    authority: {
      name: 'Úrad na ochranu osobných údajov Slovenskej republiky',
      url: 'https://dataprotection.gov.sk/',
    },
    nationalLaw: 'zákon č. 18/2018 Z. z. o ochrane osobných údajov',
    cookieRule: '§\u00a0109 ods. 8 zákona č. 452/2021 Z. z. o elektronických komunikáciách',
  }),
  GB: {
    regime: 'uk',
    authority: { name: 'Information Commissioner’s Office, ICO', url: 'https://ico.org.uk/' },
    nationalLaw: 'Data Protection Act 2018',
    citationsIn: { en: { nationalLaw: 'the Data Protection Act 2018' } },
    cookieRule: 'regulation 6, Privacy and Electronic Communications Regulations 2003, PECR',
    cookieExemption:
      'regulation 6(4)(b), Privacy and Electronic Communications Regulations 2003, PECR',
    // The Electronic Commerce (EC Directive) Regulations 2002, cited by number: no parentheses.
    legalNotice: businessOnly('regulation\u00a06, SI\u00a02002/2013', {
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
    cookieRule: 'Art.\u00a045c FMG / LTC, SR\u00a0784.10',
    // In French and Italian the collection is the RS and the acts the LPD and the LTC, in German
    // the SR, the DSG and the FMG alone; the cookie rule, set in parentheses, has none of its own.
    citationsIn: {
      de: { nationalLaw: 'DSG (SR\u00a0235.1)', cookieRule: 'Art.\u00a045c FMG, SR\u00a0784.10' },
      fr: { nationalLaw: 'LPD (RS\u00a0235.1)', cookieRule: 'art.\u00a045c LTC, RS\u00a0784.10' },
      it: { nationalLaw: 'LPD (RS\u00a0235.1)', cookieRule: 'art.\u00a045c LTC, RS\u00a0784.10' },
      // English, whose policy names the FADP, cites the TCA as Fedlex's English does.
      en: { nationalLaw: 'FADP (SR\u00a0235.1)', cookieRule: 'Article 45c TCA, SR\u00a0784.10' },
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
