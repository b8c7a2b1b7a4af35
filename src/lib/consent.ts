export const CONSENT_STORAGE_KEY = 'cookieConsent';

/** Only an explicit 'true' counts as consent; a missing or garbled value asks again. */
export function hasConsent(stored: string | null): boolean {
  return stored === 'true';
}

/** Class the pre-paint script puts on <html> when consent is stored (hides the prerendered banner). */
export const CONSENT_GIVEN_CLASS = 'cookies-accepted';

/** Runs before first paint, beside the theme script, in index.html. */
export const consentBootstrapScript = `try{if(localStorage.getItem(${JSON.stringify(
  CONSENT_STORAGE_KEY,
)})==='true')document.documentElement.classList.add(${JSON.stringify(CONSENT_GIVEN_CLASS)})}catch(e){}`;
