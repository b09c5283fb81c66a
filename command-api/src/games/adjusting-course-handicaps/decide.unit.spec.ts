import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@golf/events';
import { NotFoundError, RuleViolationError } from '../../commands/domain-error.ts';
import {
  actorOf,
  adminId,
  gameCreated,
  gameId,
  givenGameEvents,
  playerAdded,
  playerIds,
  roundCourseChosen,
} from '../testing/given-game-events.ts';
import { decideAdjustCourseHandicaps } from './decide.ts';

const [ann, bob] = playerIds;
const history: GameEvent[] = [gameCreated(), playerAdded(0), playerAdded(1), roundCourseChosen()];
const adjust = (updates: { playerId: string; courseHandicap: number }[], events = history, roundNumber = 1) =>
  decideAdjustCourseHandicaps({ actor: actorOf(adminId), roundNumber, updates }, givenGameEvents(events));

describe('adjust course handicaps', () => {
  it('records each value that differs, 0 and 54 included', () => {
    expect(
      adjust([
        { playerId: ann, courseHandicap: 0 },
        { playerId: bob, courseHandicap: 54 },
      ]),
    ).toEqual([
      { type: 'CourseHandicapAdjusted', data: { gameId, roundNumber: 1, playerId: ann, courseHandicap: 0 } },
      { type: 'CourseHandicapAdjusted', data: { gameId, roundNumber: 1, playerId: bob, courseHandicap: 54 } },
    ]);
    const adjusted = [...history, ...adjust([{ playerId: ann, courseHandicap: 12 }])];
    expect(adjust([{ playerId: ann, courseHandicap: 12 }], adjusted)).toEqual([]);
  });

  it('refuses values outside 0 … 54, a player twice, an unknown player, and a round without a course', () => {
    for (const courseHandicap of [-1, 55, 2.5]) {
      expect(() => adjust([{ playerId: ann, courseHandicap }])).toThrow(new RuleViolationError('Course handicap must be between 0 and 54'));
    }
    expect(() =>
      adjust([
        { playerId: ann, courseHandicap: 1 },
        { playerId: ann, courseHandicap: 2 },
      ]),
    ).toThrow(RuleViolationError);
    expect(() => adjust([{ playerId: playerIds[2], courseHandicap: 1 }])).toThrow(new NotFoundError('Player not found'));
    expect(() => adjust([{ playerId: ann, courseHandicap: 1 }], [gameCreated(), playerAdded(0)])).toThrow(
      new RuleViolationError('Please select a course for round 1.'),
    );
    expect(() => adjust([{ playerId: ann, courseHandicap: 1 }], history, 2)).toThrow(NotFoundError);
  });
});
