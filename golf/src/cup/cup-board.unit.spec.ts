import { describe, expect, it } from 'vitest';
import type { CupMatchLine } from '../leaderboards/leaderboard-types.ts';
import { cupBoard, type CupBoardInput, type CupMatchFacts } from './cup-board.ts';

const team = (name: string, ids: string[]) => ({
  name,
  color: name === 'Red' ? '#c0392b' : '#2c5aa0',
  captainId: ids[0]!,
  players: ids.map((userId) => ({ userId, name: userId.toUpperCase() })),
});

/** A match's game as it stands: decided for `leader` (null halved), or on the course. */
function played(state: CupMatchLine['state'], leader: 0 | 1 | null, extra: Partial<CupMatchLine> = {}): CupMatchLine {
  const share = (v: number): [number, number] => (leader === null ? [v / 2, v / 2] : leader === 0 ? [v, 0] : [0, v]);
  return {
    format: 'singles',
    value: 1,
    state,
    statusText: state === 'decided' ? (leader === null ? 'Halved' : '2&1') : leader === null ? 'AS' : '1 UP',
    up: leader === null ? 0 : state === 'decided' ? 2 : 1,
    holesLeft: state === 'decided' ? 1 : 5,
    result: state === 'decided' ? (leader === null ? 'Halved' : '2&1') : null,
    leader,
    thru: state === 'decided' ? 17 : 13,
    decidedOn: state === 'decided' ? 17 : null,
    points: state === 'decided' ? share(1) : [0, 0],
    projectedPoints: state === 'not_started' ? [0, 0] : share(1),
    ...extra,
  };
}

let made = 0;
const match = (session: number, line: CupMatchLine | null, teeTime: string | null = null): CupMatchFacts => {
  made += 1;
  return {
    id: `m${made}`,
    gameId: `g${made}`,
    session,
    format: 'singles',
    teeTime,
    courseId: 'links',
    teeSetId: 'white',
    value: 1,
    teams: [[{ userId: `r${made}`, name: `R${made}` }], [{ userId: `b${made}`, name: `B${made}` }]],
    played: line,
  };
};

const input = (matches: CupMatchFacts[], extra: Partial<CupBoardInput> = {}): CupBoardInput => ({
  name: 'The Cup',
  teams: [team('Red', ['r1', 'r2']), team('Blue', ['b1', 'b2'])],
  holder: null,
  plannedPoints: null,
  matches,
  ...extra,
});

describe('the cup’s board (docs/golf-rules.md section 16)', () => {
  it('given section 16’s 8 points with the last single on the course, Blue up, then Red has clinched at 4½ and the lines say so', () => {
    const board = cupBoard(
      input([
        match(1, played('decided', 0)),
        match(1, played('decided', null)),
        match(2, played('decided', 1)),
        match(2, played('decided', 1, { statusText: '1 UP', result: '1 UP', holesLeft: 0, up: 1 })),
        match(3, played('decided', 0)),
        match(3, played('decided', 0)),
        match(3, played('decided', 0)),
        match(3, played('in_progress', 1)),
      ]),
    );
    expect(board.teams.map((t) => [t.name, t.points, t.projectedPoints])).toEqual([
      ['Red', 4.5, 4.5],
      ['Blue', 2.5, 3.5],
    ]);
    expect([board.pointsAvailable, board.pointsToWin, board.result, board.winner, board.clinched]).toEqual([8, 4.5, 'won', 0, true]);
    expect(board.matches.map((m) => m.status)).toEqual([
      'Red wins 2&1',
      'Halved',
      'Blue wins 2&1',
      'Blue wins 1 UP',
      'Red wins 2&1',
      'Red wins 2&1',
      'Red wins 2&1',
      'Blue 1 UP thru 13',
    ]);
  });

  it('given a first session won 3–1 of a cup planned at 8 points, then the cup is still in progress: 4½ to win', () => {
    const matches = [0, 0, 0, 1].map((leader) => match(1, played('decided', leader as 0 | 1)));
    expect(cupBoard(input(matches)).result).toBe('won');
    const planned = cupBoard(input(matches, { plannedPoints: 8 }));
    expect([planned.pointsAvailable, planned.pointsToWin, planned.result, planned.teams[0].points]).toEqual([8, 4.5, 'in_progress', 3]);
  });

  it('given a match whose game has no card yet, then it is "Not started" and worth its value in the points available', () => {
    const board = cupBoard(input([match(1, null, '2026-06-12T08:10'), match(1, played('in_progress', null), '2026-06-12T08:00')]));
    expect(board.matches.map((m) => [m.teeTime, m.status, m.points])).toEqual([
      ['2026-06-12T08:00', 'AS thru 13', [0, 0]],
      ['2026-06-12T08:10', 'Not started', [0, 0]],
    ]);
    expect([board.pointsAvailable, board.teams[0].projectedPoints, board.teams[1].projectedPoints]).toEqual([2, 0.5, 0.5]);
  });

  it('given a holder at half the points with every match decided, then retained; planned points below those made do not count', () => {
    const matches = [match(1, played('decided', 0)), match(1, played('decided', 1))];
    expect(cupBoard(input(matches, { holder: 1 }))).toMatchObject({ result: 'retained', winner: 1, pointsToRetain: 1 });
    expect(cupBoard(input(matches, { plannedPoints: 1 }))).toMatchObject({ result: 'tied', pointsAvailable: 2 });
  });
});
