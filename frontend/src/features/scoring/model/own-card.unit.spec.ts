import { describe, expect, it } from 'vitest';
import { ownCard, ownCurrentHole } from './own-card.ts';
import type { ScoringPlayer, ScoringRound } from './scoring-round.ts';

const member = (id: string): ScoringPlayer => ({
  player: { id, gameId: 'g', name: id, handicap: 10, ghinId: null, userId: null, teamNumber: null, totalPoints: 0, totalStrokes: 0 },
  courseHandicap: 10,
  holes: new Map(),
  strokes: new Map(),
});
const round = (saved: Array<[string, number]>, holeCount = 9): ScoringRound => ({
  roundNumber: 1,
  holeCount,
  players: [member('ann'), member('ben'), member('cat')],
  headerHoles: new Map(),
  saved: new Map(saved.map(([player, hole]) => [`${player}:${hole}`, 4])),
});

describe('a player’s own card', () => {
  it('holds only the players they score for', () => {
    expect(ownCard(round([]), ['cat', 'ann']).players.map((p) => p.player.id)).toEqual(['ann', 'cat']);
  });

  it('is on the first hole one of its players has no score for, whatever the others did', () => {
    const played = round([
      ['ann', 1],
      ['ann', 2],
      ['ben', 1],
      ['ben', 2],
      ['ben', 3],
      ['cat', 1],
    ]);
    expect(ownCurrentHole(ownCard(played, ['ann']))).toBe(3);
    expect(ownCurrentHole(ownCard(played, ['ann', 'ben']))).toBe(3);
    expect(ownCurrentHole(ownCard(played, ['cat']))).toBe(2);
    expect(ownCurrentHole(ownCard(round([]), ['ann']))).toBe(1);
  });

  it('stays on the last hole once the card is full', () => {
    const full = round(Array.from({ length: 9 }, (_, index): [string, number] => ['ann', index + 1]));
    expect(ownCurrentHole(ownCard(full, ['ann']))).toBe(9);
  });
});
