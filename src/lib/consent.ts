import { writeStored } from './storage';

export const CONSENT_STORAGE_KEY = 'cookieConsent';

/** Only an explicit 'true' counts as consent; a missing or garbled value asks again. */
export function hasConsent(stored: string | null): boolean {
  return stored === 'true';
}

/** Class the pre-paint script puts on <html> when consent is stored (hides the prerendered banner). */
export const CONSENT_GIVEN_CLASS = 'cookies-accepted';

/**
 * Records the visitor's consent and hides the banner at once (the class does,
 * before the app is live; the app then removes the banner).
 */
export function acceptCookies(root: HTMLElement): void {
  writeStored(CONSENT_STORAGE_KEY, 'true');
  root.classList.add(CONSENT_GIVEN_CLASS);
}
