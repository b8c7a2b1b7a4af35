// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearMemoryStore } from '../../lib/storage';
import { renderWithProviders } from '../../test/render';
import { CookieBanner } from './CookieBanner';

/** The template's strings, as written in the languages the sample's site lacks. */
const TEMPLATE_COMMON = import.meta.glob<object>('../../locales/*/common.json', {
  eager: true,
  import: 'default',
});

describe('CookieBanner', () => {
  beforeEach(() => {
    localStorage.clear();
    clearMemoryStore();
    document.documentElement.classList.remove('cookies-accepted');
  });
  // Accept is an action of src/behaviours: the class on <html> hides the banner (styles.css).
  const hiddenByConsent = () => expect(document.documentElement).toHaveClass('cookies-accepted');
  afterEach(() => vi.restoreAllMocks());

  // What Accept does (consent stored, banner hidden, focus kept) is src/behaviours/actions.test.ts's.
  it('asks in Italian and links to the privacy policy', () => {
    renderWithProviders(<CookieBanner />, { language: 'it' });
    const banner = screen.getByRole('region', { name: 'Avviso sui cookie' });
    expect(banner).toHaveTextContent('Questo sito non installa cookie');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '#/privacy',
    );
    expect(screen.getByRole('button', { name: 'Accetta' })).toBeVisible();
  });

  // The template's English and Italian, which the sample overrides with the spec's, are
  // tooling/owner/check/sample.test.ts's.
  it('asks an owner’s visitor to acknowledge the notice, not to accept it', () => {
    for (const [language, acknowledge] of [
      ['de', 'Verstanden'],
      ['fr', 'J’ai compris'],
      ['es', 'Entendido'],
    ] as const) {
      const { unmount } = renderWithProviders(<CookieBanner />, {
        language,
        strings: { common: TEMPLATE_COMMON[`../../locales/${language}/common.json`] ?? {} },
      });
      expect(screen.getByRole('button', { name: acknowledge })).toBeVisible();
      unmount();
    }
  });

  it('names no language among what it keeps on a site in one language', async () => {
    vi.resetModules();
    vi.doMock('../../content/siteModel', async () => {
      const { siteModel } = await import('../../lib/siteModel');
      const { TEMPLATE_LANGUAGES } = await import('../../lib/language');
      return { SITE_MODEL: siteModel({ languages: TEMPLATE_LANGUAGES.slice(0, 1), sections: [] }) };
    });
    const { CookieBanner: OneLanguageBanner } = await import('./CookieBanner');
    const { renderWithProviders: render } = await import('../../test/render');
    render(<OneLanguageBanner />);
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toHaveTextContent(
      'only what it needs to remember your theme and that you have seen this notice',
    );
    vi.doUnmock('../../content/siteModel');
  });

  // Hidden for a visitor who has accepted by the class on <html> (src/first-paint/firstPaint.test.ts).
  it('publishes its height, so that focus scrolled into view stops above it', () => {
    renderWithProviders(<CookieBanner />);
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toHaveAttribute(
      'data-publish-height',
      '--cookie-banner-height',
    );
  });

  it('hides for the session when storage throws', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    const user = userEvent.setup();
    renderWithProviders(<CookieBanner />);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    hiddenByConsent();
  });
});
