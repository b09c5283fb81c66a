/** Median and 99th percentile (nearest rank) of a sample, in the sample's unit. */
export function percentiles(samples: number[]): { median: number; p99: number } {
  if (samples.length === 0) return { median: Number.NaN, p99: Number.NaN };
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;
  return { median: at(0.5), p99: at(0.99) };
}

export interface BenchRow {
  measure: string;
  median: string;
  p99: string;
  target: string;
  verdict: 'met' | 'missed' | '—';
}

/** A row's measure without what varies from run to run (the bytes received), to find the same row in an earlier run. */
const rowKey = (measure: string) => measure.replace(/ \(\d+ KB received\)/, '').replace(/, \d+ files \(\d+ KB raw\)/, '');

/**
 * The medians of an earlier run's printed table (the bench's stdout saved to a file), by row:
 * `BENCH_BESIDE=file npm run bench -- …` prints them in a column beside this run's.
 */
export function earlierMedians(table: string): Map<string, string> {
  const medians = new Map<string, string>();
  for (const line of table.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length < 7 || cells[1] === 'measure' || /^-+$/.test(cells[1] ?? '')) continue;
    medians.set(rowKey(cells[1] as string), cells[2] as string);
  }
  return medians;
}

export function printTable(rows: BenchRow[], beside?: { label: string; medians: Map<string, string> }): void {
  const headers = ['measure', 'median', ...(beside ? [beside.label] : []), 'p99', 'target', 'verdict'];
  const cellsOf = (row: BenchRow) => [
    row.measure,
    row.median,
    ...(beside ? [beside.medians.get(rowKey(row.measure)) ?? '—'] : []),
    row.p99,
    row.target,
    row.verdict,
  ];
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (cellsOf(r)[i] as string).length)));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] as number)).join(' | ')} |`;
  console.log(line(headers));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(cellsOf(row)));
}

/** A row of milliseconds against "p99 under `targetMs`". */
export function msRow(measure: string, figures: { median: number; p99: number }, targetMs: number): BenchRow {
  return {
    measure,
    median: `${figures.median.toFixed(2)} ms`,
    p99: `${figures.p99.toFixed(2)} ms`,
    target: `p99 < ${targetMs} ms`,
    verdict: figures.p99 < targetMs ? 'met' : 'missed',
  };
}
