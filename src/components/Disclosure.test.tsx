// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { Disclosure } from './Disclosure';

// A native <details>: the browser toggles it by click, Enter and Space and exposes its state
// (tests/e2e/keyboard.spec.ts operates one by keyboard); what is tested here is the markup.
describe('Disclosure', () => {
  it('is a closed <details> whose <summary> is the label, the panel beside it', () => {
    renderWithProviders(<Disclosure label="Show technologies">React · TypeScript</Disclosure>);
    const summary = screen.getByText('Show technologies').closest('summary');
    const details = summary?.parentElement;
    expect(details?.tagName).toBe('DETAILS');
    expect(details).not.toHaveAttribute('open');
    expect(details).toContainElement(screen.getByText('React · TypeScript'));
    expect(summary).not.toContainElement(screen.getByText('React · TypeScript'));
  });

  it('is open when asked', () => {
    renderWithProviders(
      <Disclosure label="Topics" defaultOpen>
        Branches
      </Disclosure>,
    );
    expect(screen.getByText('Topics').closest('details')).toHaveAttribute('open');
  });
});
