import { describe, expect, it } from 'vitest';
import { wherePlayIs, wherePlayText, type PlayBoard } from './where-play-is.ts';

/** A card of `holeCount` holes with the first `played` scored. */
const card = (roundNumber: number, played: number, holeCount = 18) => ({
  roundNumber,
  holes: Array.from({ length: holeCount }, (_, index) => ({ strokes: index < played ? 4 : null })),
});
const board = (played: number[], fields: Partial<PlayBoard> = {}): PlayBoard => ({
  status: 'in_progress',
  round: null,
  currentRound: 1,
  entries: played.map((count) => ({ scorecards: [card(1, count)] })),
  ...fields,
});
const text = (b: PlayBoard) => wherePlayText(wherePlayIs(b));

describe('where play is, from what was recorded', () => {
  it('given the leader thru 3 and others behind or not started, then the leading group thru 3, whatever hole the organiser is on', () => {
    expect(wherePlayIs(board([3, 1, 0]))).toEqual({ kind: 'thru', roundNumber: 1, holes: 3, level: false });
    expect(text(board([3, 1, 0], { currentRound: 1 }))).toBe('Leading group thru 3');
  });

  it('given everyone level, then thru that hole; before any score, not started', () => {
    expect(text(board([5, 5, 5]))).toBe('Thru 5');
    expect(text(board([0, 0]))).toBe('Not started');
    expect(text(board([]))).toBe('Not started');
  });

  it('given every card of the round full, then the round is complete; a finished game says so in the caller’s words', () => {
    expect(text(board([18, 18]))).toBe('Round 1 complete');
    expect(text({ ...board([9, 9]), entries: [{ scorecards: [card(1, 9, 9)] }] })).toBe('Round 1 complete');
    expect(wherePlayText(wherePlayIs(board([18, 18], { status: 'completed' })), 'Final results')).toBe('Final results');
  });

  it('reads the round the board shows: the current round on the overall board, the tab’s round on a round board', () => {
    const two: PlayBoard = {
      status: 'in_progress',
      round: null,
      currentRound: 2,
      entries: [{ scorecards: [card(1, 18), card(2, 4)] }, { scorecards: [card(1, 18), card(2, 2)] }],
    };
    expect(text(two)).toBe('Leading group thru 4');
    expect(text({ ...two, round: 1 })).toBe('Round 1 complete');
  });
});
