// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyConditions } from '../../content/policyConditions';
import { profile } from '../../content/profile';
import { SITE_MODEL } from '../../content/siteModel';
import { partShown } from '../../lib/legalConditions';
import { listText } from '../../lib/listText';
import { linksReading } from '../../test/links';
import { expectEverySection } from '../../test/policyPage';
import { drawAsBuilt } from '../../test/render';
import { legalStrings } from '../../test/strings';
import CookiePolicyPage from './CookiePolicyPage';

const BROWSER_HELP = [
  ['Google Chrome', 'https://support.google.com/chrome/answer/95647'],
  ['Mozilla Firefox', 'https://support.mozilla.org/kb/clear-cookies-and-site-data-firefox'],
  ['Apple Safari', 'https://support.apple.com/guide/safari/manage-cookies-sfri11471'],
  [
    'Microsoft Edge',
    'https://support.microsoft.com/microsoft-edge/delete-cookies-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09',
  ],
] as const;

// Each language's page drawn once, as the build draws it, for the tests that read it.
describe.each(SITE_MODEL.languageCodes)('CookiePolicyPage (%s)', (language) => {
  const texts = legalStrings(language).cookie;
  beforeAll(() => {
    drawAsBuilt(<CookiePolicyPage />, { language, route: '/cookie-policy' });
  });
  afterAll(() => {
    document.body.innerHTML = '';
  });

  it('shows every section of the cookie policy', () => {
    expectEverySection(texts);
  });

  it("links to the four browsers' cookie help in a new tab", () => {
    for (const [browser, href] of BROWSER_HELP) {
      const [link, ...others] = linksReading(new RegExp(`^${browser}\\s`));
      expect(others).toEqual([]);
      expect(link).toHaveAccessibleName(new RegExp(`^${browser}\\s`));
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('lists every value the site stores, with purpose and duration', () => {
    const table = screen.getByRole('table', { name: texts.sections.storage.table.caption });
    const rows = Object.entries(texts.sections.storage.table.rows).filter(([key]) =>
      partShown(key, policyConditions),
    );
    expect(within(table).getAllByRole('rowheader')).toHaveLength(rows.length);
    for (const [, row] of rows) {
      const header = within(table).getByRole('rowheader', { name: row.name });
      const cells = within(header.closest('tr') ?? table).getAllByRole('cell');
      const expected = [row.where, row.purpose, row.duration];
      expect(cells).toHaveLength(expected.length);
      // As shown: the site's own language codes where the text names them.
      const { language_code: quoted, list_or: or } = legalStrings(language);
      const codes = listText(
        SITE_MODEL.languageCodes.map((code) => quoted.replace('{{code}}', code)),
        or,
        language,
      );
      const shown = (text = '') => text.replace('{{languageCodes}}', codes);
      cells.forEach((cell, index) => expect(cell).toHaveTextContent(shown(expected[index])));
    }
  });

  it('interpolates the configured owner and email', () => {
    const text = document.body.textContent ?? '';
    expect(text).not.toContain('{{');
    expect(text).toContain(profile.name);
    expect(text).toContain(profile.siteUrl);
    const [mail, ...others] = linksReading(profile.email);
    expect(others).toEqual([]);
    expect(mail).toHaveAccessibleName(profile.email);
    expect(mail).toHaveAttribute('href', `mailto:${profile.email}`);
    const privacyLinks = linksReading('privacy policy');
    expect(privacyLinks.length).toBeGreaterThan(0);
    for (const link of privacyLinks) {
      expect(link).toHaveAttribute('href', '#/privacy');
    }
    // The sample's policiesUpdated, "2025-06", in the page's words.
    expect(screen.getByText(language === 'en' ? 'June 2025' : 'giugno 2025')).toHaveAttribute(
      'dateTime',
      '2025-06',
    );
  });
});
