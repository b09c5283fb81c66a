import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@golf/events';
import { ConflictError, NotFoundError, RuleViolationError } from '../../commands/domain-error.ts';
import {
  actorOf,
  adminId,
  blueTeeId,
  fixtureCourse,
  gameCreated,
  gameId,
  givenGame,
  givenGameEvents,
  otherCourseId,
  playerAdded,
  playerIds,
  roundCourseChosen,
  whiteTeeId,
} from '../testing/given-game-events.ts';
import { decideChooseTee, type ChooseTee } from './decide.ts';

const ann = playerIds[0];
const history: GameEvent[] = [gameCreated(), playerAdded(0), roundCourseChosen()];
const choose = (overrides: Partial<ChooseTee> = {}, events = history) =>
  decideChooseTee(
    {
      actor: actorOf(adminId),
      playerId: ann,
      roundNumber: 1,
      teeSetId: whiteTeeId,
      courseHandicap: null,
      course: fixtureCourse,
      ...overrides,
    },
    givenGameEvents(events),
  );

describe('choose tee', () => {
  it('given no tee, then TeeChosen and the course handicap from it: 10.4 on 71.2 / 125 / par 72 is 11', () => {
    expect(choose()).toEqual([
      { type: 'TeeChosen', data: { gameId, roundNumber: 1, playerId: ann, teeSetId: whiteTeeId } },
      {
        type: 'CourseHandicapsCalculated',
        data: {
          gameId,
          roundNumber: 1,
          useEightyPercent: false,
          players: [{ playerId: ann, teeSetId: whiteTeeId, handicapIndex: 10.4, courseHandicap: 11 }],
        },
      },
    ]);
  });

  it('takes 80 % of the index when the game uses the option', () => {
    const decided = choose({}, [gameCreated({ useEightyPercentHandicap: true }), playerAdded(0), roundCourseChosen()]);
    expect(decided[1]?.data).toMatchObject({ useEightyPercent: true, players: [{ courseHandicap: 8 }] });
  });

  it('given the same tee again, then nothing; a different typed handicap is a manual adjustment', () => {
    const chosen = [...history, ...choose()];
    expect(choose({}, chosen)).toEqual([]);
    expect(choose({ courseHandicap: 11 }, chosen)).toEqual([]);
    expect(choose({ courseHandicap: 13 }, chosen)).toEqual([
      { type: 'CourseHandicapAdjusted', data: { gameId, roundNumber: 1, playerId: ann, courseHandicap: 13 } },
    ]);
  });

  it('given another tee, then the handicap is worked out again from it (blue 74.1 / 135: 15)', () => {
    const chosen = [...history, ...choose()];
    const decided = choose({ teeSetId: blueTeeId }, chosen);
    expect(decided.map((e) => e.type)).toEqual(['TeeChosen', 'CourseHandicapsCalculated']);
    expect(givenGame([...chosen, ...decided]).playerRounds).toEqual([
      { playerId: ann, roundNumber: 1, teeSetId: blueTeeId, handicapIndex: 10.4, courseHandicap: 15, manuallyAdjusted: false },
    ]);
  });

  it('refuses a tee of another course, a round without a course, an unknown player, and a course that changed meanwhile', () => {
    expect(() => choose({ teeSetId: otherCourseId })).toThrow(new RuleViolationError('Tee set not found on this round’s course'));
    expect(() => choose({}, [gameCreated(), playerAdded(0)])).toThrow(new RuleViolationError('Please select a course for round 1.'));
    expect(() => choose({ playerId: playerIds[1] })).toThrow(new NotFoundError('Player not found'));
    expect(() => choose({ course: { ...fixtureCourse, courseId: otherCourseId } })).toThrow(ConflictError);
    expect(() => choose({ courseHandicap: 55 })).toThrow(new RuleViolationError('Course handicap must be between 0 and 54'));
    expect(() => choose({ course: null })).toThrow(new RuleViolationError('The course of round 1 is no longer in the course library'));
  });
});
