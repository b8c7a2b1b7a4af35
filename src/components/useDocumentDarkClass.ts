import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

function hasDarkClass(): boolean {
  return document.documentElement.classList.contains('dark');
}

/**
 * Whether the `dark` class is on <html>, followed live: whoever toggles the
 * class (the theme button, the pre-paint script), the chart restyles at once.
 */
export function useDocumentDarkClass(): boolean {
  return useSyncExternalStore(subscribe, hasDarkClass, () => false);
}
