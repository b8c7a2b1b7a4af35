// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../../content/site';
import { cvPdfPath } from '../../lib/cvFiles';
import { renderWithProviders } from '../../test/render';
import HomePage from './HomePage';

describe('HomePage', () => {
  it('shows the about section with the owner, job title and photo', () => {
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About me' })).toBeVisible();
    expect(screen.getByRole('img', { name: `Portrait of ${site.ownerName}` })).toHaveAttribute(
      'width',
      '384',
    );
    expect(screen.getByText(site.ownerName)).toBeVisible();
    expect(screen.getByText('Senior Software Engineer / Technical Architect FE')).toBeVisible();
    expect(screen.getByText(/I started writing code at a technical high school/)).toBeVisible();
  });

  it("offers the CV of the page's language, with its size, as a plain download link", () => {
    renderWithProviders(<HomePage />);
    const link = screen.getByRole('link', { name: /^Download CV \(PDF, \d+ kB\)$/ });
    const path = cvPdfPath(site.ownerName, 'en');
    expect(link).toHaveAttribute('href', `/${path}`);
    expect(link).toHaveAttribute('download', path.replace('cv/', ''));
  });

  it('speaks Italian', () => {
    renderWithProviders(<HomePage />, { language: 'it' });
    expect(screen.getByRole('heading', { level: 1, name: 'Chi sono' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Chi sono' })).toHaveClass('animate-fade-in');
    expect(screen.getByRole('link', { name: /^Scarica il CV \(PDF, \d+ kB\)$/ })).toHaveAttribute(
      'href',
      `/${cvPdfPath(site.ownerName, 'it')}`,
    );
  });
});
