import { describe, expect, it } from 'vitest';
import { invalidScoresToast } from './invalid-scores.ts';
import type { ScoringPlayer, ScoringRound } from './scoring-round.ts';

const member = (id: string): ScoringPlayer => ({
  player: { id, gameId: 'g', name: id, handicap: 10, ghinId: null, userId: null, teamNumber: null, totalPoints: 0, totalStrokes: 0 },
  courseHandicap: 10,
  holes: new Map(),
  strokes: new Map(),
});
const round: ScoringRound = {
  roundNumber: 1,
  holeCount: 18,
  players: ['Ann', 'Bo', 'Cy'].map(member),
  headerHoles: new Map(),
  saved: new Map(),
};
const entries = (ann: number, bo: number, cy: number) => ({
  Ann: { strokes: ann, touched: true },
  Bo: { strokes: bo, touched: true },
  Cy: { strokes: cy, touched: true },
});

describe('the toast of a hole that holds a 0', () => {
  it('keeps the spec’s words and names whose box holds it', () => {
    expect(invalidScoresToast(round, entries(4, 0, 5))).toEqual({
      title: 'Invalid Scores',
      description: "All players must have valid scores (1 or higher): fix Bo's.",
    });
    expect(invalidScoresToast(round, entries(0, 4, 0)).description).toBe(
      'All players must have valid scores (1 or higher): fix those of Ann and Cy.',
    );
    expect(invalidScoresToast(round, entries(0, 0, 0)).description).toBe(
      'All players must have valid scores (1 or higher): fix those of Ann, Bo and Cy.',
    );
  });
});
