import pg from 'pg';
import { READ_MODEL_CHANGES_CHANNEL, parseReadModelChange } from '@golf/read-db';
import type { BenchApp } from './bench-app.ts';
import { grossFor, type BenchCourse, type BenchGame } from './bench-games.ts';
import { chooseWolf, holeFactsFor, setHoleAwards, sideGamesBenchGame } from './bench-side-games.ts';
import { percentiles, msRow, type BenchRow } from './stats.ts';

const GAMES = 100;
const PLAYERS = 4;
const RATE_PER_SECOND = 200;
const SECONDS = 10;
/** A second at the same rate before measuring: connection pools grow, as in a server that has been running. */
const WARM_UP_SECONDS = 1;
/**
 * Games played through a whole round, closed loop, before anything is measured: every hole's
 * code (a Nassau's back nine, its presses, the eighteenth's settling) is compiled, as in a server
 * that has scored rounds before; the measured games start fresh (decision 0859).
 */
const WARM_UP_GAMES = 10;
const WARM_UP_IN_FLIGHT = 8;

/**
 * (1) Score command latency at a steady 200 commands/s across 100 four-player games with every
 * side game on and the hole's facts in every score (bench-side-games.ts), open loop: command i is
 * due at start + i × 5 ms whatever the earlier ones are doing, and its latency counts from when it
 * was due (so a stall is not hidden by sending later). A second at the same rate goes first,
 * unmeasured, after ten other games have been played through a whole round, so the figures are the
steady state's. (2) Projection lag: from each command's
 * answer until the projector's NOTIFY on read_model_changes says a batch reaching its position
 * committed (the leaderboard rows are written in that same transaction).
 */
export async function measureScoreLatency(
  api: BenchApp,
  course: BenchCourse,
  databaseUrl: string,
  /** Called just before and after the measured seconds (a probe's counters; the bench passes none). */
  around: {
    start?(): Promise<void> | void;
    end?(): Promise<void> | void;
    /** Each measured command: when it was due and its latency (ms, performance.now()'s clock). */
    answered?(dueAt: number, latency: number): void;
  } = {},
): Promise<BenchRow[]> {
  // Every fifth game is match play (its Nassau presses automatically); the rest stroke play.
  const newGames = async (count: number) => {
    const made: BenchGame[] = [];
    for (let g = 0; g < count; g += 1) made.push(await sideGamesBenchGame(api, course, g % 5 === 4 ? 'match_play' : 'stroke_play'));
    return made;
  };
  const warmUpGames = await newGames(WARM_UP_GAMES);
  const games = await newGames(GAMES);
  const listener = new pg.Client({ connectionString: databaseUrl });
  await listener.connect();
  const waiting = new Map<bigint, number>();
  const lags: number[] = [];
  listener.on('notification', (message) => {
    const change = parseReadModelChange(message.payload);
    if (!change) return;
    const now = performance.now();
    for (const [position, answeredAt] of waiting) {
      if (position > change.position) continue;
      lags.push(now - answeredAt);
      waiting.delete(position);
    }
  });
  await listener.query(`LISTEN ${READ_MODEL_CHANGES_CHANNEL}`);

  const total = RATE_PER_SECOND * SECONDS;
  const interval = 1000 / RATE_PER_SECOND;
  const latencies: number[] = [];
  const failures: string[] = [];
  let lateWolves = 0;
  const send = async (i: number, dueAt: number, measured: boolean, played = games) => {
    // Spread over games first, then players, then holes: each command is a fresh score.
    const game = played[i % played.length] as BenchGame;
    const slot = Math.floor(i / played.length);
    const player = slot % PLAYERS;
    const hole = (Math.floor(slot / PLAYERS) % 18) + 1;
    const strokes = grossFor(player, hole, 1);
    const response = await api.call('POST', `/api/games/${game.gameId}/scores`, {
      playerId: game.playerIds[player],
      roundNumber: 1,
      holeNumber: hole,
      strokes,
      ...holeFactsFor(player, hole, strokes),
    });
    const answeredAt = performance.now();
    if (response.statusCode !== 200) failures.push(`${response.statusCode} ${response.body}`);
    if (measured) {
      latencies.push(answeredAt - dueAt);
      around.answered?.(dueAt, answeredAt - dueAt);
      if (response.statusCode === 200) waiting.set(BigInt(response.json().position as string), answeredAt);
    }
    // After the hole's first score, the next hole's wolf chooses, well before anyone tees off there (not measured).
    // A server too far behind takes a blind wolf after the hole's first score and refuses it, as it would a phone's: counted, not fatal.
    if (player === 0 && hole < 18)
      await chooseWolf(api, game, 1, hole + 1).catch((error: Error) =>
        / 409 .*blind wolf/.test(error.message) ? (lateWolves += 1) : failures.push(error.message),
      );
    // After the hole's last score, its Bingo Bango Bongo awards (not measured).
    if (player === PLAYERS - 1) await setHoleAwards(api, game, 1, hole).catch((error: Error) => failures.push(error.message));
  };
  /** Sends `count` commands from number `first` on, one every `interval` ms from `startAt`, open loop. */
  const run = async (first: number, count: number, startAt: number, measured: boolean) => {
    const inFlight: Promise<void>[] = [];
    for (let n = 0; n < count; n += 1) {
      const dueAt = startAt + n * interval;
      const wait = dueAt - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      inFlight.push(send(first + n, dueAt, measured));
    }
    await Promise.all(inFlight);
  };
  /** The warm-up games' whole round, `WARM_UP_IN_FLIGHT` commands at a time, unmeasured. */
  const warmUpRound = async () => {
    let next = 0;
    const scores = WARM_UP_GAMES * PLAYERS * 18;
    const lane = async () => {
      while (next < scores) await send(next++, performance.now(), false, warmUpGames);
    };
    await Promise.all(Array.from({ length: WARM_UP_IN_FLIGHT }, lane));
  };
  await warmUpRound();
  const warmUp = RATE_PER_SECOND * WARM_UP_SECONDS;
  await run(0, warmUp, performance.now() + 50, false);
  await around.start?.();
  const start = performance.now() + 50;
  await run(warmUp, total, start, true);
  await around.end?.();
  const deadline = performance.now() + 10_000;
  while (waiting.size > 0 && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  await listener.end();
  if (failures.length > 0) throw new Error(`${failures.length} score commands failed, e.g. ${failures[0]}`);
  if (waiting.size > 0) throw new Error(`${waiting.size} scores never reached the read side within 10 s`);
  const elapsed = (performance.now() - start) / 1000;
  return [
    msRow(
      `score command with hole facts, ${RATE_PER_SECOND}/s open loop × ${SECONDS} s, ${GAMES} games, side games on (${(total / elapsed).toFixed(0)}/s achieved${lateWolves ? `, ${lateWolves} wolf choices refused as late` : ''})`,
      percentiles(latencies),
      25,
    ),
    msRow(`projection lag, answer → leaderboard committed (${lags.length} scores)`, percentiles(lags), 50),
  ];
}
