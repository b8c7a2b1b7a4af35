// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { postalAddress } from '../../content/legal';
import { profile } from '../../content/profile';
import { SITE_MODEL } from '../../content/siteModel';
import { renderWithProviders } from '../../test/render';
import { legalStrings } from '../../test/strings';
import PrivacyPage from './PrivacyPage';

describe('PrivacyPage', () => {
  for (const language of SITE_MODEL.languageCodes) {
    const texts = legalStrings(language).privacy;

    it(`shows every section of the privacy policy (${language})`, () => {
      renderWithProviders(<PrivacyPage />, { language, route: '/privacy' });
      expect(screen.getByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
      for (const section of Object.values(texts.sections)) {
        expect(
          screen.getByRole('heading', { level: 2, name: section.heading }),
        ).toBeInTheDocument();
      }
    });

    it(`names the configured owner and links to the email and cookie policy (${language})`, () => {
      const { container } = renderWithProviders(<PrivacyPage />, { language, route: '/privacy' });
      const text = container.textContent ?? '';
      expect(text).not.toContain('{{');
      for (const value of [profile.name, postalAddress, profile.siteUrl, profile.email]) {
        expect(text).toContain(value);
      }
      const mailLinks = screen.getAllByRole('link', { name: profile.email });
      for (const link of mailLinks) expect(link).toHaveAttribute('href', `mailto:${profile.email}`);
      const cookieLinks = screen.getAllByRole('link', { name: 'cookie policy' });
      for (const link of cookieLinks) expect(link).toHaveAttribute('href', '#/cookie-policy');
      // The sample's policiesUpdated, "2025-06", in the page's words.
      expect(screen.getByText(language === 'en' ? 'June 2025' : 'giugno 2025')).toHaveAttribute(
        'dateTime',
        '2025-06',
      );
    });
  }

  it('links to the Italian supervisory authority in a new tab', () => {
    renderWithProviders(<PrivacyPage />, { route: '/privacy' });
    const garante = screen.getByRole('link', {
      name: /Garante per la protezione dei dati personali/,
    });
    expect(garante).toHaveAttribute('href', 'https://www.garanteprivacy.it/');
    expect(garante).toHaveAttribute('target', '_blank');
    expect(garante).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
