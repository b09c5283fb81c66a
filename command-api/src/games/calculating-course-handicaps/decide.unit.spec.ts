import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@golf/events';
import { ForbiddenError, RuleViolationError } from '../../commands/domain-error.ts';
import {
  accessGranted,
  actorOf,
  adminId,
  blueTeeId,
  fixtureCourse,
  gameCreated,
  gameId,
  givenGame,
  givenGameEvents,
  playerAdded,
  playerIds,
  playingUserId,
  roundCourseChosen,
  teeChosen,
  whiteTeeId,
} from '../testing/given-game-events.ts';
import { decideCalculateCourseHandicaps } from './decide.ts';

const [ann, bob, cat, dan] = playerIds;
const players: GameEvent[] = [gameCreated(), playerAdded(0), playerAdded(1), playerAdded(2), playerAdded(3), roundCourseChosen()];
const calculate = (teeSetId: string, events: GameEvent[], actorId = adminId) =>
  decideCalculateCourseHandicaps({ actor: actorOf(actorId), roundNumber: 1, teeSetId, course: fixtureCourse }, givenGameEvents(events));

describe('calculate course handicaps', () => {
  it('given one tee for all, then every player’s course handicap (docs/golf-rules.md section 1), plus handicaps included', () => {
    expect(calculate(whiteTeeId, players)).toEqual([
      {
        type: 'CourseHandicapsCalculated',
        data: {
          gameId,
          roundNumber: 1,
          useEightyPercent: false,
          players: [
            { playerId: ann, teeSetId: whiteTeeId, handicapIndex: 10.4, courseHandicap: 11 },
            { playerId: bob, teeSetId: whiteTeeId, handicapIndex: 18, courseHandicap: 19 },
            { playerId: cat, teeSetId: whiteTeeId, handicapIndex: 24.3, courseHandicap: 26 },
            { playerId: dan, teeSetId: whiteTeeId, handicapIndex: -2.1, courseHandicap: -3 },
          ],
        },
      },
    ]);
  });

  it("given 'all', then each player’s own tee", () => {
    const events = [...players, teeChosen(0), teeChosen(1, 1, blueTeeId), teeChosen(2), teeChosen(3, 1, blueTeeId)];
    const decided = calculate('all', events);
    expect(decided[0]?.data).toMatchObject({
      players: [
        { playerId: ann, teeSetId: whiteTeeId, courseHandicap: 11 },
        { playerId: bob, teeSetId: blueTeeId, courseHandicap: 24 },
        { playerId: cat, teeSetId: whiteTeeId, courseHandicap: 26 },
        { playerId: dan, teeSetId: blueTeeId, courseHandicap: 0 },
      ],
    });
    expect(calculate('all', [...events, ...decided])).toEqual([]);
  });

  it('replaces manual values, and marks them no longer adjusted', () => {
    const calculated = [...players, ...calculate(whiteTeeId, players)];
    const adjusted: GameEvent[] = [
      ...calculated,
      { type: 'CourseHandicapAdjusted', data: { gameId, roundNumber: 1, playerId: ann, courseHandicap: 5 } },
    ];
    expect(givenGame(adjusted).playerRounds[0]).toMatchObject({ courseHandicap: 5, manuallyAdjusted: true });
    const again = calculate(whiteTeeId, adjusted);
    expect(again).toHaveLength(1);
    expect(givenGame([...adjusted, ...again]).playerRounds[0]).toMatchObject({ courseHandicap: 11, manuallyAdjusted: false });
  });

  it("given 'all' and players without a tee, then Missing Tee Selections names them", () => {
    expect(() => calculate('all', [...players, teeChosen(0), teeChosen(2)])).toThrow(
      new RuleViolationError('Missing Tee Selections: Bob, Dan'),
    );
  });

  it('refuses a game without players, a tee of another course, and a player of the game (403)', () => {
    expect(() => calculate(whiteTeeId, [gameCreated(), roundCourseChosen()])).toThrow(
      new RuleViolationError('Add players before calculating course handicaps'),
    );
    expect(() => calculate(gameId, players)).toThrow(new RuleViolationError('Tee set not found on this round’s course'));
    expect(() =>
      calculate(
        whiteTeeId,
        [
          ...players,
          playerAdded(0, { playerId: gameId, name: 'Me', userId: playingUserId }),
          accessGranted(playingUserId, 'player', [gameId], 'player_account'),
        ],
        playingUserId,
      ),
    ).toThrow(ForbiddenError);
  });
});
