import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while React hydrates the prerendered page (and while the build renders
 * it), true otherwise. Whatever depends on the visitor's browser (stored theme,
 * stored consent, today's date) renders as prerendered until hydration is done,
 * so the markup matches, and updates right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/** The current year; during hydration, the year the page was prerendered in. */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribeToNothing,
    () => new Date().getFullYear(),
    () => Number(import.meta.env.VITE_BUILD_YEAR),
  );
}
