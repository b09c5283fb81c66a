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

export function printTable(rows: BenchRow[]): void {
  const headers = ['measure', 'median', 'p99', 'target', 'verdict'] as const;
  const widths = headers.map((h) => Math.max(h.length, ...rows.map((r) => r[h].length)));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] as number)).join(' | ')} |`;
  console.log(line(headers));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(headers.map((h) => row[h])));
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
