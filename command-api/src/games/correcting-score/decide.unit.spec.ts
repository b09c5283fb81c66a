import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@golf/events';
import { ConflictError, ForbiddenError, NotFoundError } from '../../commands/domain-error.ts';
import {
  actorOf,
  fixtureTees,
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
  strangerId,
  teeChosen,
} from '../testing/given-game-events.ts';
import { decideEnterScore } from '../entering-score/decide.ts';
import { decideCorrectScore } from './decide.ts';

const setup: GameEvent[] = [
  gameCreated(),
  playerAdded(0),
  ...playerWithAccount(1, playingUserId),
  roundCourseChosen(),
  teeChosen(0),
  teeChosen(1),
  { type: 'RoundStarted', data: { gameId, roundNumber: 1 } },
  { type: 'GameStatusChanged', data: { gameId, from: 'setup', status: 'in_progress' } },
];
const scored: GameEvent[] = [
  ...setup,
  ...decideEnterScore(
    { actor: actorOf(adminId), playerId: playerIds[0], roundNumber: 1, holeNumber: 7, strokes: 6, tees: fixtureTees },
    givenGameEvents(setup),
  ).events,
];
const scoreId = givenGame(scored).scores[0]!.scoreId;
const correct = (events: GameEvent[], strokes: number, actorId = adminId, id = scoreId) =>
  decideCorrectScore({ actor: actorOf(actorId), scoreId: id, strokes, tees: fixtureTees }, givenGameEvents(events)).events;

describe('correct score', () => {
  it('given a score, then new strokes are ScoreCorrected with the previous strokes; the same strokes nothing', () => {
    expect(correct(scored, 5)).toEqual([
      {
        type: 'ScoreCorrected',
        data: {
          gameId,
          scoreId,
          playerId: playerIds[0],
          roundNumber: 1,
          holeNumber: 7,
          strokes: 5,
          facts: null,
          previousStrokes: 6,
          previousFacts: null,
          enteredByUserId: adminId,
          access: 'owner',
          asEntered: { netScore: 5, points: 1 },
        },
      },
    ]);
    expect(correct(scored, 6)).toEqual([]);
    const after = givenGame([...scored, ...correct(scored, 5)]);
    expect(
      after.scores.map(({ scoreId: id, playerId, roundNumber, holeNumber, strokes }) => ({
        scoreId: id,
        playerId,
        roundNumber,
        holeNumber,
        strokes,
      })),
    ).toEqual([{ scoreId, playerId: playerIds[0], roundNumber: 1, holeNumber: 7, strokes: 5 }]);
  });

  it('refuses an unknown score and a stranger (404), another player’s score (403), strokes out of range (400)', () => {
    expect(() => correct(scored, 5, adminId, gameId)).toThrow(new NotFoundError('Score not found'));
    expect(() => correct(scored, 5, strangerId)).toThrow(NotFoundError);
    expect(() => correct(scored, 5, playingUserId)).toThrow(ForbiddenError);
    expect(() => correct(scored, 16)).toThrow('Strokes must be a whole number from 1 to 15');
  });

  it('refuses once the game is completed (409)', () => {
    const completed: GameEvent[] = [...scored, { type: 'GameStatusChanged', data: { gameId, from: 'in_progress', status: 'completed' } }];
    expect(() => correct(completed, 5)).toThrow(new ConflictError('This game is completed: scores can no longer change'));
  });
});
