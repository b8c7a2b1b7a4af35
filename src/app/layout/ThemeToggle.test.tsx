import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearMemoryStore } from '../../lib/storage';
import { renderWithProviders } from '../../test/render';
import { ThemeToggle } from './ThemeToggle';

describe('ThemeToggle', () => {
  beforeEach(() => {
    localStorage.clear();
    clearMemoryStore();
    document.documentElement.classList.remove('dark');
  });

  it('switches the theme, stores it and reports its state', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ThemeToggle />);
    const toggle = screen.getByRole('button', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('starts dark when dark was stored, and ignores other values', () => {
    localStorage.setItem('theme', 'dark');
    const { unmount } = renderWithProviders(<ThemeToggle />, { language: 'it' });
    expect(screen.getByRole('button', { name: 'Tema scuro' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    unmount();
    localStorage.setItem('theme', 'purple');
    renderWithProviders(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
