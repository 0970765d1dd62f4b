/**
 * A plain-text table: easy to read in a terminal and to paste into an issue or a commit message.
 */

/**
 * `columns` is a list of `{ header, value(row) → string, align: 'left' | 'right' }`; numbers read
 * best right-aligned. Returns the lines (header, rule, one per row).
 */
export function formatTable(columns, rows) {
  const cells = rows.map((row) => columns.map((column) => String(column.value(row))))
  const widths = columns.map((column, i) => Math.max(column.header.length, ...cells.map((line) => line[i].length)))
  const pad = (text, i) => (columns[i].align === 'right' ? text.padStart(widths[i]) : text.padEnd(widths[i]))
  const render = (line) => line.map(pad).join('  ').trimEnd()
  return [render(columns.map((column) => column.header)), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.map(render)]
}
