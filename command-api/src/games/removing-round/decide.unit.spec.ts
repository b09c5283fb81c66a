import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@golf/events';
import { ConflictError, NotFoundError } from '../../commands/domain-error.ts';
import {
  actorOf,
  adminId,
  gameCreated,
  gameId,
  givenGame,
  otherCourseId,
  playerAdded,
  roundCourseChosen,
  teeChosen,
} from '../testing/given-game-events.ts';
import { decideRemoveRound } from './decide.ts';

describe('remove round', () => {
  const history: GameEvent[] = [
    gameCreated({ numberOfRounds: 3 }),
    playerAdded(0),
    roundCourseChosen(1),
    roundCourseChosen(2, otherCourseId),
    roundCourseChosen(3),
    teeChosen(0, 2),
    teeChosen(0, 3),
    { type: 'CurrentHoleChanged', data: { gameId, roundNumber: 3, holeNumber: 5 } },
  ];

  it('given three rounds, when round 2 goes, then later rounds move up a number with their tees, and play moves with them', () => {
    const decided = decideRemoveRound({ actor: actorOf(adminId), roundNumber: 2 }, givenGame(history));
    expect(decided).toEqual([{ type: 'RoundRemoved', data: { gameId, roundNumber: 2 } }]);
    const after = givenGame([...history, ...decided]);
    expect(after.numberOfRounds).toBe(2);
    expect(after.rounds.map((r) => [r.roundNumber, r.courseId === otherCourseId])).toEqual([
      [1, false],
      [2, false],
    ]);
    expect(after.playerRounds.map((pr) => pr.roundNumber)).toEqual([2]);
    expect([after.currentRound, after.currentHole]).toEqual([2, 5]);
  });

  it('given play is on the removed round, then play restarts at hole 1 of the round taking its place', () => {
    const after = givenGame([...history, { type: 'RoundRemoved', data: { gameId, roundNumber: 3 } }]);
    expect([after.currentRound, after.currentHole, after.numberOfRounds]).toEqual([2, 1, 2]);
  });

  it('refuses the only round and a round the game does not have', () => {
    expect(() => decideRemoveRound({ actor: actorOf(adminId), roundNumber: 1 }, givenGame([gameCreated()]))).toThrow(
      new ConflictError('A game needs at least one round'),
    );
    expect(() => decideRemoveRound({ actor: actorOf(adminId), roundNumber: 4 }, givenGame(history))).toThrow(NotFoundError);
  });
});
