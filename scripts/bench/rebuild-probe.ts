import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { benchDatabase } from './bench-database.ts';
import { startBenchApp } from './bench-app.ts';
import { benchCourse } from './bench-games.ts';
import { fullyScoredGame } from './leaderboard-read.ts';
import { fillLog } from './rebuild-rate.ts';
import { projections, rebuildReadModels } from '@golf/projector';

/**
 * A rebuild probe, outside `npm run bench`: fills the log to BENCH_EVENTS (default 200,000) as
 * the rebuild row does, then replays it BENCH_RUNS times (default 1) in BENCH_LANES lanes
 * (default 2), printing each replay's rate. With BENCH_CPU_PROF it writes the replays' profile, to see where their
 * time goes: `BENCH_CPU_PROF=replay.cpuprofile npx tsx scripts/bench/rebuild-probe.ts`.
 */
async function main() {
  const database = await benchDatabase(undefined);
  try {
    const api = await startBenchApp(database.url);
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
      for (let run = 0; run < Number(process.env.BENCH_RUNS ?? 1); run += 1) {
        const result = await rebuildReadModels({
          store: api.store,
          pool: api.pool,
          projections,
          lanes,
          profile: process.env.BENCH_PROFILE === '1',
        });
        console.log(
          `${result.events} events in ${result.ms} ms: ${Math.round(result.events / (result.ms / 1000))} events/s, ${lanes} lanes`,
          result.projectionMs ?? '',
        );
      }
      if (profiler) {
        const { profile } = await profiler.post('Profiler.stop');
        writeFileSync(process.env.BENCH_CPU_PROF!, JSON.stringify(profile));
      }
    } finally {
      await api.close();
    }
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
