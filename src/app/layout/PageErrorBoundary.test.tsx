// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PageErrorBoundary } from './PageErrorBoundary';

function Broken(): never {
  throw new Error('page exploded');
}

describe('PageErrorBoundary', () => {
  it('shows a translated message with a way home, and logs the error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <PageErrorBoundary resetKey="/">
        <Broken />
      </PageErrorBoundary>,
      { language: 'it' },
    );
    expect(screen.getByRole('alert')).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Impossibile mostrare questa pagina' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Ricarica la pagina' })).toBeVisible();
    expect(error).toHaveBeenCalledWith(
      'Page failed to render:',
      expect.any(Error),
      expect.anything(),
    );
    error.mockRestore();
  });
});
