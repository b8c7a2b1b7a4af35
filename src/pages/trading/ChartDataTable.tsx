import TableCellsIcon from '@heroicons/react/20/solid/TableCellsIcon';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { scrollerProps } from '../../behaviours/contract';
import { useCurrentLanguage } from '../../components/useCurrentLanguage';
import type { PerformanceView } from '../../islands/chart/chartConfig';
import { formatSignedReturn } from '../../lib/percent';
import type { SeriesRow } from '../../lib/series';
import { ReturnFigure } from './ReturnFigure';

interface ChartDataTableProps {
  /** The chart's series per view, one row per period, labels in words ('January 2022'). */
  tables: readonly { view: PerformanceView; rows: readonly SeriesRow[] }[];
}

/**
 * Narrow cells and small column headers keep the three columns inside a 320 px
 * screen in Italian ('Rendimento cumulativo' wraps under its header). Wider text
 * (a visitor's text spacing, another font) scrolls the table in its own box,
 * never the page.
 */
const CELL_CLASS = 'px-1 first:pl-0 last:pr-0 sm:px-3';

/**
 * The chart's data as tables, one per view (the panel's select shows the one
 * for its view, by CSS: see `data-view` in styles.css): each period's return
 * and the cumulative return after it, written as the tooltips write them.
 * Screen readers always have them (visually hidden, not removed); a checkbox
 * shows them to sighted visitors, from the first paint and without script.
 * Hidden, they take no room, so the page does not move.
 */
export function ChartDataTable({ tables }: ChartDataTableProps) {
  const { t } = useTranslation('trading');
  const language = useCurrentLanguage();
  const baseId = useId();
  const missing = t('performance.missing');

  return (
    <div className="group/table mt-4">
      <label className="print:hidden inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-control border border-edge bg-surface px-4 text-sm font-semibold text-ink transition-colors hover:border-accent hover:text-accent has-checked:border-accent has-checked:bg-accent-soft has-checked:text-on-accent-soft">
        <input type="checkbox" className="size-4 accent-accent-fill" />
        <TableCellsIcon aria-hidden="true" className="size-5" />
        {t('performance.table.show')}
      </label>
      {tables.map(({ view, rows }) => {
        const captionId = `${baseId}-${view}`;
        return (
          // A table that scrolls sideways is a named region the keyboard can reach.
          <div
            key={view}
            data-view={view}
            {...scrollerProps(captionId)}
            // `relative` holds the cells' screen-reader-only text (absolutely positioned)
            // inside the scroller, so a table wider than the screen cannot widen the page.
            // Hidden, its layout is skipped while it is off screen (content-visibility: the
            // rows stay in the accessibility tree and find-in-page): else each part of the
            // fonts' swap lays the whole table out again after the first paint.
            className="sr-only [content-visibility:auto] print:not-sr-only print:mt-4 print:[content-visibility:visible] group-has-checked/table:not-sr-only group-has-checked/table:relative group-has-checked/table:mt-4 group-has-checked/table:overflow-x-auto group-has-checked/table:[content-visibility:visible]"
          >
            <table className="w-full max-w-2xl text-sm text-ink tabular-nums">
              <caption id={captionId} className="mb-2 text-left font-semibold text-ink">
                {t(`performance.table.caption_${view}`, {
                  first: rows[0]?.label ?? '',
                  last: rows[rows.length - 1]?.label ?? '',
                })}
              </caption>
              <thead>
                <tr className="border-b border-edge text-xs">
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
              <tbody className="divide-y divide-line">
                {rows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row" className={`${CELL_CLASS} py-1.5 text-left font-medium`}>
                      {row.label}
                    </th>
                    {[row.value, row.cumulative].map((figure, column) => (
                      <td key={column} className={`${CELL_CLASS} py-1.5 text-right`}>
                        <ReturnFigure
                          value={figure}
                          format={(value) => formatSignedReturn(value, language)}
                          missingLabel={missing}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </div>
  );
}
