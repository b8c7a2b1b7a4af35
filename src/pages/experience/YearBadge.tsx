import { useTranslation } from 'react-i18next';
import type { YearBadge as Badge } from '../../lib/period';

const BADGE_CLASS: Record<Badge, string> = {
  start: 'bg-start-soft text-on-start-soft ring-start-line',
  end: 'bg-end-soft text-on-end-soft ring-end-line',
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
