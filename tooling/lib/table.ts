/** Formatting shared by the size check's tables. */

/** Bytes as kB (1 kB = 1000 bytes, as Vite reports them); a dash for none. */
export function kb(bytes: number | null | undefined): string {
  return bytes === null || bytes === undefined ? '–' : `${(bytes / 1000).toFixed(1)} kB`;
}

/** A plain-text table: first column left-aligned, the others right-aligned. */
export function formatTable(rows: readonly (readonly string[])[]): string {
  const widths = (rows[0] ?? []).map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join('  '),
    )
    .join('\n');
}

/** The same table as Markdown, for the README: figures right-aligned. */
export function markdownTable(rows: readonly (readonly string[])[]): string {
  const [header = [], ...body] = rows;
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  const separator = header.map((_, column) => (column === 0 ? ':--' : '--:'));
  return [
    line(header),
    line(separator),
    ...body.map((row) => line(row.map((cell) => cell.replaceAll('|', '\\|')))),
  ].join('\n');
}
