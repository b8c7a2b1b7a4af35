import ChevronDownIcon from '@heroicons/react/20/solid/ChevronDownIcon';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { monthlyReturnsOf, type AnnualReturn, type PerformanceYear } from '../../content/trading';
import { formatReturn } from '../../lib/returns';
import { NARROW_SCREEN_QUERY } from './chartConfig';
import { monthNames } from './periods';
import { ReturnCard } from './ReturnCard';
import { useMediaQuery } from './useMediaQuery';

interface YearAccordionProps {
  years: readonly AnnualReturn[];
  /** Label of a year: '2025 (partial)' for the year still running. */
  yearLabel: (entry: AnnualReturn) => string;
  /** The year open at first; null opens none. */
  initiallyOpen: PerformanceYear | null;
}

/**
 * One panel of month cards per year. At most one year is open; opening another
 * closes it, and pressing the open year's header closes it too.
 */
export function YearAccordion({ years, yearLabel, initiallyOpen }: YearAccordionProps) {
  const { t, i18n } = useTranslation('trading');
  const [openYear, setOpenYear] = useState<PerformanceYear | null>(initiallyOpen);
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const baseId = useId();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const months = monthNames(language);

  return (
    <div className="divide-y divide-slate-500 rounded-2xl border border-slate-500 bg-white shadow-sm dark:bg-slate-900">
      {years.map((entry) => {
        const open = openYear === entry.year;
        const buttonId = `${baseId}-year-${entry.year}`;
        const panelId = `${baseId}-panel-${entry.year}`;
        const label = yearLabel(entry);
        return (
          <div key={entry.year}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenYear(open ? null : entry.year)}
                className="flex min-h-11 w-full items-center gap-3 px-4 py-3 text-left text-slate-900 hover:bg-slate-50 sm:px-5 dark:text-white dark:hover:bg-slate-800/60"
              >
                <span className="font-semibold">{label}</span>
                <span
                  className={`ml-auto text-sm font-semibold tabular-nums ${
                    entry.value >= 0
                      ? 'text-green-700 dark:text-green-300'
                      : 'text-red-700 dark:text-red-300'
                  }`}
                >
                  {formatReturn(entry.value)}
                </span>
                <ChevronDownIcon
                  aria-hidden="true"
                  data-open={open || undefined}
                  className="size-5 shrink-0 text-slate-500 transition-transform duration-200 data-[open]:rotate-180 dark:text-slate-400"
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-4 pb-5 sm:px-5"
            >
              {/* A closed year's cards are not drawn: the page, and its prerendered HTML, stay light. */}
              {open && (
                <ul
                  aria-label={t('performance.months_of_year', { year: label })}
                  // On narrow screens the cards scroll sideways and keyboard users must be able
                  // to reach the scroller (axe: scrollable-region-focusable).
                  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                  tabIndex={narrow ? 0 : undefined}
                  className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pt-1 pb-3 sm:mx-0 sm:scroll-px-0 sm:grid sm:grid-cols-4 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-6"
                >
                  {monthlyReturnsOf(entry.year).map((value, month) => (
                    <ReturnCard
                      key={month}
                      period={months[month] ?? ''}
                      returnLabel={t('performance.return_label')}
                      missingLabel={t('performance.missing')}
                      value={value}
                      className="w-32 shrink-0 snap-start sm:w-auto"
                    />
                  ))}
                </ul>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
