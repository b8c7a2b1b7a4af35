interface FilterOption<T extends string | number> {
  value: T;
  label: string;
}

interface FilterButtonsProps<T extends string | number> {
  /** Name of the group, read before the buttons ('Filter by year'). */
  label: string;
  options: readonly FilterOption<T>[];
  selected: T;
  onSelect: (value: T) => void;
  className?: string;
}

/**
 * A labelled group of toggle buttons of which exactly one is pressed: the year
 * filter on the experience page and the company filter on the projects page.
 */
export function FilterButtons<T extends string | number>({
  label,
  options,
  selected,
  onSelect,
  className = '',
}: FilterButtonsProps<T>) {
  return (
    <div role="group" aria-label={label} className={`flex flex-wrap gap-2 ${className}`}>
      {options.map((option) => {
        const pressed = option.value === selected;
        return (
          <button
            key={String(option.value)}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(option.value)}
            className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
              pressed
                ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-300 dark:bg-brand-300 dark:text-slate-950'
                : 'border-slate-500 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-700 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-brand-300 dark:hover:text-brand-300'
            }`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
