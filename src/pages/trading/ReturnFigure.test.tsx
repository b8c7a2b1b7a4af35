// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatReturn, formatSignedReturn } from '../../lib/percent';
import { ReturnFigure } from './ReturnFigure';

describe('ReturnFigure', () => {
  it('writes the value with the formatter it is given', () => {
    const { rerender } = render(
      <ReturnFigure
        value={2.41}
        format={(value) => formatSignedReturn(value, 'en')}
        missingLabel="not available yet"
      />,
    );
    expect(document.body).toHaveTextContent(/^\+2,41%$/);
    rerender(
      <ReturnFigure
        value={0}
        format={(value) => formatReturn(value, 'en')}
        missingLabel="not available yet"
      />,
    );
    expect(document.body).toHaveTextContent(/^0,00%$/);
    rerender(
      <ReturnFigure
        value={0}
        format={(value) => formatSignedReturn(value, 'en')}
        missingLabel="n/a"
      />,
    );
    expect(document.body).toHaveTextContent(/^\+0,00%$/);
  });

  it('shows an em dash for a missing value and says it in words to screen readers', () => {
    render(
      <ReturnFigure
        value={null}
        format={(value) => formatSignedReturn(value, 'en')}
        missingLabel="not available yet"
      />,
    );
    expect(screen.getByText('—')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('not available yet')).toHaveClass('sr-only');
  });
});
