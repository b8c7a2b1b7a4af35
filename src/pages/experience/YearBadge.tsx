import { useTranslation } from 'react-i18next';
import type { YearBadge as Badge } from '../../lib/period';

const BADGE_CLASS: Record<Badge, string> = {
  start:
    'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-400/10 dark:text-emerald-200 dark:ring-emerald-400/30',
  end: 'bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-400/10 dark:text-amber-200 dark:ring-amber-400/30',
  only: 'bg-accent-soft text-on-accent-soft ring-line',
};

/** Start, End or Only this year: where the selected year sits in the period. */
export function YearBadge({
  badge,
  ...data
}: { badge: Badge } & Record<`data-${string}`, string | undefined>) {
  const { t } = useTranslation('experience');
  return (
    <span
      {...data}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${BADGE_CLASS[badge]}`}
    >
      {t(`badge.${badge}`)}
    </span>
  );
}
