import { describe, expect, it } from 'vitest';
import { flatHoles, roundOf } from '../testing/round-fixture.ts';
import { skins } from './skins.ts';

const holes = flatHoles(9);

describe('skins (docs/golf-rules.md section 5)', () => {
  // The worked example: net scores per hole for A, B and C (course handicap 0, so gross = net).
  const example = roundOf({
    holes,
    players: [
      { id: 'A', gross: [4, 3, 5, 5, 4] },
      { id: 'B', gross: [4, 4, 5, 5, 3] },
      { id: 'C', gross: [5, 4, 5, 5, 4] },
    ],
  });

  it('given the worked example, then hole by hole: carried, A wins 2, carried, carried, B wins 3', () => {
    const { holes: played } = skins(example);
    expect(played.map((h) => [h.holeNumber, h.winnerId, h.skinsWon, h.carriedAfter])).toEqual([
      [1, null, 0, 1],
      [2, 'A', 2, 0],
      [3, null, 0, 1],
      [4, null, 0, 2],
      [5, 'B', 3, 0],
    ]);
  });

  it('given the worked example after 5 holes, then A 2 ($20), B 3 ($30), C 0', () => {
    const { rows, carried, unclaimed } = skins(example);
    expect(rows.map((r) => [r.playerId, r.position, r.skins, r.winningsCents])).toEqual([
      ['B', 1, 3, 3000],
      ['A', 2, 2, 2000],
      ['C', 3, 0, 0],
    ]);
    expect([carried, unclaimed]).toEqual([0, 0]);
  });

  it('given a skin value of $2.50, then winnings use it', () => {
    expect(skins(example, { skinValueCents: 250 }).rows[0]!.winningsCents).toBe(750);
  });

  it('given net scoring, then handicap strokes decide the skin; given gross, they do not', () => {
    const full = roundOf({
      holes,
      players: [
        { id: 'A', ch: 0, gross: [4] },
        { id: 'B', ch: 1, gross: [4] },
      ],
    });
    expect(skins(full).holes[0]!.winnerId).toBe('B');
    expect(skins({ ...full, scoringType: 'gross' }).holes[0]!.winnerId).toBeNull();
  });

  it('given ties on the last holes of a finished round, then those skins are unclaimed, not awarded', () => {
    const round = roundOf({
      holes,
      players: [
        { id: 'A', gross: [3, 4, 4, 4, 4, 4, 4, 4, 4] },
        { id: 'B', gross: [4, 4, 4, 4, 4, 4, 4, 4, 4] },
      ],
    });
    const result = skins(round);
    expect(result.unclaimed).toBe(8);
    expect(result.carried).toBe(0);
    expect(result.rows.map((r) => [r.playerId, r.skins])).toEqual([
      ['A', 1],
      ['B', 0],
    ]);
  });

  it('given a round in progress ending on ties, then the skins are carried, not yet unclaimed', () => {
    const round = roundOf({
      holes,
      players: [
        { id: 'A', gross: [4, 4] },
        { id: 'B', gross: [4, 4] },
      ],
    });
    expect(skins(round)).toMatchObject({ carried: 2, unclaimed: 0 });
  });

  it('given a hole not yet scored by everyone, then it and later holes wait', () => {
    const round = roundOf({
      holes,
      players: [
        { id: 'A', gross: [4, 3, 3] },
        { id: 'B', gross: [4, null, 4] },
      ],
    });
    const result = skins(round);
    expect(result.holes.map((h) => h.holeNumber)).toEqual([1]);
    expect(result.carried).toBe(1);
  });

  it('given equal skins, then fewer strokes ranks higher, and equal strokes share the position', () => {
    const round = roundOf({
      holes,
      players: [
        { id: 'A', gross: [3, 6] },
        { id: 'B', gross: [4, 5] },
      ],
    });
    expect(skins(round).rows.map((r) => [r.playerId, r.skins, r.strokes, r.position, r.tied])).toEqual([
      ['A', 1, 9, 1, true],
      ['B', 1, 9, 1, true],
    ]);
    const apart = roundOf({
      holes,
      players: [
        { id: 'A', gross: [3, 7] },
        { id: 'B', gross: [4, 5] },
      ],
    });
    expect(skins(apart).rows.map((r) => [r.playerId, r.position])).toEqual([
      ['B', 1],
      ['A', 2],
    ]);
  });

  it('given two rounds, then each starts with nothing carried and skins add up', () => {
    const tiedOut = roundOf({
      holes,
      players: [
        { id: 'A', gross: [...new Array(8).fill(4), 3] },
        { id: 'B', gross: new Array(9).fill(4) },
      ],
    });
    const second = roundOf({
      holes,
      players: [
        { id: 'A', gross: [5] },
        { id: 'B', gross: [4] },
      ],
    });
    const result = skins([tiedOut, second]);
    expect(result.rows.map((r) => [r.playerId, r.skins])).toEqual([
      ['A', 9],
      ['B', 1],
    ]);
    expect(result.holes.at(-1)).toMatchObject({ roundIndex: 1, holeNumber: 1, winnerId: 'B', skinsWon: 1 });
  });

  it('given a negative or fractional skin value, then a clear error', () => {
    expect(() => skins(example, { skinValueCents: -1 })).toThrow('Skin value must be a whole number of cents, 0 or more, got -1');
    expect(() => skins(example, { skinValueCents: 2.5 })).toThrow('Skin value must be a whole number of cents');
  });
});
