// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearMemoryStore } from '../../lib/storage';
import { renderWithProviders } from '../../test/render';
import { CookieBanner } from './CookieBanner';

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
      '/privacy',
    );
    expect(screen.getByRole('button', { name: 'Accetta' })).toBeVisible();
  });

  it('stays hidden once consent is stored', () => {
    localStorage.setItem('cookieConsent', 'true');
    renderWithProviders(<CookieBanner />);
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
  });

  it('asks again when the stored value is garbage', () => {
    localStorage.setItem('cookieConsent', 'maybe');
    renderWithProviders(<CookieBanner />);
    expect(screen.getByRole('button', { name: 'Accept' })).toBeVisible();
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
