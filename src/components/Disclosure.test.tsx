import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { Disclosure } from './Disclosure';

describe('Disclosure', () => {
  it('is closed by default and toggles on click', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Disclosure label="Show technologies">React · TypeScript</Disclosure>);
    const button = screen.getByRole('button', { name: 'Show technologies' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('React · TypeScript')).not.toBeVisible();
    const panelId = button.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    expect(document.getElementById(panelId ?? '')).toHaveTextContent('React · TypeScript');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('React · TypeScript')).toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens by default when asked', () => {
    renderWithProviders(
      <Disclosure label="Topics" defaultOpen>
        Branches
      </Disclosure>,
    );
    expect(screen.getByRole('button', { name: 'Topics' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Branches')).toBeVisible();
  });

  it('toggles with Enter and Space', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Disclosure label="Topics">Branches</Disclosure>);
    const button = screen.getByRole('button', { name: 'Topics' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
