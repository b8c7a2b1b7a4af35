import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FilterStatus } from './FilterStatus';

describe('FilterStatus', () => {
  it('says what the filter shows, politely announced when it changes', () => {
    const { rerender } = render(<FilterStatus>3 projects at RGI</FilterStatus>);
    expect(screen.getByText('3 projects at RGI')).toHaveAttribute('aria-live', 'polite');
    rerender(<FilterStatus>1 project at Fastweb</FilterStatus>);
    expect(screen.getByText('1 project at Fastweb')).toHaveAttribute('aria-live', 'polite');
  });
});
