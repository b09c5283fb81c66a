import os from 'node:os';
import { benchDatabase } from './bench/bench-database.ts';
import { startBenchApp } from './bench/bench-app.ts';
import { benchCourse } from './bench/bench-games.ts';
import { measureScoreLatency } from './bench/score-latency.ts';
import { fullyScoredGame, measureLeaderboardRead } from './bench/leaderboard-read.ts';
import { measureRebuildRate } from './bench/rebuild-rate.ts';
import { measureAppendVsEmmett } from './bench/append-vs-emmett.ts';
import { builtFrontend, measureBundleSize } from './bench/bundle-size.ts';
import { measureFanOut } from './bench/fan-out.ts';
import { measureFirstLoad } from './bench/first-load.ts';
import { measureScorePath } from './bench/score-path.ts';
import { earlierMedians, printTable, type BenchRow } from './bench/stats.ts';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { trackTimers } from './bench/held-timers.ts';

const step = (name: string) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${name}`);

const PARTS = ['score', 'leaderboard', 'rebuild', 'rebuild1m', 'append', 'bundle', 'fanout', 'fanout4000', 'firstload', 'path'] as const;
type Part = (typeof PARTS)[number];

/**
 * `npm run bench -- rebuild leaderboard` runs only those parts (and the setup they need); no
 * argument runs all but `rebuild1m` (a log of a million events: some ten minutes of its own).
 */
function partsToRun(args: readonly string[]): Set<Part> {
  const unknown = args.filter((arg) => !(PARTS as readonly string[]).includes(arg));
  if (unknown.length > 0) throw new Error(`Unknown bench part ${unknown.join(', ')}: choose from ${PARTS.join(', ')}`);
  return new Set(args.length === 0 ? PARTS.filter((part) => part !== 'rebuild1m') : (args as Part[]));
}

/**
 * `npm run bench`: performance figures on the embedded default (a fresh embedded PostgreSQL in a
 * temp folder, or a scratch database on DATABASE_URL's server), printed as one table. Not a test:
 * it never fails on a missed target. Arguments pick parts: `npm run bench -- score rebuild`.
 */
const timers = trackTimers();

/** The commit measured: `git rev-parse --short HEAD`, with "+dirty" when the tree has changes not committed. */
function benchedCommit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' }).trim() !== '';
    return `${head}${dirty ? '+dirty' : ''}`;
  } catch {
    return 'no git';
  }
}

async function main() {
  const parts = partsToRun(process.argv.slice(2));
  const started = performance.now();
  const database = await benchDatabase(process.env.DATABASE_URL);
  const rows: BenchRow[] = [];
  try {
    if (
      ['score', 'leaderboard', 'rebuild', 'rebuild1m', 'append', 'fanout', 'fanout4000', 'firstload'].some((part) =>
        parts.has(part as Part),
      )
    ) {
      // The first-load part needs the built app served as `npm start` serves it.
      const api = await startBenchApp(database.url, parts.has('firstload') ? builtFrontend() : undefined);
      try {
        const course = await benchCourse(api);
        if (parts.has('score')) {
          step('score commands at 200/s across 100 games, projection lag');
          rows.push(...(await measureScoreLatency(api, course, database.url)));
        }
        if (parts.has('firstload')) {
          step('first load on slow and fast 3G, CPU slowed 4×: sign-in and a shared leaderboard');
          rows.push(...(await measureFirstLoad(api, course)));
        }
        if (parts.has('fanout')) {
          step('live fan-out: 40 games × 25 viewers, 20 scores/s');
          rows.push(...(await measureFanOut(api, course, { games: 40, viewersPerGame: 25, scoresPerSecond: 20, seconds: 15 })));
        }
        if (parts.has('fanout4000')) {
          step('live fan-out: 40 games × 100 viewers, 20 scores/s');
          rows.push(...(await measureFanOut(api, course, { games: 40, viewersPerGame: 100, scoresPerSecond: 20, seconds: 15 })));
        }
        if (parts.has('rebuild1m')) {
          // BENCH_REBUILD1M_EVENTS makes the log smaller, to try the row out. Before the other rebuild, on a log of its own making: the live projector builds its tables as the copies arrive.
          step('a fully scored 16-player, 4-round game');
          const scored = await fullyScoredGame(api, course);
          step('rebuild of a 1,000,000-event log beside the running app');
          const board = `/api/games/${scored.game.gameId}/leaderboard`;
          rows.push(
            ...(await measureRebuildRate(api.store, api.pool, `game-${scored.game.gameId}`, {
              events: Number(process.env.BENCH_REBUILD1M_EVENTS ?? 1_000_000),
              live: { api, board },
            })),
          );
        }
        if (parts.has('leaderboard') || parts.has('rebuild')) {
          step('a fully scored 16-player, 4-round game');
          const scored = await fullyScoredGame(api, course);
          if (parts.has('leaderboard')) {
            step('leaderboard reads on the 16-player, 4-round game');
            rows.push(await measureLeaderboardRead(api, scored.game, scored.position));
          }
          if (parts.has('rebuild')) {
            await api.projector.stop();
            step('rebuild replay over 200,000+ events');
            rows.push(...(await measureRebuildRate(api.store, api.pool, `game-${scored.game.gameId}`)));
          }
        }
        if (parts.has('append')) {
          step('append rate: ours vs Emmett');
          rows.push(...(await measureAppendVsEmmett(api.store, database.url)));
        }
      } finally {
        await api.close();
      }
    }
    if (parts.has('path')) {
      step('the files one score runs through');
      rows.push(await measureScorePath(database.url));
    }
    if (parts.has('bundle')) {
      step('initial JavaScript size');
      rows.push(measureBundleSize());
    }
  } finally {
    await database.stop();
  }
  const cpus = os.cpus();
  console.log(
    `\nGolf bench of commit ${benchedCommit()} on ${database.where}; ${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.type()} ${os.release()}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ran ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
  );
  // BENCH_BESIDE=file: an earlier run's printed table, its medians in a column beside these.
  const besideFile = process.env.BENCH_BESIDE;
  printTable(
    rows,
    besideFile
      ? { label: `before (${besideFile.split('/').pop()})`, medians: earlierMedians(readFileSync(besideFile, 'utf8')) }
      : undefined,
  );
  // Everything the bench opened is closed by now, so the process ends by itself. If something was
  // left running (a timer, a thread, a socket), say what it is instead of hanging a loop that
  // runs the bench over and over.
  setTimeout(() => {
    console.error(`bench: still running 30 s after its table, held by: ${process.getActiveResourcesInfo().join(', ')}`);
    for (const held of timers.held()) console.error(`  ${held}`);
    process.exit(2);
  }, 30_000).unref();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
