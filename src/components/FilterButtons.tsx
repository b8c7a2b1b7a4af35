import { filterButtonProps, needsScriptProps } from '../behaviours/contract';

interface FilterOption<T extends string | number> {
  value: T;
  label: string;
}

interface FilterButtonsProps<T extends string | number> {
  /** Name of the group, read before the buttons ('Filter by year'). */
  label: string;
  options: readonly FilterOption<T>[];
  /** The value pressed when the page is drawn; the list's behaviour keeps it after that. */
  selected: T;
  className?: string;
}

/**
 * A labelled group of toggle buttons of which exactly one is pressed: the year
 * filter on the experience page and the company filter on the projects page.
 * It sits inside a list (src/behaviours/contract.ts), which answers a press at
 * once from the first paint; without script the whole list shows and the
 * buttons are left out.
 */
export function FilterButtons<T extends string | number>({
  label,
  options,
  selected,
  className = '',
}: FilterButtonsProps<T>) {
  return (
    <div
      role="group"
      aria-label={label}
      {...needsScriptProps}
      className={`flex flex-wrap gap-2 print:hidden ${className}`}
    >
      {options.map((option) => (
        <button
          key={String(option.value)}
          type="button"
          {...filterButtonProps(option.value, selected)}
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-chip border border-edge bg-surface px-4 py-2 font-voice text-sm text-ink transition-colors hover:border-accent hover:text-accent aria-pressed:border-accent-fill aria-pressed:bg-accent-fill aria-pressed:text-on-accent"
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
