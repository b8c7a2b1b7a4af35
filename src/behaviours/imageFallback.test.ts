// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fallBackWhereFailed, handleImageError } from './imageFallback';

const PICTURE = `
  <span><img src="https://images.example.org/ada.png" alt="Avatar of Ada" data-falls-back="initials" data-fallback-text="AL" /></span>
  <template id="initials"><svg role="img" class="size-14"><text>{text}</text></svg></template>`;

const picture = () => document.querySelector('img');

describe('a picture that cannot be loaded', () => {
  beforeAll(() => document.addEventListener('error', handleImageError, true));
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it('gives way to its stand-in, in its place, with its words and its name', () => {
    document.body.innerHTML = PICTURE;
    const holder = picture()?.parentElement;
    picture()?.dispatchEvent(new Event('error'));
    expect(picture()).toBeNull();
    const standIn = holder?.firstElementChild;
    expect(standIn?.tagName).toBe('svg');
    expect(standIn).toHaveTextContent('AL');
    expect(standIn).toHaveAttribute('aria-label', 'Avatar of Ada');
    // The template stays for the next one.
    expect(document.querySelector('template')?.content.textContent).toBe('{text}');
  });

  it('that failed before anyone listened gives way as the page is shown', async () => {
    document.body.innerHTML = PICTURE;
    const image = picture();
    if (!image) throw new Error('no image');
    vi.spyOn(image, 'complete', 'get').mockReturnValue(true);
    image.decode = () => Promise.reject(new Error('broken'));
    fallBackWhereFailed(document.body);
    await vi.waitFor(() => expect(picture()).toBeNull());
    expect(document.querySelector('svg')).toHaveTextContent('AL');
  });

  it('is only a picture that names a stand-in', () => {
    document.body.innerHTML = `<img src="/logo.png" alt="Logo" />`;
    picture()?.dispatchEvent(new Event('error'));
    expect(picture()).toBeInTheDocument();
  });
});
