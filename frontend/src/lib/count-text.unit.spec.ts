import { describe, expect, it } from 'vitest';
import { countNoun, countText, teamPointsText } from './count-text.ts';

describe('a count with its noun', () => {
  it('given 1, then the noun is singular: "1 hole won", "1 player", "1 stroke"', () => {
    expect(countText(1, 'hole won', 'holes won')).toBe('1 hole won');
    expect(countText(1, 'player')).toBe('1 player');
    expect(countText(1, 'stroke')).toBe('1 stroke');
  });

  it('given 0, 2 or any other count, then the noun is plural', () => {
    expect(countText(0, 'skin')).toBe('0 skins');
    expect(countText(2, 'hole won', 'holes won')).toBe('2 holes won');
    expect(countText(-1, 'stroke')).toBe('-1 strokes');
    expect(countText(1.5, 'point')).toBe('1.5 points');
  });

  it('gives the noun alone where the number is drawn apart: "pt" for 1, "pts" otherwise', () => {
    expect(countNoun(1, 'pt', 'pts')).toBe('pt');
    expect(countNoun(14, 'pt', 'pts')).toBe('pts');
  });
});

describe("a team's points", () => {
  it('given match play, then the holes the side has won: "1 hole won", "3 holes won"', () => {
    expect(teamPointsText('match_play', 1)).toBe('1 hole won');
    expect(teamPointsText('match_play', 3)).toBe('3 holes won');
  });

  it('given a points format, then points: "1 pt", "0 pts"', () => {
    expect(teamPointsText('best_ball', 1)).toBe('1 pt');
    expect(teamPointsText('best_ball', 0)).toBe('0 pts');
  });
});
