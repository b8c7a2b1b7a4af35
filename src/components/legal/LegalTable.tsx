import type { ReactNode } from 'react';
import { CARD } from '../classNames';

interface LegalTableProps {
  columns: string[];
  rows: string[];
  /** Renders the table's text at a path below the table's key ('caption', 'rows.theme.purpose'). */
  render: (path: string) => ReactNode;
}

/**
 * A table that becomes one card per row on narrow screens, each value under its
 * column's name. The explicit roles keep the table semantics that some browsers
 * drop once table elements are displayed as blocks.
 */
export function LegalTable({ columns, rows, render }: LegalTableProps) {
  /* The roles restate each element's own role on purpose (see above); the linter
     also reads <td> as a grid cell, while role="cell" is what it is in a table. */
  /* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */
  return (
    <div className={`overflow-hidden ${CARD}`}>
      <table
        role="table"
        className="block w-full border-collapse text-left text-sm leading-6 sm:table"
      >
        <caption className="block px-4 pt-4 pb-2 text-left font-semibold text-ink sm:table-caption">
          {render('caption')}
        </caption>
        <thead role="rowgroup" className="max-sm:sr-only">
          <tr role="row" className="border-b border-line">
            {columns.map((column) => (
              <th
                key={column}
                role="columnheader"
                scope="col"
                className="px-4 py-2 font-semibold text-ink"
              >
                {render(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        {/* Body rows restate their roles like the header row above, on purpose (see the note on roles). */}
        <tbody role="rowgroup" className="block sm:table-row-group">
          {rows.map((row) => (
            <tr
              key={row}
              role="row"
              className="block border-t border-line py-3 align-top sm:table-row sm:py-0"
            >
              {columns.map((column, index) =>
                index === 0 ? (
                  <th
                    key={column}
                    role="rowheader"
                    scope="row"
                    className="block px-4 py-1 font-voice text-[0.8125rem] text-ink sm:table-cell sm:py-3"
                  >
                    {render(`rows.${row}.${column}`)}
                  </th>
                ) : (
                  <td key={column} role="cell" className="block px-4 py-1 sm:table-cell sm:py-3">
                    {/* On narrow screens the header row is hidden: each value carries its label. */}
                    <span
                      aria-hidden="true"
                      className="block font-voice text-xs tracking-wide text-muted uppercase sm:hidden"
                    >
                      {render(`columns.${column}`)}
                    </span>
                    {render(`rows.${row}.${column}`)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  /* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */
}
