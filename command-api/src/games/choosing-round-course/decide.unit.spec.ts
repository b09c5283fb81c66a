import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@golf/events';
import { ConflictError, NotFoundError, RuleViolationError } from '../../commands/domain-error.ts';
import {
  actorOf,
  adminId,
  courseId,
  gameCreated,
  gameId,
  givenGameEvents,
  otherCourseId,
  playerAdded,
  roundCourseChosen,
  teeChosen,
} from '../testing/given-game-events.ts';
import { decideChooseRoundCourse } from './decide.ts';

const choose = (roundNumber: number, history: GameEvent[], mayAddRound = true, id = courseId, inLibrary = true) =>
  decideChooseRoundCourse(
    { actor: actorOf(adminId), roundNumber, course: { id, holes: 18, inLibrary }, mayAddRound },
    givenGameEvents(history),
  );

describe('choose round course', () => {
  it('given a course outside the admin’s library, then only one the game already plays is taken; none is 422', () => {
    const shared = [gameCreated({ numberOfRounds: 2 }), roundCourseChosen(1)];
    expect(choose(2, shared, true, courseId, false)).toEqual([
      { type: 'RoundCourseChosen', data: { gameId, roundNumber: 2, courseId, courseHoles: 18 } },
    ]);
    expect(() => choose(2, shared, true, otherCourseId, false)).toThrow(new RuleViolationError('Course not found'));
    expect(() =>
      decideChooseRoundCourse({ actor: actorOf(adminId), roundNumber: 1, course: null, mayAddRound: true }, givenGameEvents(shared)),
    ).toThrow(RuleViolationError);
  });

  it('given a planned round, then RoundCourseChosen; the same course again records nothing', () => {
    expect(choose(1, [gameCreated()])).toEqual([
      { type: 'RoundCourseChosen', data: { gameId, roundNumber: 1, courseId, courseHoles: 18 } },
    ]);
    expect(choose(1, [gameCreated(), roundCourseChosen()])).toEqual([]);
  });

  it('given the round after the last, when posted, then RoundAdded and the game has one round more', () => {
    const decided = choose(2, [gameCreated()]);
    expect(decided).toEqual([{ type: 'RoundAdded', data: { gameId, roundNumber: 2, courseId, courseHoles: 18 } }]);
    const after = givenGameEvents([gameCreated(), ...decided]);
    expect(after.status === 'setup' && after.numberOfRounds).toBe(2);
  });

  it('refuses adding a round by PATCH, skipping a number, and a 21st round', () => {
    expect(() => choose(2, [gameCreated()], false)).toThrow(new NotFoundError('Round 2 not found: the game has 1 round'));
    expect(() => choose(3, [gameCreated()])).toThrow(new NotFoundError('Round 3 cannot be added: the next round is round 2'));
    expect(() => choose(21, [gameCreated({ numberOfRounds: 20 })])).toThrow(new RuleViolationError('A game has at most 20 rounds'));
  });

  it('changes a round’s course: its tees go with the old course', () => {
    const history = [gameCreated(), playerAdded(0), roundCourseChosen(), teeChosen(0)];
    const decided = choose(1, history, false, otherCourseId);
    expect(decided).toEqual([{ type: 'RoundCourseChosen', data: { gameId, roundNumber: 1, courseId: otherCourseId, courseHoles: 18 } }]);
    const after = givenGameEvents([...history, ...decided]);
    expect(after.status === 'setup' && after.playerRounds).toEqual([]);
  });

  it('refuses another course for a round that has started', () => {
    const history: GameEvent[] = [gameCreated(), roundCourseChosen(), { type: 'RoundStarted', data: { gameId, roundNumber: 1 } }];
    expect(() => choose(1, history, false, otherCourseId)).toThrow(
      new ConflictError('Round 1 has started: its course can no longer change'),
    );
  });
});
