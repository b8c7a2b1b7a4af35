// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE_MODEL } from '../../content/siteModel';
import { renderWithProviders } from '../../test/render';
import { RouteLinkList } from './RouteLinkList';

function renderList(route: string) {
  return renderWithProviders(
    <RouteLinkList
      routes={SITE_MODEL.portfolioRoutes}
      linkClassName={(current) => (current ? 'current' : 'other')}
    />,
    { route },
  );
}

describe('RouteLinkList', () => {
  it('links every route by its menu label, marking only the page being shown as current', () => {
    renderList('/courses');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Experience',
      'Projects',
      'Online courses',
      'Testimonials',
      'Trading',
    ]);
    const current = screen.getByRole('link', { current: 'page' });
    expect(current).toHaveTextContent('Online courses');
    expect(current).toHaveAttribute('class', 'current');
    expect(screen.getByRole('link', { name: 'Projects' })).toHaveAttribute('class', 'other');
  });

  it('marks no link on a longer path, which shows the not-found page', () => {
    renderList('/courses/unknown');
    expect(screen.queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });
});
