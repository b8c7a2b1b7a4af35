// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LegalNoticeFacts } from '../../content/legal';
import { legalNoticeLaw } from '../../../tooling/owner/law/lawForCountry';
import { renderWithProviders } from '../../test/render';
import { Footer } from './Footer';

/** The legal notice's facts the footer reads, as a test sets them. */
const notice = vi.hoisted(() => ({ facts: null as LegalNoticeFacts | null }));
vi.mock('../../content/legal', () => ({
  get legalNotice() {
    return notice.facts;
  },
}));

afterEach(() => {
  notice.facts = null;
});

const ITALIAN_BUSINESS: LegalNoticeFacts = {
  rule: legalNoticeLaw('IT')?.business.rule ?? [],
  vatId: '01234567890',
  vatIdInFooter: true,
};

describe('Footer', () => {
  it('shows the partita IVA on every page where the law wants it on the home page', () => {
    notice.facts = ITALIAN_BUSINESS;
    renderWithProviders(<Footer />, { language: 'it' });
    expect(screen.getByText('Partita IVA: 01234567890')).toBeInTheDocument();
  });

  it('names the number in the language of the page', () => {
    notice.facts = ITALIAN_BUSINESS;
    renderWithProviders(<Footer />, { language: 'en' });
    expect(screen.getByText('VAT number: 01234567890')).toBeInTheDocument();
  });

  it('shows no VAT number where the law asks it only of the notice, or the site has none', () => {
    notice.facts = { rule: legalNoticeLaw('DE')?.business.rule ?? [], vatId: 'DE123456789' };
    const { container } = renderWithProviders(<Footer />, { language: 'en' });
    expect(container.textContent).not.toContain('DE123456789');
    notice.facts = null;
    const { container: without } = renderWithProviders(<Footer />, { language: 'en' });
    expect(without.textContent).not.toMatch(/VAT/);
  });
});
