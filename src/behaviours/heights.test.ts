// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishHeights } from './heights';

describe('publishHeights', () => {
  afterEach(() => {
    document.body.replaceChildren();
    document.documentElement.style.removeProperty('--banner-height');
  });

  it('publishes an element’s height on <html> as the custom property it names', () => {
    document.body.innerHTML = `<section data-publish-height="--banner-height">Notice</section>`;
    const banner = document.querySelector('section');
    if (!banner) throw new Error('no banner');
    vi.spyOn(banner, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 320, 161));
    publishHeights(document.body);
    expect(document.documentElement.style.getPropertyValue('--banner-height')).toBe('161px');
  });
});
