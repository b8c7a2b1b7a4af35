// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LegalNoticeFacts } from '../../content/legal';
import { TEMPLATE_LANGUAGES } from '../../lib/language';
import { legalNoticeLaw } from '../../../tooling/owner/law/lawForCountry';
import { citedIn } from '../../../tooling/owner/law/templateCitation';
import { renderWithProviders } from '../../test/render';
import { LegalNotice, type NoticeOwner } from './LegalNotice';

/** Distinct from the sample owner, so the test proves the values come from the props. */
const OWNER: NoticeOwner = {
  name: 'Ada Testperson',
  postalAddress: 'Prüfweg 1, 10115 Berlin, Deutschland',
  email: 'ada@example.org',
};

const TEMPLATE_NOTICE = import.meta.glob<Record<string, unknown>>(
  '../../locales/*/legal-notice.json',
  { eager: true, import: 'default' },
);
const noticeStrings = (language: string) =>
  TEMPLATE_NOTICE[`../../locales/${language}/legal-notice.json`] ?? {};
const TEMPLATE_LEGAL = import.meta.glob<Record<string, unknown>>('../../locales/*/legal.json', {
  eager: true,
  import: 'default',
});
/** The notice's namespace, and the legal one whose words cite its rule. */
const stringsIn = (language: string) => ({
  'legal-notice': noticeStrings(language),
  legal: TEMPLATE_LEGAL[`../../locales/${language}/legal.json`] ?? {},
});
const label = (language: string, key: string) =>
  (noticeStrings(language).labels as Record<string, string>)[key];

/** The list's terms and their descriptions, in order. */
function terms(): [string, string][] {
  return screen
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

/** Text matched as written, no-break spaces kept (Testing Library's default makes them spaces). */
const AS_WRITTEN = { normalizer: (text: string) => text };

const business = (country: string) => legalNoticeLaw(country)?.business.rule ?? [];

const GITHUB = {
  company: 'GitHub',
  address: '88 Colin P. Kelly Jr. Street, San Francisco, CA 94107',
  phone: '+1 877 448 4820',
};

/** What a business in each country gives its notice (its facts and texts), and the rows it shows. */
const NOTICES: Record<
  string,
  { facts: LegalNoticeFacts; texts?: { profession?: string; activity?: string }; rows: string[] }
> = {
  DE: {
    facts: {
      rule: business('DE'),
      phone: '+49 341 2345678',
      vatId: 'DE123456789',
      businessId: 'DE123456789-00001',
      register: 'Amtsgericht Leipzig, HRB 12345',
    },
    rows: ['phone', 'vatId', 'businessId', 'register'],
  },
  AT: {
    facts: {
      rule: business('AT'),
      phone: '+43 1 234567',
      vatId: 'ATU12345678',
      tradeLicence: {
        authority: 'Magistrat der Stadt Wien',
        chamber: 'Wirtschaftskammer Wien, Fachgruppe UBIT',
        title: 'Dienstleistungen in der automatischen Datenverarbeitung und Informationstechnik',
      },
    },
    texts: { activity: 'Softwareentwicklung' },
    rows: ['phone', 'vatId', 'tradeAuthority', 'chamber', 'tradeTitle', 'tradeRules', 'activity'],
  },
  FR: {
    facts: {
      rule: business('FR'),
      phone: '+33 4 12 34 56 78',
      vatId: 'FR12345678901',
      register: 'RCS Lyon 123 456 789',
      publicationDirector: 'Ada Testperson',
      host: GITHUB,
    },
    rows: ['phone', 'vatId', 'register', 'publicationDirector', 'host'],
  },
  ES: {
    facts: { rule: business('ES'), taxId: '12345678Z' },
    texts: { profession: 'Ingeniera de telecomunicación' },
    rows: ['taxId', 'profession'],
  },
  IT: {
    facts: {
      rule: business('IT'),
      vatId: '01234567890',
      vatIdInFooter: true,
      register: 'REA TO-1234567',
    },
    rows: ['vatId', 'register'],
  },
  NL: {
    facts: { rule: business('NL'), vatId: 'NL123456789B01', register: 'KvK 12345678' },
    rows: ['vatId', 'register'],
  },
  IE: {
    facts: { rule: business('IE'), vatId: 'IE1234567WA', register: 'CRO 123456' },
    rows: ['vatId', 'register'],
  },
  GB: {
    facts: { rule: business('GB'), vatId: 'GB123456789', licensingAuthority: 'The Law Society' },
    rows: ['vatId', 'licensingAuthority'],
  },
};

describe('LegalNotice', () => {
  it('names the rule it follows and every fact the owner gave, in German', () => {
    renderWithProviders(<LegalNotice owner={OWNER} facts={NOTICES.DE?.facts ?? { rule: null }} />, {
      language: 'de',
      strings: stringsIn('de'),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    expect(screen.getByText('Angaben gemäß §\u00a05 DDG', AS_WRITTEN)).toBeInTheDocument();
    expect(terms()).toEqual([
      ['Name', 'Ada Testperson'],
      ['Anschrift', 'Prüfweg 1, 10115 Berlin, Deutschland'],
      ['E-Mail', 'ada@example.org'],
      ['Telefon', '+49 341 2345678'],
      ['Umsatzsteuer-Identifikationsnummer', 'DE123456789'],
      ['Wirtschafts-Identifikationsnummer', 'DE123456789-00001'],
      ['Registereintrag', 'Amtsgericht Leipzig, HRB 12345'],
    ]);
    expect(screen.getByRole('link', { name: 'ada@example.org' })).toHaveAttribute(
      'href',
      'mailto:ada@example.org',
    );
    expect(screen.getByRole('link', { name: '+49 341 2345678' })).toHaveAttribute(
      'href',
      'tel:+493412345678',
    );
  });

  it('cites § 18 Abs. 1 MStV for a German site with no business, with name, address and email', () => {
    const rule = legalNoticeLaw('DE')?.nonBusiness?.rule ?? null;
    renderWithProviders(<LegalNotice owner={OWNER} facts={{ rule }} />, {
      language: 'de',
      strings: stringsIn('de'),
    });
    expect(
      screen.getByText('Angaben gemäß §\u00a018 Abs.\u00a01 MStV', AS_WRITTEN),
    ).toBeInTheDocument();
    expect(terms().map(([term]) => term)).toEqual(['Name', 'Anschrift', 'E-Mail']);
  });

  it('names the publication director and the host with their address and telephone, in French', () => {
    renderWithProviders(
      <LegalNotice
        owner={OWNER}
        facts={NOTICES.FR?.facts ?? { rule: null }}
        hostCountry="États-Unis"
      />,
      { language: 'fr', strings: stringsIn('fr') },
    );
    expect(
      screen.getByText(
        'Les informations sur l’éditeur de ce site exigées par la loi (article\u00a01-1 de la loi n°\u00a02004-575 du 21\u00a0juin\u00a02004 pour la confiance dans l’économie numérique).',
        AS_WRITTEN,
      ),
    ).toBeInTheDocument();
    expect(terms()).toEqual([
      ['Nom', 'Ada Testperson'],
      ['Adresse postale', 'Prüfweg 1, 10115 Berlin, Deutschland'],
      ['Courriel', 'ada@example.org'],
      ['Téléphone', '+33 4 12 34 56 78'],
      ['Numéro d’identification à la TVA', 'FR12345678901'],
      ['Immatriculation', 'RCS Lyon 123 456 789'],
      ['Direction de la publication', 'Ada Testperson'],
      [
        'Hébergeur',
        'GitHub, 88 Colin P. Kelly Jr. Street, San Francisco, CA 94107, États-Unis\n+1 877 448 4820',
      ],
    ]);
    expect(screen.getByRole('link', { name: '+1 877 448 4820' })).toHaveAttribute(
      'href',
      'tel:+18774484820',
    );
  });

  it("prints the host's country as the page's language names it, after its address", () => {
    renderWithProviders(
      <LegalNotice
        owner={OWNER}
        facts={NOTICES.FR?.facts ?? { rule: null }}
        hostCountry="Estados Unidos"
      />,
      { language: 'es', strings: stringsIn('es') },
    );
    expect(terms().at(-1)?.[1]).toBe(
      'GitHub, 88 Colin P. Kelly Jr. Street, San Francisco, CA 94107, Estados Unidos\n+1 877 448 4820',
    );
  });

  it('gives an Austrian trade licence its authority, chamber, title and the Gewerbeordnung to read', () => {
    renderWithProviders(
      <LegalNotice
        owner={OWNER}
        facts={NOTICES.AT?.facts ?? { rule: null }}
        texts={NOTICES.AT?.texts}
      />,
      { language: 'de', strings: stringsIn('de') },
    );
    expect(
      screen.getByText('Angaben gemäß §\u00a05 ECG, §\u00a025 MedienG', AS_WRITTEN),
    ).toBeInTheDocument();
    expect(terms().slice(5)).toEqual([
      ['Gewerbebehörde', 'Magistrat der Stadt Wien'],
      ['Kammer und Fachgruppe', 'Wirtschaftskammer Wien, Fachgruppe UBIT'],
      [
        'Berufsbezeichnung',
        'Dienstleistungen in der automatischen Datenverarbeitung und Informationstechnik, verliehen in Österreich',
      ],
      [
        'Gewerberechtliche Vorschriften',
        'Gewerbeordnung 1994 (GewO)\nwww.ris.bka.gv.at\u00a0(öffnet sich in einem neuen Tab)',
      ],
      ['Unternehmensgegenstand', 'Softwareentwicklung'],
    ]);
    const rules = screen.getByRole('link', { name: /www\.ris\.bka\.gv\.at/ });
    expect(rules).toHaveAttribute('href', 'https://www.ris.bka.gv.at/');
    expect(rules).toHaveAttribute('target', '_blank');
  });

  it('labels Spain’s NIF as the LSSI names it', () => {
    renderWithProviders(
      <LegalNotice
        owner={OWNER}
        facts={NOTICES.ES?.facts ?? { rule: null }}
        texts={NOTICES.ES?.texts}
      />,
      { language: 'es', strings: stringsIn('es') },
    );
    expect(
      screen.getByText(
        'Los datos que la ley exige a este sitio (art.\u00a010 de la LSSI).',
        AS_WRITTEN,
      ),
    ).toBeInTheDocument();
    expect(terms().slice(3)).toEqual([
      ['NIF', '12345678Z'],
      ['Profesión regulada', 'Ingeniera de telecomunicación'],
    ]);
  });

  it("cites a Spanish owner's rule in the words of each page's language", () => {
    const intro = (language: string) => {
      const { unmount } = renderWithProviders(
        <LegalNotice owner={OWNER} facts={NOTICES.ES?.facts ?? { rule: null }} />,
        { language, strings: stringsIn(language) },
      );
      const text = document.querySelector('article p')?.textContent ?? '';
      unmount();
      return text;
    };
    expect(intro('en')).toBe(
      'The information the law requires of this site (Article\u00a010 of the LSSI).',
    );
    expect(intro('it')).toBe(
      'Le informazioni che la legge richiede a questo sito (art.\u00a010 della LSSI).',
    );
    expect(intro('de')).toBe('Angaben gemäß Art.\u00a010 LSSI');
  });

  it('says who publishes the site, without a rule, where the owner gives it on request', () => {
    renderWithProviders(<LegalNotice owner={OWNER} facts={{ rule: null }} />, {
      language: 'fr',
      strings: stringsIn('fr'),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeInTheDocument();
    expect(
      screen.getByText('Les informations sur l’éditeur de ce site et ses coordonnées.'),
    ).toBeInTheDocument();
    expect(terms().map(([term]) => term)).toEqual(['Nom', 'Adresse postale', 'Courriel']);
  });

  for (const { code: language } of TEMPLATE_LANGUAGES) {
    it(`shows each country's notice with its rule and a label for each fact (${language})`, () => {
      const countries = Object.entries(NOTICES);
      renderWithProviders(
        <>
          {countries.map(([country, { facts, texts }]) => (
            <LegalNotice key={country} owner={OWNER} facts={facts} texts={texts} />
          ))}
        </>,
        {
          language,
          strings: stringsIn(language),
        },
      );
      // By element, not role: role queries over eight notices take seconds in jsdom (the tests above use roles).
      const notices = [...document.querySelectorAll('article')];
      countries.forEach(([country, { rows }], index) => {
        const notice = notices[index];
        if (!notice) throw new Error(`${country}'s notice is rendered`);
        expect(notice.textContent, country).toContain(citedIn(business(country), language));
        expect(notice.textContent, country).not.toMatch(/\{\{|labels\.|trade_title|new_tab/);
        const expected = ['name', 'address', 'email', ...rows].map((key) => label(language, key));
        expect(
          [...notice.querySelectorAll('dt')].map((term) => term.textContent),
          `${country} in ${language}`,
        ).toEqual(expected);
      });
    });
  }
});
