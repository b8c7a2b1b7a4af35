// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import type { PolicyLaw } from '../../lib/policyLaw';
import { useLegalText, type LegalIdentity, type PolicyTexts } from './useLegalText';

const IDENTITY: LegalIdentity = {
  name: 'Ada Testperson',
  email: 'ada@example.org',
  postalAddress: 'Piazza di Prova 1, Roma',
  siteUrl: 'https://ada.example.org/',
  hosting: { service: 'Quiet Hosting', company: 'Quiet Ltd' },
};

/** legal.json's texts, distinct from the sample's, so the test proves they come from the option. */
const TEXTS: PolicyTexts = {
  hosting: { basedIn: 'based in Testland' },
  policiesUpdated: 'Testember 2025',
};

const LINKS = { cookieLink: '/cookie-policy' };

/** An authority no country has, so the test proves the name and link come from the law. */
const LAW: PolicyLaw = {
  regime: 'eu',
  authority: { name: 'Prüfbehörde', url: 'https://authority.example.org/' },
  nationalLaw: 'Testgesetz',
  cookieRule: '§ 1 TestG',
  cookieExemption: '§ 1 Abs. 2 TestG',
};

function LegalText({ textKey, texts = TEXTS }: { textKey: string; texts?: PolicyTexts }) {
  const { t } = useTranslation('legal');
  const text = useLegalText({
    t,
    identity: IDENTITY,
    texts,
    links: LINKS,
    updatedDateTime: '2025-06',
    languages: ['en', 'it'],
    law: LAW,
    language: 'en',
  });
  return <p>{text(textKey)}</p>;
}

describe('useLegalText', () => {
  it('fills in the owner facts from the identity', () => {
    renderWithProviders(<LegalText textKey="privacy.sections.controller.list1.address" />);
    expect(screen.getByText('Postal address: Piazza di Prova 1, Roma')).toBeInTheDocument();
  });

  it('turns the mail tag into a mailto link to the identity’s email', () => {
    renderWithProviders(<LegalText textKey="privacy.sections.controller.list1.email" />);
    expect(screen.getByRole('link', { name: IDENTITY.email })).toHaveAttribute(
      'href',
      `mailto:${IDENTITY.email}`,
    );
  });

  it('links a site path in the same tab and another site in a new one', () => {
    renderWithProviders(<LegalText textKey="privacy.sections.rights.p3@eu" />);
    const authority = screen.getByRole('link', { name: /Prüfbehörde/ });
    expect(authority).toHaveAttribute('href', LAW.authority.url);
    expect(authority).toHaveAttribute('target', '_blank');

    renderWithProviders(<LegalText textKey="privacy.sections.cookies.p1@languages" />);
    const cookiePolicy = screen.getByRole('link', { name: 'cookie policy' });
    expect(cookiePolicy).toHaveAttribute('href', '/cookie-policy');
    expect(cookiePolicy).not.toHaveAttribute('target');
  });

  it('cites the exemption from consent where a sentence relies on it, and the rule where it describes it', () => {
    renderWithProviders(
      <LegalText textKey="privacy.sections.legal_basis.list1@!ch.preferences@languages@!detectedLanguage" />,
    );
    expect(screen.getByText(/\(§ 1 Abs\. 2 TestG\)/)).toBeInTheDocument();
    renderWithProviders(<LegalText textKey="cookie.sections.what.p1" />);
    expect(screen.getByText(/\(§ 1 TestG\)/)).toBeInTheDocument();
  });

  it('names the cookie notice’s button as the notice shows it', () => {
    renderWithProviders(<LegalText textKey="cookie.sections.consent.p1" />, {
      strings: { common: { cookie_banner: { accept: 'Got it' } } },
    });
    expect(screen.getByText(/When you press “Got it”/)).toBeInTheDocument();
  });

  it('marks the last update as a machine-readable date, its words the owner’s month', () => {
    renderWithProviders(<LegalText textKey="privacy.updated" />);
    expect(screen.getByText('Testember 2025')).toHaveAttribute('dateTime', '2025-06');
  });

  it('names where the host is based as legal.json’s texts say it', () => {
    renderWithProviders(<LegalText textKey="privacy.sections.transfer.p2@!processorAgreement" />);
    expect(screen.getByText(/Quiet Ltd \(based in Testland\)/)).toBeInTheDocument();
  });

  it('holds the owner’s text not yet in the page’s language in a span of its own language', () => {
    const untranslated: PolicyTexts = {
      hosting: {
        basedIn: 'con sede a Testlandia',
        logRetention: '30 giorni',
        fallbackLanguages: { basedIn: 'it', logRetention: 'it' },
      },
      policiesUpdated: 'Testember 2025',
    };
    renderWithProviders(
      <LegalText textKey="privacy.sections.transfer.p2@!processorAgreement" texts={untranslated} />,
    );
    const basedIn = screen.getByText('con sede a Testlandia');
    expect(basedIn.tagName).toBe('SPAN');
    expect(basedIn).toHaveAttribute('lang', 'it');
    // The sentence around it stays the page's.
    expect(basedIn.parentElement).toHaveTextContent(/^The hosting provider, Quiet Ltd \(con sede/);
    expect(basedIn.parentElement).not.toHaveAttribute('lang');
    renderWithProviders(
      <LegalText textKey="privacy.sections.retention.list1.browsing" texts={untranslated} />,
    );
    expect(screen.getByText('30 giorni')).toHaveAttribute('lang', 'it');
  });

  it('draws the owner’s text in the page’s language as it is, in no element of its own', () => {
    renderWithProviders(<LegalText textKey="privacy.sections.transfer.p2@!processorAgreement" />);
    expect(screen.getByText(/Quiet Ltd \(based in Testland\)/).querySelector('[lang]')).toBeNull();
  });
});
