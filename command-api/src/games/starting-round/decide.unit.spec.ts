import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@golf/events';
import { ConflictError, ForbiddenError, RuleViolationError } from '../../commands/domain-error.ts';
import {
  actorOf,
  playerWithAccount,
  adminId,
  gameCreated,
  gameId,
  givenGame,
  givenGameEvents,
  playerAdded,
  playingUserId,
  roundCourseChosen,
  teeChosen,
} from '../testing/given-game-events.ts';
import { decideStartRound } from './decide.ts';

const ready: GameEvent[] = [
  gameCreated({ numberOfRounds: 2 }),
  playerAdded(0),
  playerAdded(1),
  roundCourseChosen(),
  teeChosen(0),
  teeChosen(1),
];
const start = (roundNumber: number, events: GameEvent[], actorId = adminId) =>
  decideStartRound({ actor: actorOf(actorId), roundNumber }, givenGameEvents(events));

describe('start round', () => {
  it('given round 1 ready, then RoundStarted and the game goes in progress; starting again records nothing', () => {
    const decided = start(1, ready);
    expect(decided).toEqual([
      { type: 'RoundStarted', data: { gameId, roundNumber: 1 } },
      { type: 'GameStatusChanged', data: { gameId, from: 'setup', status: 'in_progress' } },
    ]);
    const game = givenGame([...ready, ...decided]);
    expect([game.status, game.rounds[0]?.status]).toEqual(['in_progress', 'in_progress']);
    expect(start(1, [...ready, ...decided])).toEqual([]);
  });

  it('given round 1 played, when round 2 starts, then play moves to its hole 1 and the status stays', () => {
    const round2: GameEvent[] = [
      ...ready,
      ...start(1, ready),
      { type: 'CurrentHoleChanged', data: { gameId, roundNumber: 1, holeNumber: 18 } },
      roundCourseChosen(2),
      teeChosen(0, 2),
      teeChosen(1, 2),
    ];
    const decided = start(2, round2);
    expect(decided).toEqual([{ type: 'RoundStarted', data: { gameId, roundNumber: 2 } }]);
    const game = givenGame([...round2, ...decided]);
    expect([game.currentRound, game.currentHole, game.status]).toEqual([2, 1, 'in_progress']);
  });

  it('refuses a start without tees for every player: Missing Tee Selections with the names', () => {
    expect(() => start(1, [...ready, playerAdded(2)])).toThrow(new RuleViolationError('Missing Tee Selections: Cat'));
  });

  it('refuses rounds out of order, a completed game, and anyone but the admin', () => {
    const round2Ready = [...ready, roundCourseChosen(2), teeChosen(0, 2), teeChosen(1, 2)];
    expect(() => start(2, round2Ready)).toThrow(new ConflictError('Round 1 has not started yet: rounds are played in order'));
    const completed: GameEvent[] = [...ready, { type: 'GameStatusChanged', data: { gameId, from: 'in_progress', status: 'completed' } }];
    expect(() => start(1, completed)).toThrow(new ConflictError('This game is completed'));
    expect(() => start(1, [...ready, ...playerWithAccount(2, playingUserId)], playingUserId)).toThrow(ForbiddenError);
  });
});
