// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewTabLink } from './NewTabLink';

describe('NewTabLink', () => {
  it('opens another site in a new tab and says so to screen readers', () => {
    render(
      <NewTabLink href="https://example.org/help" newTabLabel="(opens in a new tab)" className="">
        Help page
      </NewTabLink>,
    );
    const link = screen.getByRole('link', { name: /^Help page\s\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', 'https://example.org/help');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
