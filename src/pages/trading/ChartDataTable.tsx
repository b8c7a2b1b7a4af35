import TableCellsIcon from '@heroicons/react/20/solid/TableCellsIcon';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSignedReturn } from '../../lib/returns';
import type { SeriesRow } from '../../lib/series';
import { NARROW_SCREEN_QUERY, type PerformanceView } from './chartConfig';
import { ReturnFigure } from './ReturnFigure';
import { useMediaQuery } from './useMediaQuery';

interface ChartDataTableProps {
  view: PerformanceView;
  /** The chart's series, one row per period, labels in words ('January 2022'). */
  rows: readonly SeriesRow[];
}

const TOGGLE_CLASS =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 text-sm font-semibold transition-colors';
const TOGGLE_STATE_CLASS = {
  shown:
    'border-brand-700 bg-brand-50 text-brand-800 dark:border-brand-300 dark:bg-slate-800 dark:text-white',
  hidden:
    'border-slate-500 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-700 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-brand-300 dark:hover:text-brand-300',
};

/**
 * Narrow cells and small column headers keep the three columns inside a 320 px
 * screen in Italian ('Rendimento cumulativo' wraps under its header). Wider text
 * (a visitor's text spacing, another font) scrolls the table in its own box,
 * never the page.
 */
const CELL_CLASS = 'px-1 first:pl-0 last:pr-0 sm:px-3';

/**
 * The chart's data as a table: each period's return and the cumulative return
 * after it, written as the tooltips write them. Screen readers always have it
 * (visually hidden, not removed); the toggle shows it to sighted visitors. It is
 * a toggle button (aria-pressed), not a disclosure: for a screen reader nothing
 * opens or closes. Hidden, the table takes no room, so the page does not move.
 */
export function ChartDataTable({ view, rows }: ChartDataTableProps) {
  const { t } = useTranslation('trading');
  const [shown, setShown] = useState(false);
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const holderId = useId();
  const captionId = useId();
  const first = rows[0]?.label ?? '';
  const last = rows[rows.length - 1]?.label ?? '';
  const missing = t('performance.missing');
  const scroller = shown && narrow;

  return (
    <div className="mt-4">
      <button
        type="button"
        aria-pressed={shown}
        aria-controls={holderId}
        onClick={() => setShown((value) => !value)}
        className={`${TOGGLE_CLASS} ${TOGGLE_STATE_CLASS[shown ? 'shown' : 'hidden']}`}
      >
        <TableCellsIcon aria-hidden="true" className="size-5" />
        {t('performance.table.show')}
      </button>
      {/* On a narrow screen the shown table may need to scroll sideways: then its box is
          a named region the keyboard can reach. Otherwise it adds nothing to the table. */}
      <div
        id={holderId}
        role={scroller ? 'region' : undefined}
        aria-labelledby={scroller ? captionId : undefined}
        tabIndex={scroller ? 0 : undefined}
        // `relative` holds the cells' screen-reader-only text (absolutely positioned)
        // inside the scroller, so a table wider than the screen cannot widen the page.
        className={shown ? 'relative mt-4 overflow-x-auto' : 'sr-only'}
      >
        <table className="w-full max-w-2xl text-sm text-slate-800 tabular-nums dark:text-slate-100">
          <caption
            id={captionId}
            className="mb-2 text-left font-semibold text-slate-900 dark:text-white"
          >
            {t(`performance.table.caption_${view}`, { first, last })}
          </caption>
          <thead>
            <tr className="border-b border-slate-500 text-xs">
              <th scope="col" className={`${CELL_CLASS} py-2 text-left font-semibold`}>
                {t(`performance.table.period_${view}`)}
              </th>
              <th scope="col" className={`${CELL_CLASS} py-2 text-right font-semibold`}>
                {t('performance.table.return')}
              </th>
              <th scope="col" className={`${CELL_CLASS} py-2 text-right font-semibold`}>
                {t('performance.table.cumulative')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className={`${CELL_CLASS} py-1.5 text-left font-medium`}>
                  {row.label}
                </th>
                {[row.value, row.cumulative].map((figure, column) => (
                  <td key={column} className={`${CELL_CLASS} py-1.5 text-right`}>
                    <ReturnFigure
                      value={figure}
                      format={formatSignedReturn}
                      missingLabel={missing}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
