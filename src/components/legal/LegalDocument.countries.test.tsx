// @vitest-environment jsdom
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { policyLaw } from '../../../tooling/owner/law/lawForCountry';
import { citedIn, templateLegalTranslate } from '../../../tooling/owner/law/templateCitation';
import { authorityName, citationsIn, type PolicyLaw } from '../../lib/policyLaw';
import { drawAsBuilt } from '../../test/render';
import { LegalDocument, type LegalIdentity } from './LegalDocument';

const IDENTITY: LegalIdentity = {
  name: 'Ada Testperson',
  email: 'ada@example.org',
  postalAddress: 'Teststraße 1, 10115 Berlin',
  siteUrl: 'https://ada.example.org/',
  hosting: { service: 'Quiet Hosting', company: 'Quiet Ltd' },
};

const TEMPLATE_LEGAL = import.meta.glob<object>('../../locales/*/legal.json', {
  eager: true,
  import: 'default',
});

/** A site with every section and a language picker; the host's standing and the regime apart. */
const SITE = ['projects', 'courses', 'testimonials', 'trading', 'languages'];

const BAVARIA = {
  name: 'Bayerisches Landesamt für Datenschutzaufsicht',
  url: 'https://www.lda.bayern.de/',
};

/**
 * An owner in each country the legal review read, in its language (the UK's and Ireland's
 * in English, the Netherlands' in English as the template has no Dutch), with what the
 * policies must cite there, and the exemption from consent the storage sentence relies on.
 */
const OWNERS = [
  {
    country: 'IT',
    language: 'it',
    law: policyLaw('IT'),
    cites: ['art. 6, par. 1, lett. f, GDPR', 'al di fuori dello Spazio economico europeo'],
    exemption: 'art. 122, comma 1, del d.lgs. 196/2003',
  },
  {
    country: 'DE',
    language: 'de',
    law: policyLaw('DE', { supervisoryAuthority: BAVARIA }),
    cites: ['Art. 6 Abs. 1 lit. f DSGVO', 'außerhalb des Europäischen Wirtschaftsraums (EWR)'],
    exemption: '§ 25 Abs. 2 Nr. 2 TDDDG',
  },
  {
    country: 'AT',
    language: 'de',
    law: policyLaw('AT'),
    cites: ['Art. 6 Abs. 1 lit. f DSGVO', 'Datenschutzgesetz (DSG)'],
    exemption: '§ 165 Abs. 3 Satz 3 TKG 2021',
  },
  {
    country: 'FR',
    language: 'fr',
    law: policyLaw('FR'),
    cites: ['point f), du RGPD', 'hors de l’Espace économique européen'],
    exemption: 'article 82 de la loi n° 78-17 du 6 janvier 1978',
  },
  {
    country: 'ES',
    language: 'es',
    law: policyLaw('ES'),
    cites: ['artículo 6.1.f) del RGPD', 'fuera del Espacio Económico Europeo'],
    exemption: 'art. 22.2 de la LSSI',
  },
  {
    country: 'NL',
    language: 'en',
    law: policyLaw('NL'),
    cites: ['Article 6(1)(f) GDPR', 'outside the European Economic Area'],
    exemption: 'Article 11.7a of the Telecommunicatiewet',
  },
  {
    country: 'IE',
    language: 'en',
    law: policyLaw('IE'),
    cites: ['Article 6(1)(f) GDPR', 'supplements it: the Data Protection Act 2018.'],
    exemption: 'regulation 5(5) of S.I. No. 336 of 2011',
  },
  {
    country: 'GB',
    language: 'en',
    law: policyLaw('GB'),
    cites: [
      'Article 6(1)(f) UK GDPR',
      'the UK General Data Protection Regulation',
      'supplements it: the Data Protection Act 2018.',
      'outside the United Kingdom',
    ],
    // Until a lawyer gives the paragraph of PECR's Schedule A1 that replaced reg. 6(4)(b): the rule.
    exemption:
      'regulation 6 of the Privacy and Electronic Communications (EC Directive) Regulations 2003, PECR',
  },
  {
    country: 'CH',
    language: 'de',
    law: policyLaw('CH'),
    cites: ['Bundesgesetz über den Datenschutz („DSG“)', 'außerhalb der Schweiz'],
    exemption: 'Art. 45c FMG, SR 784.10',
  },
  // French-speaking owners elsewhere: each law cited in French alone, as French cites it.
  {
    country: 'BE',
    language: 'fr',
    law: policyLaw('BE'),
    cites: [
      'point f), du RGPD',
      ': loi du 30 juillet 2018 relative à la protection des personnes physiques à l’égard des traitements de données à caractère personnel.',
    ],
    exemption: 'article 10/2 de la loi du 30 juillet 2018',
  },
  {
    country: 'LU',
    language: 'fr',
    law: policyLaw('LU'),
    cites: ['point f), du RGPD', 'Commission nationale pour la protection des données'],
    exemption: 'article 4, paragraphe 3, point e), de la loi modifiée du 30 mai 2005',
  },
  {
    country: 'CH',
    language: 'fr',
    law: policyLaw('CH'),
    cites: ['loi fédérale suisse sur la protection des données (« LPD »)', 'hors de Suisse'],
    exemption: 'article 45c de la LTC, RS 784.10',
  },
  {
    country: 'CH',
    language: 'it',
    law: policyLaw('CH'),
    cites: [
      'legge federale svizzera sulla protezione dei dati (“LPD”)',
      'al di fuori della Svizzera',
    ],
    exemption: 'art. 45c della LTC, RS 784.10',
  },
  {
    country: 'CH',
    language: 'en',
    law: policyLaw('CH'),
    cites: ['the Swiss Federal Act on Data Protection (“FADP”)', 'outside Switzerland'],
    exemption: 'Article 45c of the TCA, SR 784.10',
  },
] as const satisfies readonly {
  country: string;
  language: string;
  law: PolicyLaw;
  cites: readonly string[];
  exemption: string;
}[];

function Harness({
  documentKey,
  law,
  conditions,
}: {
  documentKey: 'privacy' | 'cookie';
  law: PolicyLaw;
  conditions: readonly string[];
}) {
  const { t } = useTranslation('legal');
  return (
    <LegalDocument
      documentKey={documentKey}
      t={t}
      identity={IDENTITY}
      texts={{ hosting: { basedIn: 'based in Testland' }, policiesUpdated: 'June 2025' }}
      law={law}
      conditions={conditions}
      languages={['en']}
      updated="2025-06"
    />
  );
}

/**
 * A citation as a sentence of the language sets it off: in parentheses, but Spanish, which
 * never nests them and cites rules and authorities whose names may hold their own ("… 2003
 * (PECR)", "… (ICO)"), between rayas.
 */
function aside(language: string, citation: string): string {
  const plain = citation.replace(/\u00a0/g, ' ');
  return language === 'es' ? `—${plain}—` : `(${plain})`;
}

/**
 * Each policy drawn once, as the build draws it, and kept apart from the document: several
 * tests read the same one, and a policy takes seconds to draw on a busy machine. The tests
 * read its text and its links with DOM queries, not Testing Library's queries by role over a
 * whole policy, which compute every element's style in jsdom (the landmarks and names are
 * LegalDocument.test's).
 */
const drawn = new Map<string, HTMLElement>();

function policy(
  documentKey: 'privacy' | 'cookie',
  law: PolicyLaw,
  language: string,
  host: readonly string[] = [],
): HTMLElement {
  const key = JSON.stringify([documentKey, law, language, host]);
  const known = drawn.get(key);
  if (known !== undefined) return known;
  drawAsBuilt(
    <Harness documentKey={documentKey} law={law} conditions={[...SITE, ...host, law.regime]} />,
    {
      language,
      strings: { legal: TEMPLATE_LEGAL[`../../locales/${language}/legal.json`] ?? {} },
    },
  );
  const page = document.createElement('div');
  page.append(...document.body.childNodes);
  drawn.set(key, page);
  return page;
}

/** The text as read, as the build draws it, its no-break spaces as spaces. */
function rendered(
  documentKey: 'privacy' | 'cookie',
  law: PolicyLaw,
  language: string,
  host: readonly string[] = [],
): string {
  return spaced(policy(documentKey, law, language, host).textContent ?? '');
}

/** A text with its no-break spaces as spaces. */
function spaced(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

describe("the policies cite the owner's country", () => {
  for (const { country, language, law, cites, exemption } of OWNERS) {
    it(`names and links the authority, the national law, the cookie rule and its exemption (${country}, ${language})`, () => {
      const authority = authorityName(law.authority, language);
      const links = [...policy('privacy', law, language).querySelectorAll('a')].filter((link) =>
        link.textContent?.startsWith(authority),
      );
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link).toHaveAttribute('href', law.authority.url);
      // The citations as a sentence in this language reads them.
      const cited = citationsIn(law, language, templateLegalTranslate(language));
      const privacy = rendered('privacy', law, language);
      // Switzerland's national law is the regime itself, which the introduction names.
      if (law.regime !== 'ch') expect(privacy).toContain(`: ${spaced(cited.nationalLaw)}.`);
      // The storage sentence relies on the exemption: its provision, where known.
      expect(privacy).toContain(aside(language, exemption));
      for (const citation of cites) expect(privacy).toContain(citation);
      const cookie = rendered('cookie', law, language);
      // The cookie policy describes the rule itself.
      expect(cookie).toContain(aside(language, cited.cookieRule));
      expect(cookie).toContain(spaced(authority));
      // In French and Italian, never the other language of a bilingual citation.
      if (language === 'fr' || language === 'it') {
        expect(`${privacy} ${cookie}`).not.toMatch(/wet van|FMG|\bSR\b/);
      }
      for (const text of [privacy, cookie]) {
        expect(text).not.toMatch(/\{\{|\}\}/);
        if (country !== 'IT') expect(text).not.toMatch(/Garante|196\/2003|Ital/i);
        // The UK's regime by its own name, never the EU's.
        if (country === 'GB') expect(text).not.toMatch(/(?<!UK )GDPR|European Union|\(EU\)/);
      }
    });
  }
});

describe('Spanish sets off a citation whose name holds parentheses, never nesting them', () => {
  for (const country of ['GB', 'CH']) {
    it(`between rayas: the cookie rule, its exemption and the authority (${country})`, () => {
      const law = policyLaw(country);
      const authority = authorityName(law.authority, 'es');
      // As seen: without the link's hidden "(opens in a new tab)".
      const spanish = TEMPLATE_LEGAL['../../locales/es/legal.json'] as { new_tab: string };
      const newTab = ` ${spanish.new_tab}`;
      const privacy = rendered('privacy', law, 'es').replaceAll(newTab, '');
      const cookie = rendered('cookie', law, 'es').replaceAll(newTab, '');
      expect(privacy).toContain(aside('es', citedIn(law.cookieExemption, 'es')));
      expect(privacy).toContain(aside('es', authority));
      expect(cookie).toContain(aside('es', citedIn(law.cookieRule, 'es')));
      for (const name of [
        citedIn(law.cookieExemption, 'es'),
        citedIn(law.cookieRule, 'es'),
        authority,
      ]) {
        for (const text of [privacy, cookie]) expect(text).not.toContain(`(${name})`);
      }
    });
  }
});

describe('the complaint and the objection, by regime', () => {
  it('offers an EU visitor any authority, the choice of Member State unconditional (Art. 77)', () => {
    const privacy = rendered('privacy', policyLaw('IT'), 'en');
    expect(privacy).toContain(
      'in particular in the Member State of your habitual residence, place of work or place of the alleged infringement',
    );
    expect(privacy).not.toContain('where the law gives you that choice');
    for (const [language, unconditional] of [
      ['it', 'in particolare nello Stato membro in cui risiedi abitualmente'],
      ['de', 'insbesondere in dem Mitgliedstaat Ihres gewöhnlichen Aufenthalts'],
      ['fr', 'en particulier dans l’État membre dans lequel se trouve votre résidence habituelle'],
      ['es', 'en particular en el Estado miembro en el que tengas tu residencia habitual'],
    ] as const) {
      expect(rendered('privacy', policyLaw('FR'), language), language).toContain(unconditional);
    }
  });

  it('keeps the hedge for a UK visitor, whose choice of authority the law may not give', () => {
    expect(rendered('privacy', policyLaw('GB'), 'en')).toContain(
      'or, where the law gives you that choice, with the supervisory authority of the country where you habitually reside or work',
    );
  });

  it('sets the right to object apart from the list, after it (Art. 21(4))', () => {
    const page = policy('privacy', policyLaw('DE'), 'de');
    const rights = [...page.querySelectorAll('section')].find(
      (section) => section.querySelector('h2')?.textContent === 'Ihre Rechte',
    );
    if (!rights) throw new Error('no section Ihre Rechte');
    const objection = [...rights.querySelectorAll('p')].find((paragraph) =>
      paragraph.textContent?.startsWith('Widerspruchsrecht:'),
    );
    expect(objection?.querySelector('strong')).toHaveTextContent('Widerspruchsrecht:');
    expect(objection?.textContent?.replace(/\u00a0/g, ' ')).toContain(
      'jederzeit widersprechen (Art. 21 DSGVO)',
    );
    // After the list, and no longer one of its items.
    const list = rights.querySelector('ul');
    expect(list?.compareDocumentPosition(objection as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(list?.textContent).not.toMatch(/Widerspruch/);
    expect(page.textContent).not.toMatch(/\{\{/);
  });
});

describe('Switzerland: the FADP where the template can be right', () => {
  const swiss = policyLaw('CH');

  it('lists the FADP’s rights and articles, with no restriction right, in each language', () => {
    for (const [language, articles] of [
      [
        'de',
        [
          '(Art. 25 DSG; Einschränkungen: Art. 26)',
          '(Art. 28 DSG)',
          '(Art. 21 DSG)',
          '(Art. 32 Abs. 1 DSG)',
        ],
      ],
      ['fr', ['(art. 25 LPD ; restrictions : art. 26)', '(art. 28 LPD)', '(art. 21 LPD)']],
      [
        'it',
        ['(art. 25 LPD; i limiti sono fissati dall’art. 26)', '(art. 28 LPD)', '(art. 21 LPD)'],
      ],
      ['en', ['(Article 25 FADP; its limits are set in Article 26)', '(Article 28 FADP)']],
    ] as const) {
      const privacy = rendered('privacy', swiss, language);
      for (const article of articles) expect(privacy, language).toContain(article);
      // None of the GDPR's: its rights list, its restriction, its Art. 21(4) paragraph.
      expect(privacy, language).not.toMatch(
        /\((?:Art\.|art\.|article|Article) (?:15|16|17|18|20|22)\)|Einschränkung der Verarbeitung|limitation du traitement|limitazione del trattamento|processing of your data restricted|Widerspruchsrecht:|Droit d’opposition :|Diritto di opposizione:|Right to object:/,
      );
    }
  });

  it('has the FDPIC receive a report, not a complaint, in both policies', () => {
    const privacy = rendered('privacy', swiss, 'de');
    expect(privacy).toContain('können Sie bei der Aufsichtsbehörde (Eidgenössischer');
    expect(privacy).toContain('Anzeige erstatten');
    expect(privacy).toContain('(Art. 49 DSG)');
    expect(privacy).not.toMatch(/Beschwerde|Art\. 77/);
    const cookie = rendered('cookie', swiss, 'fr');
    expect(cookie).toContain('adresser une dénonciation à l’autorité de surveillance');
    expect(cookie).not.toMatch(/réclamation/);
  });

  it('asks no consent for cookies: information and a right to refuse (Art. 45c FMG)', () => {
    const cookie = rendered('cookie', swiss, 'de');
    expect(cookie).toContain(
      'wenn sie über deren Einsatz und Zweck informiert und Ihnen die Möglichkeit gibt, sie abzulehnen',
    );
    expect(cookie).not.toMatch(
      /Ihre(?:r vorherigen)? Einwilligung, es sei denn|nachdem Sie über den Hinweis eingewilligt/,
    );
    expect(rendered('cookie', swiss, 'it')).not.toMatch(/Richiedono il tuo consenso/);
  });

  it('grounds the policy in the FADP in each language: its Art. 19, no legal basis but Art. 31’s justifications, access within 30 days', () => {
    for (const [language, cites, gdprArticles] of [
      [
        'en',
        [
          'It gives the information that Article 19 of the Swiss Federal Act on Data Protection (“FADP”) requires.',
          'a private person needs no legal basis to process personal data',
          'offering a working, secure site (Article 31(1) FADP)',
          'conclusion of a contract with you (Article 31(1) and (2)(a) FADP)',
          'within 30 days or, if that is not possible, be told within that time when you will receive it (Article 18 of the Data Protection Ordinance)',
        ],
        /6\(1\)\([a-f]\)|Article 1[23] /,
      ],
      [
        'de',
        [
          'die das Bundesgesetz über den Datenschutz („DSG“) in Art. 19 verlangt',
          'keine Rechtsgrundlage',
          'sichere Website anzubieten (Art. 31 Abs. 1 DSG)',
          '(Art. 31 Abs. 1 und Abs. 2 Bst. a DSG)',
          'innert 30 Tagen; ist das nicht möglich, werden Sie innert dieser Frist informiert',
          '(Art. 18 der Datenschutzverordnung)',
        ],
        /lit\. [a-f]|Art\. 1[23] /,
      ],
      [
        'fr',
        [
          'les informations qu’exige l’article 19 de la loi fédérale suisse sur la protection des données',
          'n’a pas besoin de base légale',
          'site fonctionnel et sécurisé (art. 31, al. 1, LPD)',
          '(art. 31, al. 1 et 2, let. a, LPD)',
          'dans un délai de 30 jours',
          '(art. 18 de l’ordonnance sur la protection des données)',
        ],
        /point [a-f]\)|article 1[23] /,
      ],
      [
        'it',
        [
          'le informazioni richieste dall’articolo 19 della legge federale svizzera',
          'non ha bisogno di una base giuridica',
          'sito funzionante e sicuro (art. 31 cpv. 1 LPD)',
          '(art. 31 cpv. 1 e cpv. 2 lett. a LPD)',
          'entro 30 giorni',
          '(art. 18 dell’ordinanza sulla protezione dei dati)',
        ],
        /par\. 1, lett\.|art\. 1[23] /,
      ],
      [
        'es',
        [
          'la información que exige el artículo 19 de la Ley Federal suiza de Protección de Datos',
          'no necesita una base jurídica',
          'sea seguro (artículo 31.1 de la LPD)',
          '(artículos 31.1 y 31.2.a) de la LPD)',
          'en un plazo de 30 días',
          '(artículo 18 de la Ordenanza sobre Protección de Datos)',
        ],
        /6\.1\.[a-f]\)|artículo 1[23] /,
      ],
    ] as const) {
      const privacy = rendered('privacy', swiss, language);
      for (const cited of cites) expect(privacy, language).toContain(cited);
      // Nothing of the GDPR's grounds (Art. 6(1)(f)) or its Art. 12 and 13.
      expect(privacy, language).not.toMatch(gdprArticles);
      expect(privacy, language).not.toMatch(/\{\{|\}\}/);
    }
  });

  it('names the FADP’s optional data protection advisor (Art. 10), not the GDPR’s officer, in each language', () => {
    for (const [language, advisor, officer] of [
      ['en', 'No data protection advisor has been appointed', /officer/],
      ['de', 'keine Datenschutzberaterin und kein Datenschutzberater', /Datenschutzbeauftragt/],
      ['fr', 'Aucun conseiller à la protection des données', /délégué|DPO/],
      [
        'it',
        'Non è stato nominato un consulente per la protezione dei dati',
        /RPD|responsabile della protezione/,
      ],
      ['es', 'No se ha nombrado ningún asesor de protección de datos', /delegado|DPD/],
    ] as const) {
      const privacy = rendered('privacy', swiss, language);
      expect(privacy, language).toContain(advisor);
      expect(privacy, language).toMatch(
        /(Article|Art\.|art\.|artículo) 10 (de la )?(FADP|DSG|LPD)/,
      );
      expect(privacy, language).not.toMatch(officer);
    }
    expect(rendered('privacy', policyLaw('IT'), 'it')).toContain(
      'Non è stato nominato un responsabile della protezione dei dati (RPD)',
    );
  });

  it('names the processor’s contract under the FADP’s Art. 9 once the host is the owner’s processor', () => {
    const privacy = rendered('privacy', swiss, 'de', ['processorAgreement']);
    expect(privacy).toContain(
      'als Auftragsbearbeiter auf Grundlage eines Vertrags über die Auftragsbearbeitung (Art. 9 DSG)',
    );
    expect(privacy).not.toMatch(/Auftragsverarbeit/);
    expect(rendered('privacy', swiss, 'en', ['processorAgreement'])).toContain(
      'bound by a data processing agreement with the controller (Article 9 FADP)',
    );
  });

  it('names the Swiss–US Data Privacy Framework and the Federal Council’s finding', () => {
    const privacy = rendered('privacy', swiss, 'de', ['dataPrivacyFramework']);
    expect(privacy).toContain('nach dem Datenschutzrahmen Schweiz-USA');
    expect(privacy).toContain('seit dem 15. September 2024 anerkennt der Bundesrat');
    expect(privacy).toContain('(Anhang 1 der Datenschutzverordnung; Art. 16 Abs. 1 DSG)');
    expect(privacy).not.toMatch(/2023\/1795|EU-USA|DSGVO/);
  });
});

describe('the host’s role and the transfer, as the owner states them', () => {
  it('without a processor agreement: no transfer by the controller, the host answers for itself', () => {
    const privacy = rendered('privacy', policyLaw('IT'), 'en', ['dataPrivacyFramework']);
    // The spec's sentence, true: the controller sends nothing.
    expect(privacy).toContain(
      'The controller does not transfer your personal data to countries outside the European Economic Area.',
    );
    expect(privacy).toContain(
      'processes their data as an independent controller, not on the controller’s behalf',
    );
    expect(privacy).not.toMatch(/as a processor|Article 28|through its hosting provider/);
  });

  it('with one: the transfer through the host, on the DPF’s adequacy where certified', () => {
    const privacy = rendered('privacy', policyLaw('IT'), 'en', [
      'processorAgreement',
      'dataPrivacyFramework',
    ]);
    expect(privacy).toContain(
      'The controller transfers your personal data to countries outside the European Economic Area through its hosting provider',
    );
    expect(privacy).toContain(
      'as a processor bound by a data processing agreement with the controller (Article 28 GDPR)',
    );
    expect(privacy).toContain(
      '(Implementing Decision (EU) 2023/1795 of 10 July 2023; Article 45 GDPR)',
    );
    expect(privacy).not.toMatch(/does not transfer|standard contractual clauses/);
  });

  it('with one and no certification: the standard contractual clauses of the regime', () => {
    const eu = rendered('privacy', policyLaw('DE'), 'de', ['processorAgreement']);
    expect(eu).toContain('Standardvertragsklauseln');
    expect(eu).toContain('(Art. 46 Abs. 2 lit. c DSGVO)');
    const uk = rendered('privacy', policyLaw('GB'), 'en', ['processorAgreement']);
    expect(uk).toContain('International Data Transfer Addendum');
    expect(uk).toContain(
      '(Article 46(2)(d) UK GDPR; section 119A of the Data Protection Act 2018)',
    );
    const swiss = rendered('privacy', policyLaw('CH'), 'fr', ['processorAgreement']);
    expect(swiss).toContain('reconnues par le Préposé fédéral');
    expect(swiss).toContain('(art. 16, al. 2, let. d, LPD)');
    for (const text of [eu, uk, swiss]) expect(text).not.toMatch(/Data Privacy Framework/);
  });

  it('names the UK Extension and the UK’s own instrument for a certified host in the UK', () => {
    const privacy = rendered('privacy', policyLaw('GB'), 'en', ['dataPrivacyFramework']);
    expect(privacy).toContain(
      'participates in the UK Extension to the EU–US Data Privacy Framework',
    );
    expect(privacy).toContain(
      '(the Data Protection (Adequacy) (United States of America) Regulations 2023, SI 2023/1028; Article 45 UK GDPR and section 17A of the Data Protection Act 2018)',
    );
    expect(privacy).not.toMatch(/2023\/1795|European Commission/);
  });
});
