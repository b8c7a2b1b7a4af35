// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { Disclosure } from './Disclosure';

// A native <details>: the browser gives Enter and Space and the expanded state
// (tests/e2e/keyboard.spec.ts operates one by keyboard).
describe('Disclosure', () => {
  it('is closed by default and toggles on click', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Disclosure label="Show technologies">React · TypeScript</Disclosure>);
    expect(screen.getByText('React · TypeScript')).not.toBeVisible();
    await user.click(screen.getByText('Show technologies'));
    expect(screen.getByText('React · TypeScript')).toBeVisible();
    await user.click(screen.getByText('Show technologies'));
    expect(screen.getByText('React · TypeScript')).not.toBeVisible();
  });

  it('opens by default when asked', () => {
    renderWithProviders(
      <Disclosure label="Topics" defaultOpen>
        Branches
      </Disclosure>,
    );
    expect(screen.getByText('Branches')).toBeVisible();
  });
});
