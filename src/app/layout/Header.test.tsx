import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Header } from './Header';

describe('Header', () => {
  it('lists the portfolio pages in its dropdown and marks the current one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { route: '/projects' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Portfolio' }));
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Experience',
      'Projects',
      'Online courses',
      'Testimonials',
      'Trading',
    ]);
    expect(within(nav).getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Experience' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('speaks Italian', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { language: 'it' });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Apri il menu' }));
    expect(screen.getByRole('navigation', { name: 'Menu del sito' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Chiudi il menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('switches language from the language menu', async () => {
    const user = userEvent.setup();
    const { i18n } = renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'Language: English. Change language' }));
    const italian = screen.getByRole('button', { name: /Italiano/ });
    expect(screen.getByRole('button', { name: /English/, current: true })).toBeVisible();
    await user.click(italian);
    expect(i18n.language).toBe('it');
    expect(screen.getByRole('button', { name: 'Lingua: Italiano. Cambia lingua' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
