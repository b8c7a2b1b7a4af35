// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImageServiceChoices } from '../../lib/imageHosts';

/** Avatar on a site with testimonials and these choices of image services. */
async function avatarOf(imageServices: ImageServiceChoices) {
  vi.resetModules();
  vi.doMock('../../content/siteModel', async () => {
    const { siteModel } = await import('../../lib/siteModel');
    const { TEMPLATE_LANGUAGES } = await import('../../lib/language');
    const languages = TEMPLATE_LANGUAGES.slice(0, 2);
    return { SITE_MODEL: siteModel({ languages, sections: ['testimonials'], imageServices }) };
  });
  const [{ Avatar }, { renderWithProviders }] = await Promise.all([
    import('./Avatar'),
    import('../../test/render'),
  ]);
  return { Avatar, renderWithProviders };
}

afterEach(() => vi.doUnmock('../../content/siteModel'));

const PHOTO = {
  src: '/assets/giulia-112-abcd1234.webp',
  srcSet: '/assets/giulia-56-0123abcd.webp 56w, /assets/giulia-112-abcd1234.webp 112w',
};

describe('Avatar', () => {
  it('draws the initials in the page where the owner chose no avatar service', async () => {
    const { Avatar, renderWithProviders } = await avatarOf({});
    const { container } = renderWithProviders(
      <Avatar name="Giulia Ferraris" alt="Avatar of Giulia" />,
    );
    const avatar = screen.getByRole('img', { name: 'Avatar of Giulia' });
    expect(avatar.tagName).toBe('svg');
    expect(avatar).toHaveTextContent('GF');
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows the person’s photo the owner gave, at the avatar’s widths', async () => {
    const { Avatar, renderWithProviders } = await avatarOf({ avatars: 'dicebear' });
    renderWithProviders(<Avatar name="Giulia Ferraris" alt="Avatar of Giulia" photo={PHOTO} />);
    const avatar = screen.getByRole('img', { name: 'Avatar of Giulia' });
    expect(avatar).toHaveAttribute('src', PHOTO.src);
    expect(avatar).toHaveAttribute('srcset', PHOTO.srcSet);
    expect(avatar).toHaveAttribute('sizes', '56px');
    expect(avatar).toHaveAttribute('width', '56');
    expect(avatar).toHaveAttribute('loading', 'lazy');
  });

  it('asks the avatar service, seeded by the name, only where the owner chose it', async () => {
    const { Avatar, renderWithProviders } = await avatarOf({ avatars: 'dicebear' });
    renderWithProviders(<Avatar name="Giulia Ferraris" alt="Avatar of Giulia" />);
    const avatar = screen.getByRole('img', { name: 'Avatar of Giulia' });
    expect(avatar).toHaveAttribute(
      'src',
      'https://api.dicebear.com/9.x/initials/svg?seed=Giulia%20Ferraris',
    );
    expect(avatar).toHaveAttribute('referrerpolicy', 'no-referrer');
  });

  it('gives way to the initials in the same box when a picture cannot be loaded', async () => {
    const { Avatar, renderWithProviders } = await avatarOf({});
    renderWithProviders(<Avatar name="Giulia Ferraris" alt="Avatar of Giulia" photo={PHOTO} />);
    fireEvent.error(screen.getByRole('img', { name: 'Avatar of Giulia' }));
    const fallback = screen.getByRole('img', { name: 'Avatar of Giulia' });
    expect(fallback.tagName).toBe('svg');
    expect(fallback).toHaveAttribute('data-fallback', 'initials');
    expect(fallback).toHaveAttribute('width', '56');
  });
});
