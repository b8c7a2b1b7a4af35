// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeShownState } from '../behaviours';
import { renderWithProviders } from '../test/render';
import { PopoverMenu } from './PopoverMenu';

// The browser opens and closes the panel (jsdom has no popovers): opening, Escape,
// a click outside, a followed link closing it and the arrow keys are checked in
// tests/e2e/early-taps.spec.ts and tests/e2e/keyboard.spec.ts.
describe('PopoverMenu', () => {
  it('is a button that names its panel, a popover closed until the browser opens it', () => {
    renderWithProviders(
      <PopoverMenu id="test-menu" trigger="Portfolio">
        <a href="#/projects">Projects</a>
      </PopoverMenu>,
    );
    const button = screen.getByRole('button', { name: 'Portfolio' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('popovertarget', 'test-menu');
    // Without script it claims no state; the page writes it as it is shown.
    expect(button).not.toHaveAttribute('aria-expanded');
    writeShownState(document, document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById('test-menu');
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(panel).toContainElement(screen.getByText('Projects'));
  });

  it('takes an accessible name for a button whose content is not text enough', () => {
    renderWithProviders(
      <PopoverMenu id="language" trigger="EN" buttonLabel="Language: English. Change language">
        <a href="#/?lng=it">Italiano</a>
      </PopoverMenu>,
    );
    expect(
      screen.getByRole('button', { name: 'Language: English. Change language' }),
    ).toHaveAttribute('popovertarget', 'language');
  });
});
