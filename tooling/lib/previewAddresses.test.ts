import { describe, expect, it } from 'vitest';
import { languageAddresses, previewCommand } from './previewAddresses';

describe('the addresses of a build served here, one per language', () => {
  it('names the language in the query with hash URLs, where the detection looks first', () => {
    expect(languageAddresses('http://127.0.0.1:4173/', 'hash', ['de', 'en'])).toEqual([
      { language: 'de', url: 'http://127.0.0.1:4173/?lng=de' },
      { language: 'en', url: 'http://127.0.0.1:4173/?lng=en' },
    ]);
  });

  it('takes each language’s prefix with path URLs, the first language’s included', () => {
    expect(languageAddresses('http://127.0.0.1:4173/', 'path', ['de', 'en'])).toEqual([
      { language: 'de', url: 'http://127.0.0.1:4173/de/' },
      { language: 'en', url: 'http://127.0.0.1:4173/en/' },
    ]);
  });

  it('is served by npm run preview, told the folder when it is not dist/', () => {
    expect(previewCommand('dist')).toBe('npm run preview');
    expect(previewCommand('dist-path')).toBe('DIST_DIR=dist-path npm run preview');
  });
});
