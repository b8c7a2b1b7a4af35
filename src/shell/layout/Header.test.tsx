// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Header } from './Header';

describe('Header', () => {
  it('speaks Italian', () => {
    renderWithProviders(<Header />, { language: 'it' });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    // The menu is a popover the browser opens (tests/e2e/early-taps.spec.ts).
    // Its words follow aria-expanded by CSS, which jsdom does not apply: both are in the name here.
    const menuButton = screen.getByRole('button', { name: /^Apri il menu/ });
    const panel = document.getElementById(menuButton.getAttribute('popovertarget') ?? '');
    expect(panel).toContainElement(
      screen.getByRole('navigation', { name: 'Menu del sito', hidden: true }),
    );
  });

  // The switch itself, in the live page without a reload, is tests/e2e/language.spec.ts's.
  it('offers each language as a link that sets it in the address', () => {
    renderWithProviders(<Header />, { route: '/courses' });
    const italian = screen.getByRole('link', { name: /Italiano/, hidden: true });
    expect(italian).toHaveAttribute('href', '#/courses?lng=it');
    expect(italian).toHaveAttribute('hreflang', 'it');
    expect(
      screen.getByRole('link', { name: /English/, current: true, hidden: true }),
    ).toBeInTheDocument();
  });

  it('offers no language menu on a site in one language', async () => {
    vi.resetModules();
    vi.doMock('../../content/siteModel', async () => {
      const { siteModel } = await import('../../lib/siteModel');
      const { TEMPLATE_LANGUAGES } = await import('../../lib/language');
      return { SITE_MODEL: siteModel({ languages: TEMPLATE_LANGUAGES.slice(0, 1), sections: [] }) };
    });
    const { Header: OneLanguageHeader } = await import('./Header');
    const { renderWithProviders: render } = await import('../../test/render');
    render(<OneLanguageHeader />);
    expect(screen.getByRole('button', { name: /theme/i })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /language/i })).toBeNull();
    vi.doUnmock('../../content/siteModel');
  });
});
