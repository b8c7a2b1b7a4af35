// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Header } from './Header';
import { useLanguageOfAddress } from '../useLanguageOfAddress';

describe('Header', () => {
  it('lists the portfolio pages in its dropdown and marks the current one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { route: '/projects' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Portfolio' }));
    // jsdom keeps a popover's content hidden (it cannot open one): read it regardless.
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Experience',
      'Projects',
      'Online courses',
      'Testimonials',
      'Trading',
    ]);
    expect(within(nav).getByRole('link', { name: 'Projects', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Experience', hidden: true })).not.toHaveAttribute(
      'aria-current',
    );
  });

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

  it('switches language from the language menu: its links set the language in the address', async () => {
    const user = userEvent.setup();
    const { i18n } = renderWithProviders(
      <>
        <Header />
        <AddressLanguage />
      </>,
      { route: '/courses' },
    );
    const italian = screen.getByRole('link', { name: /Italiano/, hidden: true });
    expect(italian).toHaveAttribute('href', '/courses?lng=it');
    expect(italian).toHaveAttribute('hreflang', 'it');
    expect(
      screen.getByRole('link', { name: /English/, current: true, hidden: true }),
    ).toBeInTheDocument();
    await user.click(italian);
    expect(i18n.language).toBe('it');
    expect(
      await screen.findByRole('button', { name: 'Lingua: Italiano. Cambia lingua' }),
    ).toBeInTheDocument();
  });
});

/** The layout's rule: the address says the language. */
function AddressLanguage() {
  useLanguageOfAddress();
  return null;
}
