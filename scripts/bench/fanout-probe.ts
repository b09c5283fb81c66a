import { readFileSync, readdirSync } from 'node:fs';
import { PerformanceObserver, constants, monitorEventLoopDelay } from 'node:perf_hooks';
import { benchDatabase } from './bench-database.ts';
import { startBenchApp } from './bench-app.ts';
import { cpuOf, threadCpu } from './proc-cpu.ts';
import { benchCourse } from './bench-games.ts';
import { measureFanOut } from './fan-out.ts';
import { printTable } from './stats.ts';

/**
 * `npx tsx scripts/bench/fanout-probe.ts [viewersPerGame]`: the bench's `fanout4000` row (40
 * games, 100 viewers each unless told) with what it does not print, readable on a busy machine:
 * over the measured seconds, the CPU of each thread of the app's process (the main thread holds
 * the commands and the streams' writes), of the viewers' process and of the scorer's, the main thread's event-loop
 * delay and its GC pauses. Run as `node --cpu-prof --import tsx scripts/bench/fanout-probe.ts` for
 * profiles, and cut them to the printed window.
 */
/** CPU seconds of a child running `script` (fan-out-viewers, fan-out-scores), or null before it runs. */
function childCpu(script: string): number | null {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(script)) continue;
      const used = cpuOf(`/proc/${pid}/stat`);
      if (used) return used.cpu;
    } catch {
      /* gone */
    }
  }
  return null;
}

const viewersPerGame = Number(process.argv[2] ?? 100);
const database = await benchDatabase(undefined);
const api = await startBenchApp(database.url);
const course = await benchCourse(api);
let before = threadCpu();
let viewersBefore = 0;
let scorerBefore = 0;
let elapsed = 0;
let window = 0n;
const loopDelay = monitorEventLoopDelay({ resolution: 1 });
const gcs: Array<{ kind: string; ms: number }> = [];
const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};
const observer = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? 0;
    gcs.push({ kind: GC_KINDS[kind] ?? String(kind), ms: entry.duration });
  }
});
const rows = await measureFanOut(
  api,
  course,
  { games: 40, viewersPerGame, scoresPerSecond: 20, seconds: 15 },
  {
    start() {
      before = threadCpu();
      viewersBefore = childCpu('fan-out-viewers') ?? 0;
      scorerBefore = childCpu('fan-out-scores') ?? 0;
      loopDelay.enable();
      observer.observe({ entryTypes: ['gc'] });
      elapsed = performance.now();
      window = process.hrtime.bigint() / 1000n;
    },
    end() {
      elapsed = (performance.now() - elapsed) / 1000;
      // On the monotonic clock of `node --cpu-prof`'s timestamps, to cut a profile to the measured seconds.
      console.log(`measured window: ${window}..${process.hrtime.bigint() / 1000n} µs (monotonic)`);
      observer.disconnect();
      loopDelay.disable();
      const after = threadCpu();
      console.log(
        `measured ${elapsed.toFixed(1)} s; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
      );
      for (const [tid, t] of after) {
        const used = t.cpu - (before.get(tid)?.cpu ?? 0);
        if (used > 0.05) console.log(`  thread ${tid === String(process.pid) ? 'MAIN' : tid} ${t.name}: ${used.toFixed(2)} s`);
      }
      console.log(`  viewers' process: ${((childCpu('fan-out-viewers') ?? 0) - viewersBefore).toFixed(2)} s`);
      console.log(`  scorer's process: ${((childCpu('fan-out-scores') ?? 0) - scorerBefore).toFixed(2)} s`);
      const ms = (ns: number) => (ns / 1e6).toFixed(1);
      console.log(
        `main event-loop delay p50 ${ms(loopDelay.percentile(50))} p90 ${ms(loopDelay.percentile(90))} p99 ${ms(loopDelay.percentile(99))} max ${ms(loopDelay.max)} ms`,
      );
      for (const kind of new Set(gcs.map((gc) => gc.kind))) {
        const of = gcs.filter((gc) => gc.kind === kind).map((gc) => gc.ms);
        console.log(
          `main-thread GC, ${kind}: ${of.length} pauses, ${of.reduce((a, b) => a + b, 0).toFixed(0)} ms total, max ${Math.max(...of).toFixed(1)} ms`,
        );
      }
    },
  },
);
printTable(rows);
await api.close();
await database.stop();
