import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { startEmbeddedPostgres } from '../local/embedded-postgres.ts';
import { ensureDatabase } from '../local/app-database.ts';
import { startBenchApp } from './bench-app.ts';
import { benchCourse } from './bench-games.ts';
import { fullyScoredGame } from './leaderboard-read.ts';
import { fillLog } from './rebuild-rate.ts';
import { cpuOf, serverCpu } from './proc-cpu.ts';

/** CPU seconds of this process's main thread (its thread id is the process id). */
const mainThreadCpu = () => cpuOf(`/proc/self/task/${process.pid}/stat`)?.cpu ?? 0;
import { projections, rebuildReadModels } from '@golf/projector';

/**
 * A rebuild probe, outside `npm run bench`: fills the log to BENCH_EVENTS (default 200,000) as
 * the rebuild row does, then replays it BENCH_RUNS times (default 1) in BENCH_LANES lanes
 * (default 2), printing each replay's rate, the CPU seconds of the main thread, of the whole
 * process and of its own PostgreSQL server (/proc, Linux), and the main thread's GC pauses:
 * figures a busy machine does not skew as it does wall clocks. With BENCH_CPU_PROF it writes
 * the replays' profile, to see where their time goes:
 * `BENCH_CPU_PROF=replay.cpuprofile npx tsx scripts/bench/rebuild-probe.ts`.
 */
async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'golf-rebuild-probe-pg-'));
  const server = await startEmbeddedPostgres(dir);
  try {
    const api = await startBenchApp(await ensureDatabase(server.url, 'probe'));
    try {
      const course = await benchCourse(api);
      const scored = await fullyScoredGame(api, course);
      await api.projector.stop();
      await fillLog(api.store, `game-${scored.game.gameId}`, Number(process.env.BENCH_EVENTS ?? 200_000));
      const lanes = Number(process.env.BENCH_LANES ?? 2);
      // BENCH_CPU_PROF=file: the replays' main-thread profile alone (not the fill), for Chrome's profiler.
      const profiler = process.env.BENCH_CPU_PROF ? new Session() : null;
      if (profiler) {
        profiler.connect();
        await profiler.post('Profiler.enable');
        await profiler.post('Profiler.start');
      }
      let gc = 0;
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) gc += entry.duration;
      });
      observer.observe({ entryTypes: ['gc'] });
      // BENCH_BATCH: events per batch, or a comma list taken in turns by the replays (an A/B in one process).
      const batchSizes = (process.env.BENCH_BATCH ?? '').split(',').filter(Boolean).map(Number);
      for (let run = 0; run < Number(process.env.BENCH_RUNS ?? 1); run += 1) {
        const before = { main: mainThreadCpu(), process: process.cpuUsage(), server: serverCpu(dir), gc };
        const batchSize = batchSizes.length > 0 ? batchSizes[run % batchSizes.length] : undefined;
        const result = await rebuildReadModels({
          store: api.store,
          pool: api.pool,
          projections,
          lanes,
          ...(batchSize ? { batchSize } : {}),
          profile: process.env.BENCH_PROFILE === '1',
        });
        await new Promise((resolve) => setTimeout(resolve, 100)); // the last GC entries
        const cpu = process.cpuUsage(before.process);
        console.log(
          `${result.events} events in ${result.ms} ms: ${Math.round(result.events / (result.ms / 1000))} events/s, ${lanes} lanes, batch ${batchSize ?? 'default'};`,
          `CPU main thread ${(mainThreadCpu() - before.main).toFixed(2)} s, process ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s,`,
          `PostgreSQL ${(serverCpu(dir) - before.server).toFixed(2)} s; main-thread GC ${Math.round(gc - before.gc)} ms`,
          result.projectionMs ?? '',
        );
      }
      observer.disconnect();
      if (profiler) {
        const { profile } = await profiler.post('Profiler.stop');
        writeFileSync(process.env.BENCH_CPU_PROF!, JSON.stringify(profile));
      }
    } finally {
      await api.close();
    }
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
