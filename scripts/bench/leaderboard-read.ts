import { randomUUID } from 'node:crypto';
import { waitForPosition } from '@golf/read-db';
import { gameStream, handleGame } from '../../command-api/src/games/game.ts';
import { decideEnterScore } from '../../command-api/src/games/entering-score/decide.ts';
import type { BenchApp } from './bench-app.ts';
import { benchGame, grossFor, type BenchCourse, type BenchGame } from './bench-games.ts';
import { msRow, percentiles, type BenchRow } from './stats.ts';

const PLAYERS = 16;
const ROUNDS = 4;
const READS = 2000;

/**
 * A 16-player, 4-round game set up through the API, then scored on every hole of every round
 * (each round started once the previous one is scored). The 1,152 scores go through the real
 * score decider and command handler in-process, not HTTP: this is set-up, not a measure, and
 * the HTTP layer would only add time to it. Answers the game and the last score's position,
 * once projected.
 */
export async function fullyScoredGame(api: BenchApp, course: BenchCourse): Promise<{ game: BenchGame; position: string }> {
  const game = await benchGame(api, course, PLAYERS, ROUNDS);
  let position = BigInt(game.position);
  const context = () => ({ userId: api.userId, correlationId: randomUUID(), occurredAt: new Date().toISOString(), client: 'bench' });
  for (let round = 1; round <= ROUNDS; round += 1) {
    if (round > 1)
      position = BigInt((await api.expect<{ position: string }>(200, 'POST', `/api/games/${game.gameId}/rounds/${round}/start`)).position);
    for (let hole = 1; hole <= 18; hole += 1) {
      for (const [player, playerId] of game.playerIds.entries()) {
        const command = {
          actor: { id: api.userId, email: api.email },
          playerId,
          roundNumber: round,
          holeNumber: hole,
          strokes: grossFor(player, hole, round),
        };
        const outcome = await handleGame(
          api.store,
          gameStream(game.gameId),
          (state) => decideEnterScore({ ...command, tees: course.teeHoles }, state),
          { context: context() },
        );
        position = outcome.position;
      }
    }
  }
  const caughtUp = performance.now();
  if (!(await waitForPosition(api.pool, position, 120_000)))
    throw new Error('the projector did not catch up with the 16-player game in 2 minutes');
  console.error(`  projector caught up with the 16-player game in ${((performance.now() - caughtUp) / 1000).toFixed(1)} s`);
  return { game, position: position.toString() };
}

/**
 * (3) GET /api/games/{id}/leaderboard via inject on the fully scored game, many times, one at a
 * time, each answer's bytes read to the end (BenchApp.download).
 */
export async function measureLeaderboardRead(api: BenchApp, game: BenchGame, position: string): Promise<BenchRow> {
  const url = `/api/games/${game.gameId}/leaderboard`;
  const first = await api.expect<{ entries: unknown[] }>(200, 'GET', url, undefined, { 'x-min-position': position });
  if (first.entries.length !== PLAYERS) throw new Error(`leaderboard has ${first.entries.length} entries, expected ${PLAYERS}`);
  for (let i = 0; i < 100; i += 1) await api.download(url); // warm-up: JIT, plan cache
  const samples: number[] = [];
  for (let i = 0; i < READS; i += 1) {
    const started = performance.now();
    const response = await api.download(url);
    samples.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`leaderboard read answered ${response.statusCode}`);
  }
  return msRow(`leaderboard read, ${PLAYERS} players × ${ROUNDS} rounds scored (${READS} GETs)`, percentiles(samples), 10);
}
