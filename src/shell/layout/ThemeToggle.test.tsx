// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ThemeToggle } from './ThemeToggle';

// What a tap does, and the theme shown on a page drawn in the light one, are the theme
// action's (src/behaviours/actions.test.ts).
describe('ThemeToggle', () => {
  it('is drawn in the light theme, with what a press does in either', () => {
    renderWithProviders(<ThemeToggle />, { language: 'it' });
    const toggle = screen.getByRole('button', { name: 'Tema scuro' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('title', toggle.getAttribute('data-title-light'));
    expect(toggle.getAttribute('data-title-dark')).not.toBe(toggle.getAttribute('title'));
  });
});
