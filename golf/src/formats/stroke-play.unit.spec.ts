import { describe, expect, it } from 'vitest';
import { toParText } from '../ranking/positions.ts';
import { holesOf, roundOf } from '../testing/round-fixture.ts';
import { strokePlay } from './stroke-play.ts';

const players = [
  { id: 'A', ch: 0, gross: [4, 4, 3] },
  { id: 'B', ch: 18, gross: [5, 5, 4] },
  { id: 'C', ch: 0, gross: [3, 5, 4] },
];

describe('stroke play (docs/golf-rules.md section 5)', () => {
  it('given gross scoring after holes 1 … 3 (par 4, 4, 3), then lowest total wins and to par uses those holes', () => {
    const { rows } = strokePlay(roundOf({ players, scoringType: 'gross' }));
    expect(rows.map((r) => [r.playerId, r.position, r.strokes, r.parForHolesPlayed, toParText(r.toPar)])).toEqual([
      ['A', 1, 11, 11, 'E'],
      ['C', 2, 12, 11, '+1'],
      ['B', 3, 14, 11, '+3'],
    ]);
  });

  it('given net scoring, then handicap strokes come off first', () => {
    const { rows } = strokePlay(roundOf({ players, scoringType: 'net' }));
    expect(rows.map((r) => [r.playerId, r.strokes, toParText(r.toPar)])).toEqual([
      ['A', 11, 'E'],
      ['B', 11, 'E'],
      ['C', 12, '+1'],
    ]);
    expect(rows[0]).toMatchObject({ position: 1, tied: true });
    expect(rows[1]).toMatchObject({ position: 1, tied: true });
  });

  it('given a player with no hole played yet, then they rank after everyone who has', () => {
    const round = roundOf({
      scoringType: 'gross',
      players: [
        { id: 'late', gross: [] },
        { id: 'A', gross: [6, 6] },
      ],
    });
    expect(strokePlay(round).rows.map((r) => [r.playerId, r.position])).toEqual([
      ['A', 1],
      ['late', 2],
    ]);
  });

  it('given a full round under par, then to par is negative', () => {
    const gross = holesOf().map((hole) => hole.par);
    gross[0] = 3;
    const { rows } = strokePlay(roundOf({ scoringType: 'gross', players: [{ id: 'A', gross }] }));
    expect(rows[0]).toMatchObject({ strokes: 71, parForHolesPlayed: 72, toPar: -1 });
  });

  it('given two rounds, then strokes and par are summed over both', () => {
    const one = roundOf({ scoringType: 'gross', players: [{ id: 'A', gross: [5] }] });
    const two = roundOf({ scoringType: 'gross', players: [{ id: 'A', gross: [4, 4] }] });
    expect(strokePlay([one, two]).rows[0]).toMatchObject({ strokes: 13, parForHolesPlayed: 12, toPar: 1 });
  });

  it('given quota scoring, then a clear error', () => {
    expect(() => strokePlay(roundOf({ players, scoringType: 'quota' }))).toThrow('Quota scoring is ranked by quotaResult');
  });
});
