import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { startBenchApp } from './bench-app.ts';
import { serverCpu, threadCpu } from './proc-cpu.ts';
import { benchCourse } from './bench-games.ts';
import { measureScoreLatency } from './score-latency.ts';
import { printTable } from './stats.ts';
import { startEmbeddedPostgres } from '../local/embedded-postgres.ts';
import { ensureDatabase } from '../local/app-database.ts';

/**
 * `npx tsx scripts/bench/score-probe.ts`: the bench's score row with what it does not print, for
 * finding where a score's time goes without trusting wall clocks on a busy machine:
 * pg_stat_statements over the measured seconds (an embedded server of its own started with it),
 * the CPU each thread of the process used (/proc, Linux), the API thread's GC pauses, and with
 * PROBE_HEAP=file.json a sampling heap profile of the API thread (every allocation, collected or not).
 */
const dir = mkdtempSync(join(tmpdir(), 'golf-probe-pg-'));
const server = await startEmbeddedPostgres(dir, {
  flags: ['-c', 'shared_preload_libraries=pg_stat_statements', '-c', 'pg_stat_statements.track=all'],
});
const url = await ensureDatabase(server.url, 'probe');
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
const api = await startBenchApp(url);
const course = await benchCourse(api);
let before = threadCpu();
let cpuBefore = process.cpuUsage();
let serverBefore = 0;
const loopDelay = monitorEventLoopDelay({ resolution: 1 });
const gcs: number[] = [];
const observer = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcs.push(entry.duration);
});
let elapsed = 0;
let windowStart = 0n;
const session = new Session();
session.connect();
const rows = await measureScoreLatency(api, course, url, {
  async start() {
    await admin.query('SELECT pg_stat_statements_reset()');
    before = threadCpu();
    cpuBefore = process.cpuUsage();
    serverBefore = serverCpu(dir);
    loopDelay.enable();
    observer.observe({ entryTypes: ['gc'] });
    elapsed = performance.now();
    windowStart = process.hrtime.bigint() / 1000n;
    if (process.env.PROBE_HEAP) {
      await session.post('HeapProfiler.enable');
      await session.post('HeapProfiler.startSampling', {
        samplingInterval: 8192,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      } as never);
    }
  },
  async end() {
    elapsed = performance.now() - elapsed;
    // The measured seconds on the monotonic clock of `node --cpu-prof`'s timestamps, to cut a profile to them.
    console.log(`measured window: ${windowStart}..${process.hrtime.bigint() / 1000n} µs (monotonic)`);
    if (process.env.PROBE_HEAP) {
      const { profile } = (await session.post('HeapProfiler.stopSampling')) as { profile: unknown };
      writeFileSync(process.env.PROBE_HEAP, JSON.stringify(profile));
    }
    observer.disconnect();
    loopDelay.disable();
    console.log(
      `PostgreSQL CPU ${(serverCpu(dir) - serverBefore).toFixed(2)} s; API event loop delay p50 ${(loopDelay.percentile(50) / 1e6).toFixed(1)} p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} max ${(loopDelay.max / 1e6).toFixed(1)} ms`,
    );
    const after = threadCpu();
    const cpu = process.cpuUsage(cpuBefore);
    console.log(
      `process CPU ${(cpu.user / 1e6).toFixed(2)} user + ${(cpu.system / 1e6).toFixed(2)} sys s over ${(elapsed / 1000).toFixed(1)} s`,
    );
    const byName = new Map<string, number>();
    for (const [tid, t] of after) {
      const used = t.cpu - (before.get(tid)?.cpu ?? 0);
      if (used > 0.05) console.log(`  thread ${tid} ${t.name}: ${used.toFixed(2)} s`);
      byName.set(t.name, (byName.get(t.name) ?? 0) + used);
    }
    console.log(
      `main-thread GC: ${gcs.length} pauses, ${gcs.reduce((a, b) => a + b, 0).toFixed(0)} ms total, max ${Math.max(0, ...gcs).toFixed(1)} ms, >5 ms: ${gcs.filter((d) => d > 5).length}`,
    );
  },
});
await new Promise((resolve) => setTimeout(resolve, 500));
const stats = await admin.query(
  `SELECT calls, round(total_exec_time::numeric, 1) AS ms, round(mean_exec_time::numeric, 3) AS mean, rows, left(regexp_replace(query, '\\s+', ' ', 'g'), 150) AS q
   FROM pg_stat_statements WHERE calls > 20 ORDER BY calls DESC LIMIT 40`,
);
for (const r of stats.rows)
  console.log(`${String(r.calls).padStart(6)} ${String(r.ms).padStart(9)} ms ${String(r.mean).padStart(7)} ${r.q}`);
const total = await admin.query(`SELECT sum(calls) AS calls, round(sum(total_exec_time)::numeric) AS ms FROM pg_stat_statements`);
console.log('all statements', total.rows[0]);
printTable(rows);
await admin.end();
await api.close();
await server.stop();
rmSync(dir, { recursive: true, force: true });
