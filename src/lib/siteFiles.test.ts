import { describe, expect, it } from 'vitest';
import { pageShareImage, pageShareImages } from './siteFiles';

describe('share image files', () => {
  it('names a page’s own image by its language and route key', () => {
    expect(pageShareImage('experience', 'it')).toBe('share/it/experience.png');
    expect(pageShareImage('home', 'en')).toBe('share/en/home.png');
  });

  it('gives pages their own images only when the owner chose it and the site has path URLs', () => {
    expect(pageShareImages('per-page', 'path')).toBe(true);
    expect(pageShareImages('per-page', 'hash')).toBe(false);
    expect(pageShareImages('site', 'path')).toBe(false);
    expect(pageShareImages('site', 'hash')).toBe(false);
  });
});
