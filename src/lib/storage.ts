/**
 * Browser storage that never throws.
 *
 * Some private-browsing modes make every access to localStorage, sessionStorage
 * or document.cookie throw. Values written while storage is unavailable are kept
 * in memory so that a visitor's choices still hold for the rest of the session.
 */
const memory = new Map<string, string>();

function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStored(key: string): string | null {
  try {
    const store = localStore();
    const value = store?.getItem(key);
    if (value !== null && value !== undefined) return value;
  } catch {
    // fall through to the in-memory copy
  }
  return memory.get(key) ?? null;
}

export function writeStored(key: string, value: string): void {
  memory.set(key, value);
  try {
    localStore()?.setItem(key, value);
  } catch {
    // storage full or blocked: the in-memory copy keeps the session consistent
  }
}

/** Reads sessionStorage, null when it is blocked or the key is missing. */
export function readSessionStored(key: string): string | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Reads one cookie by name; returns null when cookies are blocked or absent. */
export function readCookie(name: string): string | null {
  try {
    if (typeof document === 'undefined') return null;
    for (const part of document.cookie.split(';')) {
      const [rawKey, ...rest] = part.split('=');
      if (rawKey?.trim() === name) {
        const raw = rest.join('=').trim();
        try {
          return decodeURIComponent(raw);
        } catch {
          return raw;
        }
      }
    }
  } catch {
    // cookies blocked
  }
  return null;
}

/** Test hook: forget what was kept in memory. */
export function clearMemoryStore(): void {
  memory.clear();
}
