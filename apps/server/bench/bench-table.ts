/** One line of the benchmark's table. */
export interface Row {
  database: string;
  target: string;
  mode: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  ratio: string;
  verdict: string;
}

const HEADERS = [
  'database',
  'target',
  'mode',
  'p50 ms',
  'p99 ms',
  'req/s',
  'errors',
  'p99 / trivial',
  'verdict',
];

export function printTable(rows: readonly Row[]): void {
  const cells = rows.map((row) => [
    row.database,
    row.target,
    row.mode,
    formatMilliseconds(row.p50),
    formatMilliseconds(row.p99),
    String(row.rps),
    String(row.errors),
    row.ratio,
    row.verdict,
  ]);
  printColumns(HEADERS, cells);
}

/** Whole milliseconds as they are (autocannon's histogram), measured ones to the hundredth. */
export function formatMilliseconds(milliseconds: number): string {
  return Number.isInteger(milliseconds) ? String(milliseconds) : milliseconds.toFixed(2);
}

/** Columns padded to their widest cell, separated by bars. */
export function printColumns(headers: readonly string[], cells: readonly string[][]): void {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...cells.map((line) => (line[column] ?? '').length)),
  );
  const format = (line: readonly string[]) =>
    line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ');
  console.log(format(headers));
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const line of cells) console.log(format(line));
}
