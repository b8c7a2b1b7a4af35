// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import NotFoundPage from './NotFoundPage';

describe('NotFoundPage', () => {
  it('says the page does not exist and links to the published base path', () => {
    renderWithProviders(<NotFoundPage />, { route: '/missing' });
    expect(screen.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
    expect(
      screen.getByText('The page you are looking for does not exist or has been removed.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('speaks Italian', () => {
    renderWithProviders(<NotFoundPage />, { language: 'it' });
    expect(
      screen.getByRole('heading', { level: 1, name: '404 - Pagina non trovata' }),
    ).toBeVisible();
  });
});
