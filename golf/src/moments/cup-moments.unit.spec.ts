import { describe, expect, it } from 'vitest';
import type { CupBoardMatch, CupBoardView } from '../cup/cup-board.ts';
import { cupMoments } from './cup-moments.ts';

const player = (name: string) => ({ userId: name.toLowerCase(), name });
const match = (id: string, extra: Partial<CupBoardMatch>): CupBoardMatch => ({
  id,
  gameId: `game-${id}`,
  session: 1,
  format: 'four_ball',
  teeTime: null,
  courseId: 'links',
  teeSetId: 'white',
  value: 1,
  teams: [
    [player('Ann'), player('Ben')],
    [player('Cy'), player('Di')],
  ],
  state: 'in_progress',
  status: 'Red 1 UP thru 9',
  result: null,
  leader: 0,
  thru: 9,
  points: [0, 0],
  projectedPoints: [1, 0],
  ...extra,
});
const board = (matches: CupBoardMatch[], extra: Partial<CupBoardView> = {}): CupBoardView => ({
  name: 'The Cup',
  teams: [
    { name: 'Red', color: '#c0392b', captainId: 'ann', players: [], points: 0, projectedPoints: 0 },
    { name: 'Blue', color: '#2c5aa0', captainId: 'cy', players: [], points: 0, projectedPoints: 0 },
  ],
  holder: null,
  plannedPoints: 2,
  pointsAvailable: 2,
  pointsToWin: 1.5,
  pointsToRetain: null,
  result: 'in_progress',
  winner: null,
  clinched: false,
  matches,
  ...extra,
});
const decided = (leader: 0 | 1 | null) =>
  ({
    state: 'decided',
    status: leader === null ? 'Halved' : leader === 0 ? 'Red wins 3&2' : 'Blue wins 3&2',
    result: leader === null ? 'Halved' : '3&2',
    leader,
    points: (leader === null ? [0.5, 0.5] : leader === 0 ? [1, 0] : [0, 1]) as [number, number],
  }) as const;

describe('cup moments', () => {
  it('given a match decided, then who beat whom with the cup’s score; nothing again for the same boards', () => {
    const before = board([match('m1', {}), match('m2', {})]);
    const after = board([match('m1', decided(0)), match('m2', {})]);
    after.teams[0].points = 1;
    const moments = cupMoments('trip', before, after);
    expect(moments).toEqual([
      {
        key: 'cup_match:trip:m1:3&2:0',
        kind: 'cup_match_decided',
        gameId: 'game-m1',
        title: 'Red wins 3&2',
        body: "Ann & Ben beat Cy & Di 3&2 in session 1's four-ball. Red 1, Blue 0",
        roundNumber: null,
        holeNumber: null,
      },
    ]);
    expect(cupMoments('trip', after, after)).toEqual([]);
  });

  it('given a halved match that wins the cup with a match to play, then the half, then the cup won, clinched', () => {
    const before = board([match('m1', decided(0)), match('m2', {}), match('m3', {})], { plannedPoints: 3, pointsAvailable: 3 });
    const after = board([match('m1', decided(0)), match('m2', decided(null)), match('m3', {})], {
      result: 'won',
      winner: 0,
      clinched: true,
    });
    after.teams[0].points = 1.5;
    after.teams[1].points = 0.5;
    const moments = cupMoments('trip', before, after);
    expect(moments.map((m) => [m.kind, m.title, m.body])).toEqual([
      ['cup_match_decided', 'Halved', "Ann & Ben and Cy & Di halve session 1's four-ball. Red 1½, Blue ½"],
      ['cup_result', 'Red win The Cup', 'Red 1½, Blue ½ with 1 match still to finish'],
    ]);
    expect(moments[1]?.key).toBe('cup_result:trip:won:0');
  });

  it('given the holder reaching half, then retained', () => {
    const after = board([match('m1', decided(0)), match('m2', decided(1))], { holder: 1, result: 'retained', winner: 1 });
    expect(cupMoments('trip', board([match('m1', decided(0)), match('m2', {})]), after).at(-1)?.title).toBe('Blue retain The Cup');
  });
});
