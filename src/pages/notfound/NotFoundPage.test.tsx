// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as PublishedModule from '../../content/published';
import german from '../../locales/de/common.json';
import { renderWithProviders } from '../../test/render';
import NotFoundPage from './NotFoundPage';

afterEach(() => {
  vi.doUnmock('../../content/published');
});

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

  it('joins the number and the title as the language does: an en dash in German', () => {
    renderWithProviders(<NotFoundPage />, { language: 'de', strings: { common: german } });
    // A no-break space keeps the number with its dash.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      '404\u00A0– Seite nicht gefunden',
    );
  });

  it('leads home in its own language with path URLs', async () => {
    vi.resetModules();
    vi.doMock('../../content/published', async (original) => {
      const { published } = await original<typeof PublishedModule>();
      return { published: { ...published, basePath: '/portfolio/', routing: 'path' } };
    });
    const { default: PathModePage } = await import('./NotFoundPage');
    const { renderWithProviders: render } = await import('../../test/render');
    render(<PathModePage />, { language: 'it' });
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute(
      'href',
      '/portfolio/it/',
    );
  });
});
