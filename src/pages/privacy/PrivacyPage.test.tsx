// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postalAddress } from '../../content/legal';
import { profile } from '../../content/profile';
import { SITE_MODEL } from '../../content/siteModel';
import { linksReading } from '../../test/links';
import { expectEverySection } from '../../test/policyPage';
import { drawAsBuilt } from '../../test/render';
import { legalStrings } from '../../test/strings';
import PrivacyPage from './PrivacyPage';

// Each language's page drawn once, as the build draws it, for the tests that read it.
describe.each(SITE_MODEL.languageCodes)('PrivacyPage (%s)', (language) => {
  const texts = legalStrings(language).privacy;
  beforeAll(() => {
    drawAsBuilt(<PrivacyPage />, { language, route: '/privacy' });
  });
  afterAll(() => {
    document.body.innerHTML = '';
  });

  it('shows every section of the privacy policy', () => {
    expectEverySection(texts);
  });

  it('names the configured owner and links to the email and cookie policy', () => {
    const text = document.body.textContent ?? '';
    expect(text).not.toContain('{{');
    for (const value of [profile.name, postalAddress, profile.siteUrl, profile.email]) {
      expect(text).toContain(value);
    }
    const mailLinks = linksReading(profile.email);
    expect(mailLinks.length).toBeGreaterThan(0);
    for (const link of mailLinks) expect(link).toHaveAttribute('href', `mailto:${profile.email}`);
    const cookieLinks = linksReading('cookie policy');
    expect(cookieLinks.length).toBeGreaterThan(0);
    for (const link of cookieLinks) expect(link).toHaveAttribute('href', '#/cookie-policy');
    // The sample's policiesUpdated, "2025-06", in the page's words.
    expect(screen.getByText(language === 'en' ? 'June 2025' : 'giugno 2025')).toHaveAttribute(
      'dateTime',
      '2025-06',
    );
  });
});

describe('PrivacyPage', () => {
  it('links to the Italian supervisory authority in a new tab', () => {
    drawAsBuilt(<PrivacyPage />, { route: '/privacy' });
    const [garante, ...others] = linksReading(/Garante per la protezione dei dati personali/);
    expect(others).toEqual([]);
    expect(garante).toHaveAccessibleName(/Garante per la protezione dei dati personali/);
    expect(garante).toHaveAttribute('href', 'https://www.garanteprivacy.it/');
    expect(garante).toHaveAttribute('target', '_blank');
    expect(garante).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
