import { describe, expect, it } from 'vitest';
import { flatHoles, holesOf, roundOf } from '../testing/round-fixture.ts';
import { DEFAULT_POINTS_SYSTEM, QUOTA_POINTS_SYSTEM } from '../scoring/points.ts';
import { buildScorecards, roundScorecards, sumTotals } from './scorecard.ts';

describe('scorecards', () => {
  it('given CH 10 on a 9-hole card and gross par everywhere, then strokes 2 on SI 1 and 1 elsewhere, net and points', () => {
    const round = roundOf({ holes: flatHoles(9), players: [{ id: 'a', ch: 10, gross: new Array(9).fill(4) }] });
    const [card] = buildScorecards(round, { points: { basis: 'net', system: DEFAULT_POINTS_SYSTEM } });
    expect(card!.holes.map((h) => h.strokesReceived)).toEqual([2, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(card!.holes.map((h) => h.net)).toEqual([2, 3, 3, 3, 3, 3, 3, 3, 3]);
    expect(card!.holes.map((h) => h.points)).toEqual([8, 4, 4, 4, 4, 4, 4, 4, 4]);
    expect(card).toMatchObject({ holesPlayed: 9, grossStrokes: 36, netStrokes: 26, points: 40, parForHolesPlayed: 36 });
  });

  it('given a round in progress, then unplayed holes are null and totals cover the holes played', () => {
    const round = roundOf({ players: [{ id: 'a', ch: 0, gross: [5, 4, 3] }] });
    const [card] = buildScorecards(round, { points: { basis: 'gross', system: DEFAULT_POINTS_SYSTEM } });
    expect(card!.holes[3]).toMatchObject({ holeNumber: 4, gross: null, net: null, points: null });
    expect(card).toMatchObject({ holesPlayed: 3, grossStrokes: 12, parForHolesPlayed: 11, points: 1 + 2 + 2 });
  });

  it('given a plus handicap, then strokes given back raise the net score', () => {
    const round = roundOf({ holes: flatHoles(18), players: [{ id: 'a', ch: -2, gross: new Array(18).fill(4) }] });
    const [card] = buildScorecards(round, { points: null });
    expect(card!.holes.slice(16).map((h) => h.net)).toEqual([5, 5]);
    expect(card!.netStrokes).toBe(74);
    expect(card!.points).toBe(0);
  });

  it('given a player on another tee, then that tee’s par and stroke index apply to them', () => {
    const round = roundOf({
      holes: flatHoles(9),
      players: [
        { id: 'a', ch: 1, gross: [5] },
        { id: 'b', ch: 1, gross: [5] },
      ],
    });
    const own = flatHoles(9).map((hole) => ({ ...hole, par: 5, strokeIndex: 10 - hole.number }));
    const cards = buildScorecards({ ...round, players: [round.players[0]!, { ...round.players[1]!, holes: own }] }, { points: null });
    expect(cards[0]!.holes[0]).toMatchObject({ par: 4, strokesReceived: 1 });
    expect(cards[1]!.holes[0]).toMatchObject({ par: 5, strokesReceived: 0 });
  });

  it('given a corrected score, then the later entry counts', () => {
    const round = roundOf({ players: [{ id: 'a', gross: [5] }] });
    const corrected = { ...round, scores: [...round.scores, { playerId: 'a', holeNumber: 1, strokes: 4 }] };
    expect(buildScorecards(corrected, { points: null })[0]!.grossStrokes).toBe(4);
  });

  it('given a score of a player no longer in the game, then it is ignored', () => {
    const round = roundOf({ players: [{ id: 'a', gross: [5] }] });
    const withGhost = { ...round, scores: [...round.scores, { playerId: 'gone', holeNumber: 1, strokes: 3 }] };
    expect(buildScorecards(withGhost, { points: null })).toHaveLength(1);
  });

  it('given the game type, then the round summary counts points by its format and scoring type', () => {
    const round = roundOf({ players: [{ id: 'a', ch: 18, gross: [4] }], pointsSystem: DEFAULT_POINTS_SYSTEM });
    expect(roundScorecards(round, 'dogfight')[0]!.points).toBe(4);
    expect(roundScorecards({ ...round, scoringType: 'gross' }, 'dogfight')[0]!.points).toBe(2);
    expect(roundScorecards({ ...round, scoringType: 'quota' }, 'dogfight')[0]!.points).toBe(QUOTA_POINTS_SYSTEM.par);
    expect(roundScorecards(round, 'skins')[0]!.points).toBe(0);
    expect(roundScorecards(round, 'match_play')[0]!.points).toBe(0);
  });

  it('given two rounds, then totals are summed per player', () => {
    const one = buildScorecards(
      roundOf({
        players: [
          { id: 'a', gross: [4, 4] },
          { id: 'b', gross: [5] },
        ],
      }),
      { points: null },
    );
    const two = buildScorecards(
      roundOf({
        players: [
          { id: 'b', gross: [3] },
          { id: 'a', gross: [6] },
        ],
      }),
      { points: null },
    );
    expect(sumTotals([one, two]).map((t) => [t.playerId, t.holesPlayed, t.grossStrokes, t.parForHolesPlayed])).toEqual([
      ['a', 3, 14, 12],
      ['b', 2, 8, 8],
    ]);
  });

  describe('bad input', () => {
    const ok = roundOf({ players: [{ id: 'a', gross: [4] }] });

    it('given a course of 10 holes, then a clear error', () => {
      expect(() => buildScorecards({ ...ok, holes: holesOf([4, 4, 4, 4, 4, 4, 4, 4, 4, 4]) }, { points: null })).toThrow(
        'A course has 9 or 18 holes, got 10',
      );
    });

    it('given holes not numbered 1 … n, then a clear error', () => {
      const holes = flatHoles(9).map((hole) => ({ ...hole, number: hole.number + 1 }));
      expect(() => buildScorecards({ ...ok, holes }, { points: null })).toThrow('The course must number its holes 1 to 9');
    });

    it('given par 7, then a clear error', () => {
      const holes = flatHoles(9).map((hole) => ({ ...hole, par: 7 }));
      expect(() => buildScorecards({ ...ok, holes }, { points: null })).toThrow('Hole 1 has par 7; par must be 3 to 6');
    });

    it('given 0 or 16 strokes, then a clear error', () => {
      expect(() => buildScorecards(roundOf({ players: [{ id: 'a', gross: [0] }] }), { points: null })).toThrow(
        'Strokes must be a whole number from 1 to 15, got 0 (player a, hole 1)',
      );
      expect(() => buildScorecards(roundOf({ players: [{ id: 'a', gross: [16] }] }), { points: null })).toThrow(/got 16/);
    });

    it('given a score on hole 19, then a clear error', () => {
      const scores = [{ playerId: 'a', holeNumber: 19, strokes: 4 }];
      expect(() => buildScorecards({ ...ok, scores }, { points: null })).toThrow('Hole 19 is not on this 18-hole course');
    });

    it('given the same player twice or a fractional handicap, then a clear error', () => {
      expect(() => buildScorecards({ ...ok, players: [ok.players[0]!, ok.players[0]!] }, { points: null })).toThrow(
        'Player a is listed twice',
      );
      expect(() => buildScorecards({ ...ok, players: [{ id: 'a', courseHandicap: 9.5 }] }, { points: null })).toThrow(
        'Course handicap of player a must be a whole number',
      );
    });
  });
});
