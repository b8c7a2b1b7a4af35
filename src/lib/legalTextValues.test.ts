import { describe, expect, it } from 'vitest';
import { legalTextValues, type LegalIdentity, type PolicyTexts } from './legalTextValues';
import type { PolicyLaw } from './policyLaw';

const IDENTITY: LegalIdentity & { phone: string } = {
  name: 'Ada Testperson',
  email: 'ada@example.org',
  postalAddress: 'Calle de Prueba 1, Madrid',
  siteUrl: 'https://ada.example.org/',
  hosting: { service: 'Quiet Hosting', company: 'Quiet Ltd' },
  phone: '+34 600 000 000',
};

const LAW: PolicyLaw = {
  regime: 'uk',
  authority: {
    name: 'Autorité de test',
    names: { es: 'Autoridad de prueba' },
    url: 'https://authority.example.org/',
  },
  nationalLaw: 'Ley de prueba',
  cookieRule: 'art. 1 de la Ley de prueba',
  cookieExemption: 'art. 1.2 de la Ley de prueba',
};

/** A translation that names the key and what it was given, so the test sees what was asked. */
const translate = (key: string, options?: Readonly<Record<string, unknown>>) => {
  if (key === 'list_or') return 'o';
  if (key === 'language_code') return `«${String(options?.code)}»`;
  const given = options ? ` ${JSON.stringify(options)}` : '';
  return `[${key}${given}]`;
};

/** legal.json's texts in the language read, as the legal module serves them. */
const TEXTS: PolicyTexts = {
  hosting: { basedIn: 'con sede en Irlanda' },
  policiesUpdated: 'marzo de 2026',
};

const SOURCES = {
  translate,
  identity: IDENTITY,
  texts: TEXTS,
  languages: ['es', 'oc'],
  law: LAW,
  language: 'es',
};

describe('legalTextValues', () => {
  const values = legalTextValues(SOURCES);

  it('gives the owner’s facts, and no other field of the identity', () => {
    expect(values).toMatchObject({
      ownerName: 'Ada Testperson',
      email: 'ada@example.org',
      hostingCompany: 'Quiet Ltd',
    });
    expect(Object.values(values)).not.toContain('+34 600 000 000');
  });

  it('names the regime, the authority in the sentence’s language and the law as cited', () => {
    expect(values).toMatchObject({
      gdpr: '[regimes.uk.short]',
      gdprName: '[regimes.uk.name]',
      outsideArea: '[regimes.uk.outside]',
      authority: 'Autoridad de prueba',
      cookieRule: 'art. 1 de la Ley de prueba',
      cookieExemption: 'art. 1.2 de la Ley de prueba',
      nationalLaw: 'Ley de prueba',
    });
  });

  it('lists the site’s languages, each code quoted, with the conjunction the language asks for', () => {
    // Bare, « en o es » reads as two Spanish words; quoted, as the codes the browser stores.
    expect(values.languageCodes).toBe('«es» u «oc»');
  });

  it('takes the host’s texts and the month in words from legal.json’s texts, by their paths', () => {
    expect(values.hostingBasedIn).toBe('con sede en Irlanda');
    expect(values.policiesUpdated).toBe('marzo de 2026');
    const logRetention = '30 días & luego nada';
    const given = legalTextValues({
      ...SOURCES,
      texts: { ...TEXTS, hosting: { ...TEXTS.hosting, logRetention } },
    });
    expect(given.hostingLogRetention).toBe(logRetention);
  });

  it('says the template’s words for the host’s logs until the owner gives theirs, and the notice’s button', () => {
    expect(values.hostingLogRetention).toBe(
      '[hosting_log_retention {"hostingCompany":"Quiet Ltd"}]',
    );
    expect(values.noticeButton).toBe('[cookie_banner.accept {"ns":"common"}]');
  });
});
