import type { ReactNode } from 'react';

/** The line under a filter that says what it shows; screen readers hear it when it changes. */
export function FilterStatus({ children }: { children: ReactNode }) {
  return (
    <p aria-live="polite" className="mt-6 text-sm font-medium text-slate-700 dark:text-slate-300">
      {children}
    </p>
  );
}
