import { randomUUID } from 'node:crypto';
import { TEST_PARS } from '../command-api/src/games/testing/score-test-calls.ts';
import type { TestApi } from './test-api.ts';

/** What the phones saw while the servers went away and came back. */
export interface ScoringTally {
  /** Requests sent, retries included. */
  posted: number;
  /** Scores answered 2xx: player and hole → the strokes acknowledged last. */
  acknowledged: Map<string, number>;
  acknowledgedCount: number;
  /** Answers 503 with Retry-After and the outage message. */
  unavailable: number;
  /** Any other answer (a 500, a 503 without Retry-After or message …): must stay empty. */
  unexpected: string[];
  /** The highest position acknowledged. */
  lastPosition: bigint;
}

export const scoreKey = (playerId: string, holeNumber: number) => `${playerId}#${holeNumber}`;

/**
 * One phone per player entering a whole round again and again (each pass a correction of the
 * last) until `keepGoing` says stop, as the app's offline queue does: a 503 is sent again, with
 * the same Idempotency-Key, after `retryMs` (the app waits Retry-After; a test cannot).
 */
export async function scoreUntilStopped(options: {
  api: TestApi;
  token: string;
  gameId: string;
  playerIds: string[];
  keepGoing: () => boolean;
  outageMessage: string;
  retryAfter: string;
  retryMs: number;
}): Promise<ScoringTally> {
  const tally: ScoringTally = {
    posted: 0,
    acknowledged: new Map(),
    acknowledgedCount: 0,
    unavailable: 0,
    unexpected: [],
    lastPosition: 0n,
  };
  const phone = async (playerId: string, seat: number) => {
    for (let pass = 0; options.keepGoing() || pass === 0; pass += 1) {
      for (let hole = 1; hole <= 18; hole += 1) {
        const strokes = TEST_PARS[hole - 1]! + ((hole + pass + seat) % 4) - 1;
        const key = randomUUID();
        for (;;) {
          tally.posted += 1;
          const response = await options.api.call('POST', `/api/games/${options.gameId}/scores`, {
            token: options.token,
            body: { playerId, roundNumber: 1, holeNumber: hole, strokes },
            headers: { 'idempotency-key': key },
          });
          if (response.statusCode < 300) {
            tally.acknowledged.set(scoreKey(playerId, hole), strokes);
            tally.acknowledgedCount += 1;
            const position = BigInt((response.json() as { position: string }).position);
            if (position > tally.lastPosition) tally.lastPosition = position;
            break;
          }
          const message = (response.json() as { message?: string }).message;
          if (response.statusCode !== 503 || response.headers['retry-after'] !== options.retryAfter || message !== options.outageMessage) {
            tally.unexpected.push(`${response.statusCode} retry-after=${String(response.headers['retry-after'])} ${response.body}`);
            break;
          }
          tally.unavailable += 1;
          await new Promise((resolve) => setTimeout(resolve, options.retryMs));
        }
      }
    }
  };
  await Promise.all(options.playerIds.map((playerId, seat) => phone(playerId, seat)));
  return tally;
}
