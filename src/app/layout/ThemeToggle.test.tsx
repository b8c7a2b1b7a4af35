// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
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

  it('follows the dark class on <html>, whoever puts it there', async () => {
    document.documentElement.classList.add('dark');
    renderWithProviders(<ThemeToggle />, { language: 'it' });
    const toggle = screen.getByRole('button', { name: 'Tema scuro' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    act(() => document.documentElement.classList.remove('dark'));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
  });
});
