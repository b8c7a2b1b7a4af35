// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { LegalNotice, type NoticeOwner } from './LegalNotice';

/** Distinct from the sample owner, so the test proves the values come from the props. */
const OWNER: NoticeOwner = {
  ownerName: 'Ada Testperson',
  postalAddress: 'Prüfweg 1, 10115 Berlin, Deutschland',
  email: 'ada@example.org',
};

const TEMPLATE_NOTICE = import.meta.glob<Record<string, unknown>>(
  '../../locales/*/legal-notice.json',
  { eager: true, import: 'default' },
);
const noticeStrings = (language: string) =>
  TEMPLATE_NOTICE[`../../locales/${language}/legal-notice.json`] ?? {};

/** The list's terms and their descriptions, in order. */
function terms(): [string, string][] {
  return screen
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

describe('LegalNotice', () => {
  it('names the rule that makes it a duty, and every fact the owner gave, in German', () => {
    renderWithProviders(
      <LegalNotice
        owner={OWNER}
        facts={{
          rule: '§ 5 DDG',
          phone: '+49 30 123 456',
          vatId: 'DE123456789',
          professionKey: 'profession',
        }}
      />,
      {
        language: 'de',
        strings: {
          'legal-notice': { ...noticeStrings('de'), profession: 'Beratender Ingenieur' },
        },
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    expect(screen.getByText('Angaben gemäß § 5 DDG')).toBeInTheDocument();
    expect(terms()).toEqual([
      ['Name', 'Ada Testperson'],
      ['Anschrift', 'Prüfweg 1, 10115 Berlin, Deutschland'],
      ['E-Mail', 'ada@example.org'],
      ['Telefon', '+49 30 123 456'],
      ['Umsatzsteuer-Identifikationsnummer', 'DE123456789'],
      ['Berufsrechtliche Angaben', 'Beratender Ingenieur'],
    ]);
    expect(screen.getByRole('link', { name: 'ada@example.org' })).toHaveAttribute(
      'href',
      'mailto:ada@example.org',
    );
    expect(screen.getByRole('link', { name: '+49 30 123 456' })).toHaveAttribute(
      'href',
      'tel:+4930123456',
    );
  });

  it('says who publishes the site, without a rule, where the owner gives it on request', () => {
    renderWithProviders(<LegalNotice owner={OWNER} facts={{ rule: null }} />, {
      language: 'fr',
      strings: { 'legal-notice': noticeStrings('fr') },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeInTheDocument();
    expect(
      screen.getByText('Les informations sur l’éditeur de ce site et ses coordonnées.'),
    ).toBeInTheDocument();
    expect(terms().map(([term]) => term)).toEqual(['Nom', 'Adresse postale', 'Courriel']);
  });

  for (const [language, title] of [
    ['en', 'Legal notice'],
    ['it', 'Note legali'],
    ['es', 'Aviso legal'],
  ] as const) {
    it(`is titled "${title}" and labels every fact (${language})`, () => {
      const { container } = renderWithProviders(
        <LegalNotice
          owner={OWNER}
          facts={{
            rule: '§ 5 ECG, § 25 MedienG',
            phone: '+43 1 234',
            vatId: 'ATU12345678',
            register: 'FN 123456a',
            licensingAuthority: 'Magistrat der Stadt Wien',
            activityKey: 'activity',
          }}
        />,
        { language, strings: { 'legal-notice': { ...noticeStrings(language), activity: 'IT' } } },
      );
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(container.textContent).toContain('(§ 5 ECG, § 25 MedienG)');
      expect(container.textContent).not.toMatch(/\{\{|labels\./);
      expect(terms()).toHaveLength(8);
    });
  }
});
