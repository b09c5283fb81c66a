import { readFileSync } from 'node:fs';

interface Statement {
  thread: string;
  start: number;
  end: number;
  label: string;
  rows: number;
  extra: string;
}
interface Batch {
  readStart: number;
  readEnd: number;
  first: bigint;
  last: bigint;
  statements: Statement[];
  /** When the batch's last statement (COMMIT, or the one checkpoint statement) answered. */
  end: number;
  gcMs: number;
}

const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '—');
function dist(samples: number[]): string {
  if (samples.length === 0) return 'n=0';
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  return `median ${fmt(at(0.5))}  p90 ${fmt(at(0.9))}  p99 ${fmt(at(0.99))}  max ${fmt(sorted.at(-1)!)}  mean ${fmt(mean)}  (n=${samples.length})`;
}

/**
 * Reads lag-probe.ts's timeline and prints, for the measured window: each appended event's lag
 * (answer → the first read_model_changes reaching it), split into waiting behind the batch in
 * flight, waiting for the wake-up and read after that, the read, the batch's work and the
 * notification's way back; and per batch its size, statements, JavaScript time and GC.
 */
export function reportLag(file: string): void {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
  const markAt = (what: string) => Number(lines.find((l) => l[0] === 'mark' && l[1] === what)?.[2]);
  // LAG_WINDOW=warm-up: the closed-loop warm-up round and second before the measured seconds instead.
  const warmUp = process.env.LAG_WINDOW === 'warm-up';
  const [from, to] = warmUp ? [0, markAt('start')] : [markAt('start'), markAt('end')];
  const statements: Statement[] = lines
    .filter((l) => l[0] === 'q')
    .map((l) => ({ thread: l[1]!, start: Number(l[4]), end: Number(l[5]), label: l[6]!, rows: Number(l[7]), extra: l[8] ?? '' }))
    .sort((a, b) => a.start - b.start);
  const notes = lines.filter((l) => l[0] === 'n').map((l) => ({ thread: l[1]!, at: Number(l[2]), channel: l[3]!, payload: l[4] ?? '' }));
  const gcs = lines.filter((l) => l[0] === 'gc').map((l) => ({ thread: l[1]!, at: Number(l[2]), ms: Number(l[3]), kind: l[4]! }));

  const appends = statements.filter((s) => s.thread === 'm' && s.label === 'append' && s.end >= from && s.end <= to && s.extra);
  const notifies = statements.filter((s) => s.thread === 'm' && s.label === 'pg_notify');
  const wakes = notes.filter((n) => n.thread === 'w' && n.channel === 'es_events').map((n) => ({ at: n.at, position: BigInt(n.payload) }));
  const changes = notes
    .filter((n) => n.thread === 'm' && n.channel === 'read_model_changes')
    .map((n) => ({ at: n.at, position: BigInt(/"position":"?(\d+)/.exec(n.payload)?.[1] ?? '0') }));

  const batches: Batch[] = [];
  for (const s of statements.filter((x) => x.thread === 'w')) {
    if (s.label === 'read_all') {
      if (s.rows === 0) continue;
      const [first, last] = s.extra.split('-').map((p) => BigInt(p));
      batches.push({ readStart: s.start, readEnd: s.end, first: first!, last: last!, statements: [], end: s.end, gcMs: 0 });
    } else if (batches.length > 0) {
      const batch = batches.at(-1)!;
      batch.statements.push(s);
      batch.end = Math.max(batch.end, s.end);
    }
  }
  const workerGc = gcs.filter((g) => g.thread === 'w');
  for (const batch of batches) for (const g of workerGc) if (g.at >= batch.readStart && g.at < batch.end) batch.gcMs += g.ms;

  const rows = {
    lag: [] as number[],
    busy: [] as number[],
    wake: [] as number[],
    read: [] as number[],
    work: [] as number[],
    back: [] as number[],
  };
  const toNotify: number[] = [];
  const toWake: number[] = [];
  const worst: { lag: number; parts: number[] }[] = [];
  let b = 0;
  for (const append of appends) {
    const position = BigInt(append.extra);
    const a = append.end;
    while (b < batches.length && batches[b]!.last < position) b += 1;
    const batch = batches[b];
    if (!batch || batch.first > position) continue;
    const previous = batches[b - 1];
    const change = changes.find((c) => c.at >= batch.end && c.position >= position);
    if (!change) continue;
    const busy = previous && previous.end > a ? Math.min(previous.end, batch.readStart) - a : 0;
    const parts = [busy, batch.readStart - a - busy, batch.readEnd - batch.readStart, batch.end - batch.readEnd, change.at - batch.end];
    rows.lag.push(change.at - a);
    rows.busy.push(parts[0]!);
    rows.wake.push(parts[1]!);
    rows.read.push(parts[2]!);
    rows.work.push(parts[3]!);
    rows.back.push(parts[4]!);
    worst.push({ lag: change.at - a, parts });
    const notify = notifies.find((n) => n.start >= a - 0.01 && BigInt(n.extra || '0') >= position);
    if (notify) toNotify.push(notify.start - a);
    const wake = wakes.find((w) => w.at >= a && w.position >= position);
    if (wake) toWake.push(wake.at - a);
  }
  console.log(`\nlag per appended event (answer of the append statement → read_model_changes), ms:`);
  console.log(`  lag total              ${dist(rows.lag)}`);
  console.log(`  behind batch in flight ${dist(rows.busy)}`);
  console.log(`  wake-up → read start   ${dist(rows.wake)}`);
  console.log(`  read_all               ${dist(rows.read)}`);
  console.log(`  batch work to commit   ${dist(rows.work)}`);
  console.log(`  notification back      ${dist(rows.back)}`);
  console.log(`  append → pg_notify sent ${dist(toNotify)}`);
  console.log(`  append → es_events in worker ${dist(toWake)}`);
  worst.sort((x, y) => y.lag - x.lag);
  const top = worst.slice(0, Math.max(1, Math.floor(worst.length / 50)));
  const mean = (i: number) => fmt(top.reduce((sum, w) => sum + w.parts[i]!, 0) / top.length);
  console.log(
    `  worst 2%: lag ${fmt(top.reduce((s, w) => s + w.lag, 0) / top.length)} = busy ${mean(0)} + wake ${mean(1)} + read ${mean(2)} + work ${mean(3)} + back ${mean(4)}`,
  );

  const measured = batches.filter((x) => x.readStart >= from && x.readStart <= to);
  const inTx = (x: Batch) => x.statements.filter((s) => s.label !== 'begin');
  const stmtMs = (x: Batch) => x.statements.reduce((sum, s) => sum + (s.end - s.start), 0);
  const commit = (x: Batch) => x.statements.find((s) => s.label === 'commit');
  const span = (x: Batch) => x.end - x.readEnd;
  console.log(`\nbatches in the measured window: ${measured.length} (${fmt(measured.length / ((to - from) / 1000))}/s)`);
  console.log(`  events per batch       ${dist(measured.map((x) => Number(x.last - x.first) + 1))}`);
  console.log(`  statements per batch   ${dist(measured.map((x) => inTx(x).length))}`);
  console.log(`  read → commit answered ${dist(measured.map(span))}`);
  console.log(`  in statements (sum)    ${dist(measured.map(stmtMs))}`);
  console.log(`  JavaScript between     ${dist(measured.map((x) => span(x) - stmtMs(x)))}`);
  console.log(`  COMMIT                 ${dist(measured.map((x) => (commit(x) ? commit(x)!.end - commit(x)!.start : 0)))}`);
  console.log(`  GC in batch            ${dist(measured.map((x) => x.gcMs))}`);
  console.log(`  gap to next read       ${dist(measured.slice(0, -1).map((x, i) => measured[i + 1]!.readStart - x.end))}`);
  const labels = new Map<string, { n: number; ms: number }>();
  for (const s of measured.flatMap((x) => x.statements)) {
    const entry = labels.get(s.label) ?? { n: 0, ms: 0 };
    entry.n += 1;
    entry.ms += s.end - s.start;
    labels.set(s.label, entry);
  }
  console.log(`  statements by kind (per batch: count, ms):`);
  for (const [label, { n, ms }] of [...labels].sort((x, y) => y[1].ms - x[1].ms).slice(0, 14))
    console.log(`    ${label.padEnd(48)} ${(n / measured.length).toFixed(2)}  ${(ms / measured.length).toFixed(2)}`);
  for (const thread of ['w', 'm']) {
    const inWindow = gcs.filter((g) => g.thread === thread && g.at >= from && g.at <= to);
    const kinds = [...new Set(inWindow.map((g) => g.kind))].map((k) => {
      const of = inWindow.filter((g) => g.kind === k);
      return `kind ${k}: ${of.length}× ${fmt(of.reduce((s, g) => s + g.ms, 0))} ms (max ${fmt(Math.max(...of.map((g) => g.ms)))})`;
    });
    console.log(`GC ${thread === 'w' ? 'projector thread' : 'API thread'}: ${kinds.join('; ')}`);
  }
}

if (process.argv[1]?.endsWith('lag-probe-report.ts')) reportLag(process.argv[2]!);
