import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@golf/events';
import { ConflictError, ForbiddenError } from '../../commands/domain-error.ts';
import {
  actorOf,
  playerWithAccount,
  adminId,
  gameCreated,
  gameId,
  givenGame,
  givenGameEvents,
  playerAdded,
  playerIds,
  playingUserId,
  roundCourseChosen,
  teeChosen,
} from '../testing/given-game-events.ts';
import { decideAdjustQuotas, type RoundResultFact } from './decide.ts';

const [ann, bob] = [playerIds[0], playerIds[1]];
const round1: GameEvent[] = [
  gameCreated({ scoringType: 'quota', numberOfRounds: 2 }),
  playerAdded(0),
  ...playerWithAccount(1, playingUserId),
  roundCourseChosen(1),
  roundCourseChosen(2),
  teeChosen(0),
  teeChosen(1),
  { type: 'RoundStarted', data: { gameId, roundNumber: 1 } },
];
const scoresOf = (playerId: string, holes: number): GameEvent[] =>
  Array.from({ length: holes }, (_, index) => ({
    type: 'ScoreEntered' as const,
    data: {
      gameId,
      scoreId: `d0000000-0000-4000-8${playerId.slice(-3)}-${String(index + 1).padStart(12, '0')}`,
      playerId,
      roundNumber: 1,
      holeNumber: index + 1,
      strokes: 4,
      facts: null,
      enteredByUserId: adminId,
      access: 'owner' as const,
      asEntered: null,
    },
  }));
const played: GameEvent[] = [...round1, ...scoresOf(ann, 18), ...scoresOf(bob, 18)];
/** Ann played to 25 and scored 32 (+7); Bob played to 17 and scored 12 (−5). */
const results: RoundResultFact[] = [
  { playerId: ann, currentQuota: 25, quotaDelta: 7, holesPlayed: 18 },
  { playerId: bob, currentQuota: 17, quotaDelta: -5, holesPlayed: 18 },
];
const adjust = (events: GameEvent[], facts = results, actorId = adminId, completedRound = 1) =>
  decideAdjustQuotas({ actor: actorOf(actorId), completedRound, results: facts }, givenGameEvents(events));

describe('adjust quotas', () => {
  it('given a completed round, then each quota moves by half the delta toward zero: 25 + 3 = 28, 17 − 2 = 15', () => {
    const decided = adjust(played);
    expect(decided).toEqual([
      {
        type: 'QuotasAdjusted',
        data: {
          gameId,
          completedRound: 1,
          adjustments: [
            { playerId: ann, previousQuota: 25, quotaDelta: 7, nextQuota: 28 },
            { playerId: bob, previousQuota: 17, quotaDelta: -5, nextQuota: 15 },
          ],
        },
      },
    ]);
    expect(givenGame([...played, ...decided]).quotaAdjustments.map((a) => [a.playerId, a.nextQuota])).toEqual([
      [ann, 28],
      [bob, 15],
    ]);
    expect(adjust([...played, ...decided])).toEqual([]);
  });

  it('keeps quotas between 10 and 45', () => {
    const decided = adjust(played, [
      { playerId: ann, currentQuota: 44, quotaDelta: 9, holesPlayed: 18 },
      { playerId: bob, currentQuota: 11, quotaDelta: -9, holesPlayed: 18 },
    ]);
    expect((decided[0]!.data as { adjustments: { nextQuota: number }[] }).adjustments.map((a) => a.nextQuota)).toEqual([45, 10]);
  });

  it('refuses an unfinished round, results not yet caught up, the last round and a game without quota scoring (409)', () => {
    expect(() => adjust([...round1, ...scoresOf(ann, 18), ...scoresOf(bob, 17)])).toThrow(
      new ConflictError('Round 1 is not completed: every player needs a score on every hole'),
    );
    expect(() => adjust(played, [results[0]!, { ...results[1]!, holesPlayed: 17 }])).toThrow(
      new ConflictError('The results of round 1 are still being worked out. Please try again.'),
    );
    const twoStarted: GameEvent[] = [
      ...played,
      teeChosen(0, 2),
      teeChosen(1, 2),
      { type: 'RoundStarted', data: { gameId, roundNumber: 2 } },
    ];
    expect(() => adjust(twoStarted, results, adminId, 2)).toThrow(
      new ConflictError('Round 2 is the last round: there is no next round to adjust quotas for'),
    );
    const net: GameEvent[] = [gameCreated({ numberOfRounds: 2 }), ...played.slice(1)];
    expect(() => adjust(net)).toThrow(new ConflictError('Quotas are adjusted only in quota scoring'));
  });

  it('refuses anyone but the admin', () => {
    expect(() => adjust(played, results, playingUserId)).toThrow(ForbiddenError);
  });
});
