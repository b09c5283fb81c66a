import { describe, expect, it } from 'vitest';
import { boardTexts } from './write-leaderboards.ts';

describe('boardTexts', () => {
  it('given boards sharing parts, then each text is JSON.stringify of its board', () => {
    const shared = { wolf: { holes: [{ hole: 1, points: [-1, 1] }] }, money: null };
    const lines = [{ player: { id: 'a', name: 'Ann "A"' }, total: 3 }];
    const boards = [
      { round: null, entries: lines, sideGames: shared, money: { total: 0 }, skipped: undefined, cupMatch: undefined },
      { round: 1, entries: lines, sideGames: shared, when: new Date(0), flags: [true, null] },
      { round: 2, entries: [], sideGames: shared, '10': 'ten', text: 'é\n' },
    ];
    expect(boardTexts(boards)).toEqual(boards.map((board) => JSON.stringify(board)));
  });

  it('given entries with scorecard lines kept from board to board, then each text is still JSON.stringify of its board', () => {
    const line = { roundNumber: 1, holes: [{ holeNumber: 1, strokes: 4, result: 'par' }], totals: { gross: 4 } };
    const other = { roundNumber: 1, holes: [], totals: { gross: 0 } };
    const entry = (name: string, scorecards: unknown[]) => ({ playerId: 'a', toPar: 'E', note: undefined, name, scorecards, after: [1] });
    const first = [{ round: null, entries: [entry('Ann', [line, other]), entry('"scorecards":0', [line])] }];
    const second = [{ round: 1, entries: [entry('Bo', [other, line]), entry('Cy', []), { playerId: 'b', scorecards: 'none' }] }];
    expect(boardTexts(first)).toEqual(first.map((board) => JSON.stringify(board)));
    expect(boardTexts(second)).toEqual(second.map((board) => JSON.stringify(board)));
  });

  it('given no boards, then no texts', () => {
    expect(boardTexts([])).toEqual([]);
  });
});
