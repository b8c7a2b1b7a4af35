// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAddressAndBrowserLanguages, readLanguageSources } from './languageSources';
import { clearMemoryStore } from './storage';

describe('language sources', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    sessionStorage.clear();
    clearMemoryStore();
    document.cookie = 'i18next=; max-age=0';
    window.history.replaceState(null, '', '/');
  });

  it('reads the address, the cookie, both storages and the browser', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['it-IT', 'en']);
    window.history.replaceState(null, '', '/#/courses?lng=en');
    document.cookie = 'i18next=it';
    localStorage.setItem('i18nextLng', 'en');
    sessionStorage.setItem('i18nextLng', 'it');
    expect(readLanguageSources()).toMatchObject({
      query: 'en',
      cookie: 'it',
      localStorage: 'en',
      sessionStorage: 'it',
      navigator: ['it-IT', 'en'],
    });
  });

  it('can leave out the cookie and storage, which it then never touches', () => {
    const storageRead = vi.spyOn(Storage.prototype, 'getItem');
    const cookieRead = vi.spyOn(document, 'cookie', 'get');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue([]);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('it');
    expect(readAddressAndBrowserLanguages()).toMatchObject({
      query: null,
      cookie: null,
      localStorage: null,
      sessionStorage: null,
      navigator: ['it'],
    });
    expect(storageRead).not.toHaveBeenCalled();
    expect(cookieRead).not.toHaveBeenCalled();
  });
});
