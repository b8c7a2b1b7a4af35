import ChevronDownIcon from '@heroicons/react/20/solid/ChevronDownIcon';
import { useId, useState, type ReactNode } from 'react';

interface DisclosureProps {
  /** The button's text. */
  label: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  className?: string;
}

/**
 * A button that shows and hides a panel: closed unless opened by default, toggled
 * by click, Space or Enter (a native button), with aria-expanded and
 * aria-controls. The panel stays in the document while hidden so aria-controls
 * always points at it.
 */
export function Disclosure({
  label,
  children,
  defaultOpen = false,
  className = '',
}: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <div className={className}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-md py-2 text-sm font-semibold text-brand-700 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-100"
      >
        {label}
        <ChevronDownIcon
          aria-hidden="true"
          data-open={open || undefined}
          className="size-5 transition-transform duration-200 data-[open]:rotate-180"
        />
      </button>
      <div id={panelId} hidden={!open} className="pt-1 text-sm text-slate-700 dark:text-slate-300">
        {children}
      </div>
    </div>
  );
}
