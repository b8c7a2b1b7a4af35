// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { policyLaw } from '../../lib/lawForCountry';
import type { PolicyLaw } from '../../lib/policyLaw';
import { LEGAL_CONDITIONS } from '../../lib/legalConditions';
import { renderWithProviders } from '../../test/render';
import { LegalDocument, type LegalIdentity } from './LegalDocument';

const IDENTITY: LegalIdentity = {
  ownerName: 'Ada Testperson',
  email: 'ada@example.org',
  postalAddress: 'Teststraße 1, 10115 Berlin',
  siteUrl: 'https://ada.example.org/',
  hostingService: 'Quiet Hosting',
  hostingCompany: 'Quiet Ltd',
};

const TEMPLATE_LEGAL = import.meta.glob<object>('../../locales/*/legal.json', {
  eager: true,
  import: 'default',
});

/**
 * Every part but the host's Data Privacy Framework paragraph, which cites the EU's adequacy
 * decision under the EU GDPR as a fact whatever the owner's regime.
 */
const CONDITIONS = LEGAL_CONDITIONS.filter((condition) => condition !== 'dataPrivacyFramework');

const BAVARIA = {
  name: 'Bayerisches Landesamt für Datenschutzaufsicht',
  url: 'https://www.lda.bayern.de/',
};

/** An owner in each country, read in its language (the UK's in English), with what it must cite. */
const OWNERS = [
  {
    country: 'IT',
    language: 'it',
    law: policyLaw('IT'),
    cites: ['art. 6, par. 1, lett. f, GDPR', 'al di fuori dello Spazio economico europeo'],
  },
  {
    country: 'DE',
    language: 'de',
    law: policyLaw('DE', { supervisoryAuthority: BAVARIA }),
    cites: ['Art. 6 Abs. 1 lit. f DSGVO', 'außerhalb des Europäischen Wirtschaftsraums (EWR)'],
  },
  {
    country: 'FR',
    language: 'fr',
    law: policyLaw('FR'),
    cites: ['point f), du RGPD', 'hors de l’Espace économique européen'],
  },
  {
    country: 'GB',
    language: 'en',
    law: policyLaw('GB'),
    cites: [
      'Article 6(1)(f) UK GDPR',
      'the UK General Data Protection Regulation',
      'outside the United Kingdom',
    ],
  },
] as const satisfies readonly {
  country: string;
  language: string;
  law: PolicyLaw;
  cites: readonly string[];
}[];

function Harness({ documentKey, law }: { documentKey: 'privacy' | 'cookie'; law: PolicyLaw }) {
  const { t } = useTranslation('legal');
  return (
    <LegalDocument
      documentKey={documentKey}
      t={t}
      identity={IDENTITY}
      law={law}
      conditions={CONDITIONS}
      languages={['en']}
      updated="2025-06"
    />
  );
}

describe("the policies cite the owner's country", () => {
  for (const { country, language, law, cites } of OWNERS) {
    // The text as read, its no-break spaces as spaces.
    const render = (documentKey: 'privacy' | 'cookie') =>
      (
        renderWithProviders(<Harness documentKey={documentKey} law={law} />, {
          language,
          strings: { legal: TEMPLATE_LEGAL[`../../locales/${language}/legal.json`] ?? {} },
        }).container.textContent ?? ''
      ).replace(/[\u00a0\u202f]/g, ' ');

    it(`names and links the authority, the national law and the cookie rule (${country}, ${language})`, () => {
      const privacy = render('privacy');
      const authorityLinks = screen.getAllByRole('link', {
        name: (name) => name.startsWith(law.authority.name),
      });
      for (const link of authorityLinks) {
        expect(link).toHaveAttribute('href', law.authority.url);
      }
      expect(privacy).toContain(`: ${law.nationalLaw}.`);
      expect(privacy).toContain(`(${law.cookieRule})`);
      for (const citation of cites) expect(privacy).toContain(citation);
      const cookie = render('cookie');
      expect(cookie).toContain(`(${law.cookieRule})`);
      expect(cookie).toContain(law.authority.name);
      for (const text of [privacy, cookie]) {
        expect(text).not.toMatch(/\{\{|\}\}/);
        if (country !== 'IT') expect(text).not.toMatch(/Garante|196\/2003|Ital/i);
        // The UK's regime by its own name, never the EU's.
        if (country === 'GB') expect(text).not.toMatch(/(?<!UK )GDPR|European Union/);
      }
    });
  }
});
