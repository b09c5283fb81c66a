import { describe, expect, it } from 'vitest';
import type { GameEvent, TeeSetData } from '@golf/events';
import { ConflictError } from '../../../commands/domain-error.ts';
import { decideSetUpMatchGame, matchGameName, type SetUpMatchGame } from './match-game.ts';

const id = (n: number) => `f0000000-0000-4000-8000-00000000000${n}`;
const tee: TeeSetData = {
  teeSetId: id(9),
  name: 'White',
  color: 'white',
  rating: 71.2,
  slope: 125,
  totalYardage: null,
  holes: Array.from({ length: 18 }, (_, i) => ({ holeNumber: i + 1, par: 4, strokeIndex: i + 1, yardage: null })),
};
const player = (n: number, name: string, handicapIndex: number) => ({ playerId: id(n), userId: id(n + 4), name, handicapIndex });
const command: SetUpMatchGame = {
  gameId: id(0),
  actorId: id(5),
  tripId: id(8),
  codes: { adminCode: 'AAAAAA', playerCode: 'BBBBBB', viewCode: 'CCCCCC' },
  match: { matchId: id(7), session: 2, format: 'foursomes', points: 1 },
  sides: [
    [player(1, 'Ann Able', 10), player(2, 'Ben Best', 20)],
    [player(3, 'Cy Coe', 4), player(4, 'Di Dee', 12)],
  ],
  course: { courseId: id(6), holes: 18, tee },
};
const types = (events: GameEvent[]) => events.map((e) => e.type);

describe('set up a cup match’s game', () => {
  it('given foursomes, then a net match play game of the trip, its players on two teams with access, on its tee, started', () => {
    const events = decideSetUpMatchGame(command, { status: 'absent' });
    expect(types(events)).toEqual([
      'GameCreated',
      'PlayerAdded',
      'PlayerAdded',
      'AccessGranted',
      'PlayerAdded',
      'AccessGranted',
      'PlayerAdded',
      'AccessGranted',
      'TeamsAssigned',
      'RoundCourseChosen',
      'CourseHandicapsCalculated',
      'RoundConfirmed',
      'RoundStarted',
      'GameStatusChanged',
    ]);
    expect(events[0]?.data).toMatchObject({
      name: 'Session 2 foursomes: Ann & Ben v Cy & Di',
      gameType: 'match_play',
      scoringType: 'net',
      tripId: id(8),
      cup: { matchId: id(7), session: 2, format: 'foursomes', points: 1 },
    });
    // Course handicaps at full allowance (71.2 / 125, par 72): the match applies the format's.
    const calculated = events.find((e) => e.type === 'CourseHandicapsCalculated');
    expect(calculated?.type === 'CourseHandicapsCalculated' && calculated.data.players.map((p) => p.courseHandicap)).toEqual([
      10, 21, 4, 12,
    ]);
    const teams = events.find((e) => e.type === 'TeamsAssigned');
    expect(teams?.type === 'TeamsAssigned' && teams.data.assignments.map((a) => a.teamNumber)).toEqual([1, 1, 2, 2]);
  });

  it('given singles, then no teams; a game that exists already is a conflict', () => {
    const singles = {
      ...command,
      match: { ...command.match, format: 'singles' as const },
      sides: [[command.sides[0][0]!], [command.sides[1][0]!]] as SetUpMatchGame['sides'],
    };
    expect(types(decideSetUpMatchGame(singles, { status: 'absent' }))).not.toContain('TeamsAssigned');
    expect(matchGameName(3, 'four_ball', [[{ name: 'Ann Able' }], [{ name: 'Cy' }]])).toBe('Session 3 four-ball: Ann v Cy');
    expect(() => decideSetUpMatchGame(command, { status: 'deleted', id: id(0) })).toThrow(ConflictError);
  });
});
