import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PerformanceObserver, constants } from 'node:perf_hooks';
import { startBenchApp } from './bench-app.ts';
import { threadCpu } from './proc-cpu.ts';
import { startPgWindow, statementFlags } from './pg-report.ts';
import { benchCourse, grossFor, type BenchGame } from './bench-games.ts';
import { chooseWolf, holeFactsFor, setHoleAwards, sideGamesBenchGame } from './bench-side-games.ts';
import { startEmbeddedPostgres } from '../local/embedded-postgres.ts';
import { ensureDatabase } from '../local/app-database.ts';

/**
 * `npx tsx scripts/bench/score-cpu-probe.ts [commands]`: the score row's work (100 games with every
 * side game and hole facts; after a hole's first score the next hole's wolf, after its last the
 * hole's awards) sent closed loop, 16 at a time, rather than open loop at 200/s. On a machine too
 * busy to keep up with 200/s, the open loop's backlog grows without bound and with it the heap, the
 * collections and the CPU of every thread, so two runs compare their backlogs; a fixed number
 * of commands in flight makes the work of a run the same whatever the load. Prints, for the
 * measured commands and until the projector has committed the last of them: the CPU each thread
 * used (/proc, Linux) per command, and the API thread's collections by kind. Node flags given to
 * `npx tsx` (a young generation's size, say) reach the app it runs, to compare them (decision 0750).
 * Also PostgreSQL's CPU and WAL per command; PROBE_STATEMENTS=1 adds its statements (pg-report.ts).
 * PROBE_SURVIVORS=file.json writes a sampling heap profile of the measured commands' allocations on
 * the API thread that outlived a young collection, whether a full one collected them later or
 * not (with PROBE_LIVE=1: only those still alive at the end); PROBE_IN_FLIGHT=n sends n commands
 * at a time instead of 16 (decision 0880).
 * PROBE_PG_FLAGS (`-c name=value` pairs, space-separated) starts the server with settings to compare.
 */
const GAMES = 100;
const PLAYERS = 4;
const IN_FLIGHT = Number(process.env.PROBE_IN_FLIGHT ?? 16);
const WARM_UP = 400;
const measured = Number(process.argv[2] ?? 2000);

const dir = mkdtempSync(join(tmpdir(), 'golf-cpu-probe-pg-'));
const statements = process.env.PROBE_STATEMENTS === '1';
const flags = [...(statements ? statementFlags : []), ...(process.env.PROBE_PG_FLAGS ?? '').split(' ').filter(Boolean)];
const server = await startEmbeddedPostgres(dir, { flags });
const url = await ensureDatabase(server.url, 'probe');
const api = await startBenchApp(url);
const course = await benchCourse(api);
const games: BenchGame[] = [];
for (let g = 0; g < GAMES; g += 1) games.push(await sideGamesBenchGame(api, course, g % 5 === 4 ? 'match_play' : 'stroke_play'));

let lastPosition = 0n;
let commands = 0;
/** Each measured score's latency, and from its answer until the projector had committed it (ms). */
const latencies: number[] = [];
const lags: number[] = [];
const awaitingProjector = new Map<bigint, number>();
let measuring = false;
const lagTimer = setInterval(() => {
  const committed = api.projector.projector.position();
  const now = performance.now();
  for (const [position, answeredAt] of awaitingProjector)
    if (position <= committed) {
      lags.push(now - answeredAt);
      awaitingProjector.delete(position);
    }
}, 2);
/** Score i as the bench sends it, then the wolf and the awards it leads to; answers the commands it sent. */
async function send(i: number): Promise<void> {
  const game = games[i % GAMES] as BenchGame;
  const slot = Math.floor(i / GAMES);
  const player = slot % PLAYERS;
  const hole = (Math.floor(slot / PLAYERS) % 18) + 1;
  const strokes = grossFor(player, hole, 1);
  const sentAt = performance.now();
  const answer = await api.expect<{ position: string }>(200, 'POST', `/api/games/${game.gameId}/scores`, {
    playerId: game.playerIds[player],
    roundNumber: 1,
    holeNumber: hole,
    strokes,
    ...holeFactsFor(player, hole, strokes),
  });
  commands += 1;
  if (measuring) {
    const answeredAt = performance.now();
    latencies.push(answeredAt - sentAt);
    awaitingProjector.set(BigInt(answer.position), answeredAt);
  }
  if (BigInt(answer.position) > lastPosition) lastPosition = BigInt(answer.position);
  if (player === 0 && hole < 18) {
    await chooseWolf(api, game, 1, hole + 1);
    commands += 1;
  }
  if (player === PLAYERS - 1) {
    await setHoleAwards(api, game, 1, hole);
    commands += 1;
  }
}
async function closedLoop(first: number, count: number): Promise<void> {
  let next = first;
  const lane = async () => {
    while (next < first + count) await send(next++);
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
}

await closedLoop(0, WARM_UP);
const gcs: { kind: number; duration: number }[] = [];
const observer = new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    gcs.push({ kind: (entry as PerformanceEntry & { detail: { kind: number } }).detail.kind, duration: entry.duration });
});
observer.observe({ entryTypes: ['gc'] });
commands = 0;
measuring = true;
const pgWindow = await startPgWindow(dir, url, statements);
const session = new Session();
if (process.env.PROBE_SURVIVORS) {
  session.connect();
  await session.post('HeapProfiler.enable');
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 4096,
    includeObjectsCollectedByMajorGC: process.env.PROBE_LIVE !== '1',
    includeObjectsCollectedByMinorGC: false,
  } as never);
}
const before = threadCpu();
const started = performance.now();
await closedLoop(WARM_UP, measured);
while (api.projector.projector.position() < lastPosition) await new Promise((resolve) => setTimeout(resolve, 5));
const seconds = (performance.now() - started) / 1000;
const after = threadCpu();
if (process.env.PROBE_SURVIVORS) {
  const { profile } = (await session.post('HeapProfiler.stopSampling')) as { profile: unknown };
  writeFileSync(process.env.PROBE_SURVIVORS, JSON.stringify(profile));
  session.disconnect();
}
await pgWindow.end(commands);
observer.disconnect();
while (awaitingProjector.size > 0) await new Promise((resolve) => setTimeout(resolve, 5));
clearInterval(lagTimer);
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)] ?? 0;

const main = String(process.pid);
const used = [...after].map(([tid, t]) => ({ tid, name: t.name, cpu: t.cpu - (before.get(tid)?.cpu ?? 0) })).filter((t) => t.cpu > 0.02);
const perCommand = (cpu: number) => `${((cpu * 1000) / commands).toFixed(3)} ms/command`;
console.log(`${commands} commands (${measured} scores) in ${seconds.toFixed(1)} s, until the projector committed the last`);
for (const t of used)
  console.log(`  thread ${t.tid} ${t.tid === main ? 'API (main)' : t.name}: ${t.cpu.toFixed(2)} s, ${perCommand(t.cpu)}`);
console.log(
  `  score latency p50 ${percentile(latencies, 0.5).toFixed(1)} p99 ${percentile(latencies, 0.99).toFixed(1)} ms; projection lag p50 ${percentile(lags, 0.5).toFixed(1)} p99 ${percentile(lags, 0.99).toFixed(1)} ms (closed loop: compare runs in turns only)`,
);
const kinds: [string, number][] = [
  ['minor', constants.NODE_PERFORMANCE_GC_MINOR],
  ['major', constants.NODE_PERFORMANCE_GC_MAJOR],
  ['incremental', constants.NODE_PERFORMANCE_GC_INCREMENTAL],
  ['weakcb', constants.NODE_PERFORMANCE_GC_WEAKCB],
];
for (const [label, kind] of kinds) {
  const of = gcs.filter((g) => g.kind === kind).map((g) => g.duration);
  if (of.length > 0)
    console.log(
      `  API thread GC ${label}: ${of.length} pauses, ${of.reduce((a, b) => a + b, 0).toFixed(0)} ms, max ${Math.max(...of).toFixed(1)} ms`,
    );
}
await api.close();
await server.stop();
rmSync(dir, { recursive: true, force: true });
