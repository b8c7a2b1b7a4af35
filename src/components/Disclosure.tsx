import ChevronDownIcon from '@heroicons/react/20/solid/ChevronDownIcon';
import type { ReactNode } from 'react';

interface DisclosureProps {
  /** The toggle's text. */
  label: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  className?: string;
}

/**
 * A toggle that shows and hides a panel: a native `<details>`, so it works from
 * the first paint with or without the app; closed unless opened by default,
 * toggled by click, Space or Enter, its state exposed by the browser.
 */
export function Disclosure({
  label,
  children,
  defaultOpen = false,
  className = '',
}: DisclosureProps) {
  return (
    <details open={defaultOpen || undefined} className={`group ${className}`}>
      <summary className="print:hidden inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-control py-2 text-sm font-semibold text-accent underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden">
        {label}
        <ChevronDownIcon
          aria-hidden="true"
          className="size-5 transition-transform duration-200 group-open:rotate-180"
        />
      </summary>
      <div className="pt-1 text-sm text-muted">{children}</div>
    </details>
  );
}
