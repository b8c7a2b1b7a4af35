// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearMemoryStore } from '../../lib/storage';
import { renderWithProviders } from '../../test/render';
import { ThemeToggle } from './ThemeToggle';

// What a tap does is the theme action's (src/behaviours/actions.test.ts).
describe('ThemeToggle', () => {
  beforeEach(() => {
    localStorage.clear();
    clearMemoryStore();
    document.documentElement.classList.remove('dark');
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
