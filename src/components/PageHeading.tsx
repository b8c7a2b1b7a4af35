import type { ReactNode } from 'react';

interface PageHeadingProps {
  children: ReactNode;
  className?: string;
}

/**
 * The page's one h1. Focusable by script: after a page change inside the site
 * it takes focus, unless the visitor has moved on (src/first-paint/navigation.ts).
 */
export function PageHeading({ children, className = '' }: PageHeadingProps) {
  return (
    <h1
      tabIndex={-1}
      className={`font-heading text-title font-semibold tracking-tight text-ink focus:outline-none after:mt-4 after:block after:h-1 after:w-12 after:rounded-chip after:bg-accent-fill ${className}`}
    >
      {children}
    </h1>
  );
}
