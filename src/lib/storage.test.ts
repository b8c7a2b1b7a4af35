// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearMemoryStore, readCookie, readStored, writeStored } from './storage';

function breakStorage() {
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
}

describe('storage', () => {
  beforeEach(() => {
    localStorage.clear();
    clearMemoryStore();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads back what it wrote', () => {
    writeStored('theme', 'dark');
    expect(readStored('theme')).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('returns null for a missing key', () => {
    expect(readStored('nothing-here')).toBeNull();
  });

  it('never throws when storage throws, and keeps values for the session', () => {
    breakStorage();
    expect(() => writeStored('cookieConsent', 'true')).not.toThrow();
    expect(readStored('cookieConsent')).toBe('true');
    expect(readStored('theme')).toBeNull();
  });

  it('never throws when localStorage itself cannot be reached', () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(readStored('theme')).toBeNull();
      writeStored('theme', 'dark');
      expect(readStored('theme')).toBe('dark');
    } finally {
      if (descriptor) Object.defineProperty(window, 'localStorage', descriptor);
    }
  });
});

describe('readCookie', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('reads a cookie by name', () => {
    document.cookie = 'i18next=it';
    expect(readCookie('i18next')).toBe('it');
    expect(readCookie('other')).toBeNull();
  });

  it('keeps a value it cannot decode as it is', () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('i18next=%E0%A4%A');
    expect(readCookie('i18next')).toBe('%E0%A4%A');
  });

  it('returns null when cookies throw', () => {
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readCookie('i18next')).toBeNull();
  });
});
