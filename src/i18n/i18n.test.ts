// @vitest-environment jsdom
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearMemoryStore } from '../lib/storage';
import { initI18n } from './index';

function setUrl(search: string) {
  window.history.replaceState(null, '', `/${search}#/`);
}

function clearCookie() {
  document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

async function detect() {
  const instance = await initI18n(i18next.createInstance(), undefined, 'detected');
  return instance.resolvedLanguage;
}

describe('language detection', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    clearMemoryStore();
    clearCookie();
    setUrl('');
    document.documentElement.lang = '';
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    clearCookie();
  });

  it('starts in English and, keeping the detected language, caches it in localStorage', async () => {
    expect(await detect()).toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('keeps no language it detected or switched to where only a pick is kept, or on one language', async () => {
    for (const memory of ['picked', 'none'] as const) {
      setUrl('?lng=it');
      const instance = await initI18n(i18next.createInstance(), undefined, memory);
      expect(instance.resolvedLanguage).toBe('it');
      await instance.changeLanguage('en');
      expect(localStorage.getItem('i18nextLng')).toBeNull();
    }
  });

  it('takes ?lng= first', async () => {
    localStorage.setItem('i18nextLng', 'en');
    setUrl('?lng=it');
    expect(await detect()).toBe('it');
    expect(document.documentElement.lang).toBe('it');
    expect(localStorage.getItem('i18nextLng')).toBe('it');
  });

  it('skips an unknown ?lng= and uses the next source', async () => {
    setUrl('?lng=xx');
    localStorage.setItem('i18nextLng', 'it');
    expect(await detect()).toBe('it');
  });

  it('ignores markup in ?lng= and falls back to English', async () => {
    setUrl('?lng=%3Cscript%3E');
    expect(await detect()).toBe('en');
  });

  it('reads the i18next cookie before localStorage', async () => {
    document.cookie = 'i18next=it-IT; path=/';
    localStorage.setItem('i18nextLng', 'en');
    expect(await detect()).toBe('it');
  });

  it('reads the hash query the way the router writes it', async () => {
    window.history.replaceState(null, '', '/#/experience?lng=it');
    expect(await detect()).toBe('it');
  });

  it('reads sessionStorage after localStorage', async () => {
    sessionStorage.setItem('i18nextLng', 'it');
    expect(await detect()).toBe('it');
  });

  it('maps a regional browser language to its base language', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['it-IT', 'en']);
    expect(await detect()).toBe('it');
  });

  it('falls back to English for an unsupported browser language', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    localStorage.setItem('i18nextLng', 'xx-YY');
    expect(await detect()).toBe('en');
  });

  it('keeps <html lang> in step with language changes', async () => {
    const instance = await initI18n(i18next.createInstance());
    await instance.changeLanguage('it');
    expect(document.documentElement.lang).toBe('it');
    expect(instance.t('nav.experience')).toBe('Esperienza');
    await instance.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('only logs when initialisation fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const instance = i18next.createInstance();
    const failure = new Error('boom');
    vi.spyOn(instance, 'init').mockRejectedValue(failure);
    await expect(initI18n(instance)).resolves.toBe(instance);
    expect(error).toHaveBeenCalledWith('Failed to init i18n:', failure);
  });
});
