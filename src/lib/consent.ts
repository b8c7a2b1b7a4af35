export const CONSENT_STORAGE_KEY = 'cookieConsent';

/** Only an explicit 'true' counts as consent; a missing or garbled value asks again. */
export function hasConsent(stored: string | null): boolean {
  return stored === 'true';
}
