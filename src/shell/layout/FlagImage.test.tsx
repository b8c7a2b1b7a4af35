// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImageServiceChoices } from '../../lib/imageHosts';

/** FlagImage on a site in English and Italian with these choices, and these flags emitted. */
async function flagImageOf(imageServices: ImageServiceChoices, flags: Record<string, string>) {
  vi.resetModules();
  vi.doMock('../../content/siteModel', async () => {
    const { siteModel } = await import('../../lib/siteModel');
    const { TEMPLATE_LANGUAGES } = await import('../../lib/language');
    const languages = TEMPLATE_LANGUAGES.slice(0, 2);
    return { SITE_MODEL: siteModel({ languages, sections: [], imageServices }) };
  });
  vi.doMock('../../content/flags', () => ({ flags }));
  return (await import('./FlagImage')).FlagImage;
}

afterEach(() => {
  vi.doUnmock('../../content/siteModel');
  vi.doUnmock('../../content/flags');
});

/** The flag's image: decoration, so no role of its own. */
const flagImage = (container: HTMLElement) => container.querySelector('img');

describe('FlagImage', () => {
  it('draws the flag the build emitted, from the site itself', async () => {
    const FlagImage = await flagImageOf({}, { gb: '/assets/GB-1a2b3c4d.svg' });
    const { container } = render(<FlagImage language="en" />);
    const image = flagImage(container);
    expect(image).toHaveAttribute('src', '/assets/GB-1a2b3c4d.svg');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '20');
    expect(image).toHaveAttribute('height', '15');
  });

  it('asks the flag service only where the owner chose it', async () => {
    const FlagImage = await flagImageOf({ flags: 'flagcdn' }, {});
    const { container } = render(<FlagImage language="it" />);
    expect(flagImage(container)).toHaveAttribute('src', 'https://flagcdn.com/w40/it.png');
  });

  it('shows the language code in the flag’s box where there is no flag', async () => {
    const FlagImage = await flagImageOf({}, { gb: '/assets/GB-1a2b3c4d.svg' });
    const { container } = render(<FlagImage language="it" />);
    expect(flagImage(container)).toBeNull();
    expect(screen.getByTestId('flag-fallback')).toHaveTextContent('it');
  });
});
