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
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-slate-500 bg-white px-4 py-2 text-sm font-semibold text-slate-800 transition-colors hover:border-brand-700 hover:text-brand-700 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-brand-300 dark:hover:text-brand-300 dark:aria-pressed:border-brand-300 dark:aria-pressed:bg-brand-300 dark:aria-pressed:text-slate-950"
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
