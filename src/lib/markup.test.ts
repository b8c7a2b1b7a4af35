import { describe, expect, it } from 'vitest';
import { checkedMarkup } from './markup';

describe('checkedMarkup', () => {
  it('drops the image hints React hoists to the start, and keeps the rest', () => {
    expect(
      checkedMarkup(
        '<link rel="preload" as="image" href="/a.webp"/><div><img src="/a.webp"/></div>',
        'en home',
      ),
    ).toBe('<div><img src="/a.webp"/></div>');
  });

  it('refuses a style attribute, which the Content-Security-Policy would block', () => {
    expect(() => checkedMarkup('<div style="opacity:0">x</div>', 'it courses')).toThrow(
      'it courses renders a style attribute (style="opacity:0"), which the CSP blocks',
    );
  });

  it('refuses a script tag', () => {
    expect(() => checkedMarkup('<p>a</p><script>alert(1)</script>', 'en trading')).toThrow(
      'en trading renders a script tag',
    );
  });
});
