import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { PerformanceObserver } from 'node:perf_hooks';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { READ_MODEL_CHANGES_CHANNEL, parseReadModelChange } from '@golf/read-db';
import { startBenchApp } from './bench-app.ts';
import { benchCourse } from './bench-games.ts';
import { measureScoreLatency } from './score-latency.ts';
import { printTable } from './stats.ts';
import { startEmbeddedPostgres } from '../local/embedded-postgres.ts';
import { ensureDatabase } from '../local/app-database.ts';

/**
 * `npx tsx scripts/bench/score-timeline.ts out.txt`: the bench's score row, with every measured
 * command's due time and latency, every projector commit (read_model_changes), the API thread's
 * GC pauses and the embedded server's log (checkpoints, autovacuum, connections, statements over
 * 5 ms) on one wall clock (ms), one line each, to line the slow commands up with what happened
 * then (what it found: decision 0595). The `clock` line gives the same
 * instant on the monotonic clock of `node --cpu-prof`'s profiles.
 */
const out = process.argv[2] ?? 'score-timeline.txt';
writeFileSync(out, '');
const line = (text: string) => appendFileSync(out, `${text}\n`);
const dir = mkdtempSync(join(tmpdir(), 'golf-timeline-pg-'));
const server = await startEmbeddedPostgres(dir, {
  flags: [
    ...['-c', 'log_line_prefix=%m [%p] %a ', '-c', 'log_checkpoints=on', '-c', 'log_autovacuum_min_duration=0'],
    ...['-c', 'log_min_duration_statement=5', '-c', 'log_lock_waits=on', '-c', 'log_connections=on'],
  ],
  log: (message) => {
    for (const text of String(message).split('\n')) {
      const at = /^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}) UTC/.exec(text);
      if (at) line(`pg ${Date.parse(`${at[1]!.replace(' ', 'T')}Z`)} ${text.slice(at[0].length).trim()}`);
      else if (text.trim()) line(`pg+ ${text.trim()}`);
    }
  },
});
const url = await ensureDatabase(server.url, 'timeline');
const api = await startBenchApp(url);
const course = await benchCourse(api);
const listener = new pg.Client({ connectionString: url });
await listener.connect();
listener.on('notification', (message) => {
  const change = parseReadModelChange(message.payload);
  if (change) line(`commit ${(performance.timeOrigin + performance.now()).toFixed(2)} ${change.position}`);
});
await listener.query(`LISTEN ${READ_MODEL_CHANGES_CHANNEL}`);
const gcKinds: Record<number, string> = { 1: 'minor', 4: 'major', 8: 'incremental', 16: 'weakcb' };
const collections = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? 0;
    line(`gc ${(performance.timeOrigin + entry.startTime).toFixed(2)} ${entry.duration.toFixed(2)} ${gcKinds[kind] ?? kind}`);
  }
});
collections.observe({ entryTypes: ['gc'] });
// The same instant on the wall clock and on the monotonic clock of `node --cpu-prof`'s timestamps (µs).
line(`clock ${(performance.timeOrigin + performance.now()).toFixed(3)} ${process.hrtime.bigint() / 1000n}`);
const rows = await measureScoreLatency(api, course, url, {
  start: () => line(`start ${(performance.timeOrigin + performance.now()).toFixed(2)}`),
  end: () => line(`end ${(performance.timeOrigin + performance.now()).toFixed(2)}`),
  answered: (dueAt, latency) => line(`cmd ${(performance.timeOrigin + dueAt).toFixed(2)} ${latency.toFixed(2)}`),
});
collections.disconnect();
printTable(rows);
await listener.end();
await api.close();
await server.stop();
rmSync(dir, { recursive: true, force: true });
