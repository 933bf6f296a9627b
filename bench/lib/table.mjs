// The one table `npm run bench` prints on stdout (progress goes to stderr, so stdout can be kept as is).
const COLUMNS = ['id', 'what', 'product', 'baseline', 'ratio', 'target', 'verdict'];

export function formatTable(rows) {
  const cells = rows.map((row) => COLUMNS.map((column) => String(row[column] ?? '—')));
  const widths = COLUMNS.map((column, i) => Math.max(column.length, ...cells.map((line) => line[i].length)));
  const line = (values) =>
    values
      .map((value, i) => value.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(COLUMNS), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join('\n');
}
