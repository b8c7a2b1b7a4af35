// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profile } from '../../content/profile';
import { testimonials } from '../../content/testimonials';
import { renderWithProviders } from '../../test/render';
import TestimonialsPage from './TestimonialsPage';

function cards(): HTMLElement[] {
  return screen.getAllByRole('article');
}

describe('TestimonialsPage', () => {
  // Paging itself is the list behaviour's (src/behaviours/lists.test.ts); here, what this page sets.
  it('shows three of twenty-four testimonials per page, eight pages', () => {
    renderWithProviders(<TestimonialsPage />);
    expect(testimonials?.entries).toHaveLength(24);
    expect(cards()).toHaveLength(3);
    expect(screen.getByTestId('pagination-indicator')).toHaveTextContent('1 / 8');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('shows the avatar seeded by the name, the name, the role, the quote and the profile link', () => {
    renderWithProviders(<TestimonialsPage />);
    const card = screen
      .getByRole('heading', { level: 2, name: 'Giulia Ferraris' })
      .closest('article');
    if (!card) throw new Error('no card');
    const avatar = within(card).getByRole('img', { name: 'Avatar of Giulia Ferraris' });
    expect(avatar).toHaveAttribute(
      'src',
      'https://api.dicebear.com/9.x/initials/svg?seed=Giulia%20Ferraris',
    );
    expect(avatar).toHaveAttribute('width', '56');
    expect(avatar).toHaveAttribute('height', '56');
    expect(avatar).toHaveAttribute('loading', 'lazy');
    expect(card).toHaveTextContent('Engineering Manager at RGI');
    expect(within(card).getByRole('blockquote').textContent?.length).toBeGreaterThan(50);
    const link = within(card).getByRole('link', {
      name: 'View Giulia Ferraris’s profile on linkedin.example.org (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', testimonials?.entries[0]?.profileUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('View profile');
  });

  it('speaks Italian', () => {
    renderWithProviders(<TestimonialsPage />, { language: 'it' });
    expect(screen.getByRole('heading', { level: 1, name: 'Testimonianze' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Avatar di Giulia Ferraris' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', {
        name: 'Vedi il profilo di Giulia Ferraris su linkedin.example.org (si apre in una nuova scheda)',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('navigation', { name: 'Pagine delle testimonianze' }),
    ).toBeInTheDocument();
  });

  it('has one Italian name: heading, menu and browser tab all say Testimonianze', () => {
    const { i18n } = renderWithProviders(<TestimonialsPage />, { language: 'it' });
    const heading = screen.getByRole('heading', { level: 1 }).textContent;
    expect(heading).toBe('Testimonianze');
    expect(i18n.t('nav.testimonials')).toBe(heading);
    expect(i18n.t('seo.testimonials.title', { name: profile.name })).toBe(
      `${heading} · ${profile.name}`,
    );
  });
});
