// @vitest-environment jsdom
import { screen } from '@testing-library/react';
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
  const [{ Avatar, AvatarFallbackTemplate }, { renderWithProviders, drawAsBuilt }] =
    await Promise.all([import('./Avatar'), import('../../test/render')]);
  return { Avatar, AvatarFallbackTemplate, renderWithProviders, drawAsBuilt };
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

  // The swap itself is src/behaviours/imageFallback.test.ts's.
  it('names its stand-in for a picture that cannot be loaded: the initials, in the same box', async () => {
    const { Avatar, AvatarFallbackTemplate, drawAsBuilt } = await avatarOf({});
    drawAsBuilt(
      <>
        <Avatar name="Giulia Ferraris" alt="Avatar of Giulia" photo={PHOTO} />
        <AvatarFallbackTemplate />
      </>,
    );
    const picture = screen.getByRole('img', { name: 'Avatar of Giulia' });
    expect(picture).toHaveAttribute('data-fallback-text', 'GF');
    const template = document.getElementById(picture.getAttribute('data-falls-back') ?? '');
    const standIn = (template as HTMLTemplateElement | null)?.content.firstElementChild;
    // Read as attributes: the template's content is a document of its own.
    expect(standIn?.tagName).toBe('svg');
    expect(standIn?.getAttribute('data-fallback')).toBe('initials');
    expect(standIn?.getAttribute('width')).toBe('56');
  });
});
