import { createRequire, syncBuiltinESMExports } from 'node:module';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installLagHook } from './lag-probe-hook.ts';
import { reportLag } from './lag-probe-report.ts';

/**
 * `npx tsx scripts/bench/lag-probe.ts [out.tsv]`: the bench's score row (score-latency.ts, open
 * loop, 200/s) with a light per-batch timeline of the projection lag: the projector thread is
 * started from lag-probe-worker.mjs (the product's worker module, with lag-probe-hook.ts
 * installed first), and both threads log their pg statements, notifications and GC pauses. At
 * the end it prints the bench rows and where each score's lag went (lag-probe-report.ts).
 */
const out = process.argv[2] ?? join(mkdtempSync(join(tmpdir(), 'golf-lag-probe-')), 'lag.tsv');
writeFileSync(out, '');
process.env.LAG_PROBE_FILE = out;

const threads = createRequire(import.meta.url)('node:worker_threads') as typeof import('node:worker_threads');
const Original = threads.Worker;
threads.Worker = class extends Original {
  constructor(url: string | URL, options?: import('node:worker_threads').WorkerOptions) {
    const path = url instanceof URL ? url.href : url;
    if (!path.endsWith('projector-thread-boot.mjs')) {
      super(url, options);
      return;
    }
    process.env.LAG_PROBE_WORKER_MODULE = new URL('./projector-thread-worker.ts', path).href;
    super(new URL('./lag-probe-worker.mjs', import.meta.url), options);
  }
} as typeof Original;
syncBuiltinESMExports();

const flushMain = installLagHook(out, 'm');
const { startBenchApp } = await import('./bench-app.ts');
const { benchCourse } = await import('./bench-games.ts');
const { measureScoreLatency } = await import('./score-latency.ts');
const { printTable } = await import('./stats.ts');
const { startEmbeddedPostgres } = await import('../local/embedded-postgres.ts');
const { ensureDatabase } = await import('../local/app-database.ts');
const { appendFileSync } = await import('node:fs');

const dir = mkdtempSync(join(tmpdir(), 'golf-lag-probe-pg-'));
const server = await startEmbeddedPostgres(dir);
const url = await ensureDatabase(server.url, 'lagprobe');
const api = await startBenchApp(url);
const course = await benchCourse(api);
const mark = (what: string) => appendFileSync(out, `mark\t${what}\t${(performance.timeOrigin + performance.now()).toFixed(3)}\n`);
const rows = await measureScoreLatency(api, course, url, { start: () => mark('start'), end: () => mark('end') });
await new Promise((resolve) => setTimeout(resolve, 600));
flushMain();
printTable(rows);
await api.close();
await server.stop();
rmSync(dir, { recursive: true, force: true });
reportLag(out);
console.log(`timeline: ${out} (${fileURLToPath(import.meta.url)})`);
