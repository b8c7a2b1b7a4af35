// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as ProfileModule from '../../content/profile';
import { profile } from '../../content/profile';
import { SITE_MODEL } from '../../content/siteModel';
import { cvPdfPath } from '../../lib/cvFiles';
import { renderWithProviders } from '../../test/render';
import HomePage from './HomePage';

type Texts = ReturnType<typeof ProfileModule.profileTexts>;

/** The home page of an owner whose profile texts are the sample's, changed. */
async function homeWith(change: (texts: Texts, language: string) => Texts) {
  vi.resetModules();
  vi.doMock('../../content/profile', async (original) => {
    const sample = await original<typeof ProfileModule>();
    return {
      ...sample,
      profileTexts: (language: string) => change(sample.profileTexts(language), language),
    };
  });
  return (await import('./HomePage')).default;
}

describe('HomePage', () => {
  it('shows the about section with the owner, job title and photo', () => {
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About me' })).toBeVisible();
    expect(screen.getByRole('img', { name: `Portrait of ${profile.name}` })).toHaveAttribute(
      'width',
      '384',
    );
    expect(screen.getByText(profile.name)).toBeVisible();
    expect(screen.getByText('Senior Software Engineer / Technical Architect FE')).toBeVisible();
    expect(screen.getByText(/I started writing code at a technical high school/)).toBeVisible();
  });

  it("offers the CV of the page's language, with its size, as a plain download link", () => {
    renderWithProviders(<HomePage />);
    const link = screen.getByRole('link', { name: /^Download CV \(PDF, \d+ kB\)$/ });
    const path = cvPdfPath(profile.name, 'en');
    expect(link).toHaveAttribute('href', `/${path}`);
    expect(link).toHaveAttribute('download', path.replace('cv/', ''));
  });

  it('speaks Italian', () => {
    renderWithProviders(<HomePage />, { language: 'it' });
    expect(screen.getByRole('heading', { level: 1, name: 'Chi sono' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Chi sono' })).toHaveClass('animate-fade-in');
    expect(screen.getByRole('link', { name: /^Scarica il CV \(PDF, \d+ kB\)$/ })).toHaveAttribute(
      'href',
      `/${cvPdfPath(profile.name, 'it')}`,
    );
  });

  it('shows the job title in the page’s language, as the owner wrote it in each', async () => {
    const Home = await homeWith((texts, language) =>
      language === 'it' ? { ...texts, jobTitle: 'Responsabile tecnico' } : texts,
    );
    const { renderWithProviders: render } = await import('../../test/render');
    const { unmount } = render(<Home />, { language: 'it' });
    expect(screen.getByRole('figure')).toHaveTextContent('Responsabile tecnico');
    unmount();
    render(<Home />);
    expect(screen.getByRole('figure')).toHaveTextContent(
      'Senior Software Engineer / Technical Architect FE',
    );
    vi.doUnmock('../../content/profile');
  });

  it('lists the languages the owner speaks, with how well, in the page’s language', () => {
    const { unmount } = renderWithProviders(<HomePage />);
    const spoken = screen.getByRole('region', { name: 'Languages' });
    expect(
      within(spoken)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Italian (native)', 'English (fluent)']);
    unmount();
    renderWithProviders(<HomePage />, { language: 'it' });
    const parlate = screen.getByRole('region', { name: 'Lingue' });
    expect(within(parlate).getAllByRole('listitem')[0]).toHaveTextContent('italiano (madrelingua)');
  });

  it('lists no languages for an owner who gives none', async () => {
    const Home = await homeWith((texts) => ({ ...texts, spokenLanguages: undefined }));
    const { renderWithProviders: render } = await import('../../test/render');
    render(<Home />);
    expect(screen.queryByRole('region', { name: 'Languages' })).toBeNull();
    vi.doUnmock('../../content/profile');
  });

  it('introduces the owner in its first screen: where they are, and their pitch under the title', () => {
    renderWithProviders(<HomePage />);
    const card = screen.getByRole('figure');
    expect(card).toHaveTextContent('Turin, Italy');
    expect(card).toHaveTextContent(/Front-end architecture that stays readable/);
  });

  it('leads onward to each section the site has, numbered, in the menu’s order', () => {
    renderWithProviders(<HomePage />);
    const onward = screen.getByRole('navigation', { name: 'Explore' });
    const links = Array.from(onward.querySelectorAll('a'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      SITE_MODEL.portfolioRoutes.map((route) => `#${route.path}`),
    );
    expect(links[0]).toHaveTextContent(/^01Experience/);
  });

  it('draws a monogram of the initials for an owner without a photo', async () => {
    vi.resetModules();
    vi.doMock('../../content/photo', () => ({ photo: null }));
    const { default: Home } = await import('./HomePage');
    const { renderWithProviders: render } = await import('../../test/render');
    render(<Home />);
    expect(screen.queryByRole('img', { name: /Portrait/ })).toBeNull();
    const initials = profile.name
      .split(' ')
      .map((word) => word[0])
      .join('');
    expect(screen.getByText(initials)).toHaveAttribute('aria-hidden', 'true');
    vi.doUnmock('../../content/photo');
  });
});
