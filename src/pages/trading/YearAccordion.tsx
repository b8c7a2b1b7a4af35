import ChevronDownIcon from '@heroicons/react/20/solid/ChevronDownIcon';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { monthlyReturnsOf, type AnnualReturn, type PerformanceYear } from '../../content/trading';
import { scrollerProps } from '../../behaviours/contract';
import { useCurrentLanguage } from '../../components/useCurrentLanguage';
import { formatReturn } from '../../lib/percent';
import { monthTitles, useMonthNames } from './periods';
import { ReturnCard } from './ReturnCard';

interface YearAccordionProps {
  years: readonly AnnualReturn[];
  /** Label of a year: '2025 (partial)' for the year still running. */
  yearLabel: (entry: AnnualReturn) => string;
  /** The year open at first; null opens none. */
  initiallyOpen: PerformanceYear | null;
}

/**
 * One panel of month cards per year, each a native `<details>` sharing a name,
 * so the browser keeps at most one open: opening another closes it, and
 * pressing the open year's header closes it too. It works from the first paint
 * and without script, and every year's months are in the page.
 */
export function YearAccordion({ years, yearLabel, initiallyOpen }: YearAccordionProps) {
  const { t } = useTranslation('trading');
  const group = useId();
  const language = useCurrentLanguage();
  const months = monthTitles(useMonthNames(), language);

  return (
    <div className="divide-y divide-edge rounded-card border border-edge bg-surface">
      {years.map((entry) => {
        const label = yearLabel(entry);
        return (
          <details
            key={entry.year}
            name={group}
            open={entry.year === initiallyOpen || undefined}
            className="group"
          >
            <summary className="flex min-h-11 w-full cursor-pointer list-none items-center gap-3 px-4 py-3 text-left text-ink sm:px-5 [&::-webkit-details-marker]:hidden">
              <span className="font-voice">{label}</span>
              <span
                className={`ml-auto font-voice text-sm tabular-nums ${
                  entry.value >= 0 ? 'text-gain' : 'text-loss'
                }`}
              >
                {formatReturn(entry.value, language)}
              </span>
              <ChevronDownIcon
                aria-hidden="true"
                className="size-5 shrink-0 text-muted transition-transform duration-200 group-open:rotate-180"
              />
            </summary>
            <ul
              {...scrollerProps()}
              aria-label={t('performance.months_of_year', { year: label })}
              className="flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pt-1 pb-5 sm:grid sm:grid-cols-4 sm:overflow-visible sm:px-5 lg:grid-cols-6"
            >
              {monthlyReturnsOf(entry.year).map((value, month) => (
                <ReturnCard
                  key={month}
                  period={months[month] ?? ''}
                  returnLabel={t('performance.return_label')}
                  missingLabel={t('performance.missing')}
                  value={value}
                  language={language}
                  className="w-32 shrink-0 snap-start sm:w-auto"
                />
              ))}
            </ul>
          </details>
        );
      })}
    </div>
  );
}
