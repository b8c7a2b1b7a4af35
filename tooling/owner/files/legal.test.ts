import { afterEach, describe, expect, it } from 'vitest';
import { legalNoticeLaw } from '../law/lawForCountry';
import { readOwner } from '../read/load';
import { ownerModel } from '../read/model';
import { legalFacts, legalTextsIn } from './index';
import { ownerCopy, SAMPLE_FOLDER } from '../testing/ownerCopy';
import { GITHUB_PAGES_HOST, monthInWords, TEMPLATE_POLICIES_UPDATED } from './legal';

let remove = () => {};
afterEach(() => remove());

type Json = Record<string, unknown>;

/** The sample moved to a country with these answers in legal.json; its notice's facts and routes. */
function noticeIn(country: string, answers: Json) {
  const folder = ownerCopy({
    profile: (profile) => ({
      ...profile,
      location: { city: { en: 'Somewhere' }, countryCode: country },
    }),
    legal: (legal) => ({ ...legal, ...answers }),
  });
  remove = folder.remove;
  const { owner, problems } = readOwner(folder, 2026);
  expect(problems).toEqual([]);
  if (!owner) throw new Error('the folder must load');
  return { notice: legalFacts(owner).legalNotice, routes: ownerModel(owner).routeKeys };
}

const TRADE_LICENCE = {
  authority: 'Magistrat der Stadt Wien',
  chamber: 'Wirtschaftskammer Wien, Fachgruppe UBIT',
  title: 'Dienstleistungen in der automatischen Datenverarbeitung und Informationstechnik',
};

describe("the legal notice's facts", () => {
  it('are none in Italy for a site without an economic activity, or before the owner says', () => {
    expect(noticeIn('IT', {}).notice).toBeNull();
    expect(noticeIn('IT', { businessActivity: false }).routes).not.toContain('legal-notice');
  });

  it("follow Italy's rule for a business, its partita IVA at the foot of every page, and a number given as false shows no row", () => {
    const { notice, routes } = noticeIn('IT', {
      businessActivity: true,
      legalNotice: { vatId: '01234567890', register: false },
    });
    expect(routes).toContain('legal-notice');
    expect(notice).toEqual({
      rule: legalNoticeLaw('IT')?.business.rule,
      vatId: '01234567890',
      vatIdInFooter: true,
    });
  });

  it('keep the VAT number off the footer where the law asks it only of the notice', () => {
    const { notice } = noticeIn('NL', {
      businessActivity: true,
      legalNotice: { vatId: 'NL123456789B01' },
    });
    expect(notice).toEqual({
      rule: legalNoticeLaw('NL')?.business.rule,
      vatId: 'NL123456789B01',
    });
  });

  it('cite § 18 Abs. 1 MStV for a German site without a business, and § 5 DDG with its numbers for one', () => {
    expect(noticeIn('DE', { businessActivity: false }).notice).toEqual({
      rule: legalNoticeLaw('DE')?.nonBusiness?.rule,
    });
    const business = noticeIn('DE', {
      businessActivity: true,
      legalNotice: { phone: '+49 341 2345678', vatId: false, businessId: 'DE123456789-00001' },
    });
    expect(business.notice).toEqual({
      rule: legalNoticeLaw('DE')?.business.rule,
      phone: '+49 341 2345678',
      businessId: 'DE123456789-00001',
    });
  });

  it("give an Austrian business's trade licence, which no other rule shows", () => {
    const legalNotice = { phone: '+43 1 234567', tradeLicence: TRADE_LICENCE };
    expect(noticeIn('AT', { businessActivity: true, legalNotice }).notice?.tradeLicence).toEqual(
      TRADE_LICENCE,
    );
    expect(
      noticeIn('AT', { businessActivity: false, legalNotice }).notice?.tradeLicence,
    ).toBeUndefined();
    expect(
      noticeIn('DE', { businessActivity: true, legalNotice }).notice?.tradeLicence,
    ).toBeUndefined();
  });

  it('name the publication director and the host in France, whatever the activity', () => {
    const { notice } = noticeIn('FR', { businessActivity: false });
    expect(notice).toEqual({
      rule: legalNoticeLaw('FR')?.business.rule,
      publicationDirector: 'Davide Marchetti',
      host: { company: 'GitHub', ...GITHUB_PAGES_HOST },
    });
    const named = noticeIn('FR', { legalNotice: { publicationDirector: 'Ada Rossi' } }).notice;
    expect(named?.publicationDirector).toBe('Ada Rossi');
  });

  it("give Spain's NIF, and show on request where no law asks, without a rule", () => {
    expect(
      noticeIn('ES', { businessActivity: true, legalNotice: { taxId: '12345678Z' } }).notice,
    ).toEqual({
      rule: legalNoticeLaw('ES')?.business.rule,
      taxId: '12345678Z',
    });
    expect(noticeIn('PT', { legalNotice: { phone: '+351 21 000 0000' } }).notice).toEqual({
      rule: null,
      phone: '+351 21 000 0000',
    });
  });
});

function ownerWith(policiesUpdated: string | undefined) {
  const folder = ownerCopy({ legal: (legal) => ({ ...legal, policiesUpdated }) });
  remove = folder.remove;
  const { owner, problems } = readOwner(folder, 2026);
  return { owner, problems };
}

describe('the month the policies were last updated', () => {
  it('is the owner’s, in each language’s words, with the machine-readable month beside', () => {
    const { owner } = ownerWith('2026-03');
    if (!owner) throw new Error('the folder must load');
    expect(legalFacts(owner).policiesUpdated).toBe('2026-03');
    expect(legalTextsIn(owner, 'en').policiesUpdated).toBe('March 2026');
    expect(legalTextsIn(owner, 'it').policiesUpdated).toBe('marzo 2026');
  });

  it('is written as each template language writes a month and year', () => {
    expect(
      ['en', 'it', 'de', 'fr', 'es'].map((language) => monthInWords('2026-03', language)),
    ).toEqual(['March 2026', 'marzo 2026', 'März 2026', 'mars 2026', 'marzo de 2026']);
  });

  it('is the sample’s June 2025, the spec’s; without one, the template’s', () => {
    const { owner: sample } = readOwner(SAMPLE_FOLDER);
    if (!sample) throw new Error('the sample must load');
    expect(legalFacts(sample).policiesUpdated).toBe('2025-06');
    expect(legalTextsIn(sample, 'it').policiesUpdated).toBe('giugno 2025');
    const { owner } = ownerWith(undefined);
    if (!owner) throw new Error('the folder must load');
    expect(legalFacts(owner).policiesUpdated).toBe(TEMPLATE_POLICIES_UPDATED);
  });

  it('refuses what is not a year and month', () => {
    expect(ownerWith('March 2026').problems).toEqual([
      'owner/legal.json: field "policiesUpdated": must be a year and month, e.g. "2026-03"',
    ]);
    expect(ownerWith('2026-13').problems).toHaveLength(1);
  });
});

describe("the host's country", () => {
  it('is named from its code in each language of the site, after the address written without it', () => {
    const { owner: sample } = readOwner(SAMPLE_FOLDER);
    if (!sample) throw new Error('the sample must load');
    expect(sample.legal.hosting).toMatchObject(GITHUB_PAGES_HOST);
    expect(legalTextsIn(sample, 'en').hosting.country).toBe('United States');
    expect(legalTextsIn(sample, 'it').hosting.country).toBe('Stati Uniti');
  });

  it('is none where legal.json gives no code: the address is printed as written', () => {
    const folder = ownerCopy({
      legal: (legal) => {
        const hosting = Object.entries(legal.hosting as Json).filter(
          ([key]) => key !== 'countryCode',
        );
        return {
          ...legal,
          hosting: { ...Object.fromEntries(hosting), address: 'Somewhere 1, 10115 Berlin' },
        };
      },
    });
    remove = folder.remove;
    const { owner } = readOwner(folder, 2026);
    if (!owner) throw new Error('the folder must load');
    expect(legalTextsIn(owner, 'en').hosting.country).toBeUndefined();
  });
});
