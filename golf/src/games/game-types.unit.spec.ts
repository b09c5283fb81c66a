import { describe, expect, it } from 'vitest';
import { DEFAULT_POINTS_SYSTEM, QUOTA_POINTS_SYSTEM } from '../scoring/points.ts';
import { FORMAT_IDS, GAME_TYPE_IDS, isFormatId, isGameTypeId, isScoringType } from './game-type-id.ts';
import {
  allowedScoringTypes,
  defaultGameName,
  FORMATS,
  formatDefinition,
  GAME_TYPES,
  gameTypeDefinition,
  playerCountOptions,
  ranksByPoints,
} from './game-types.ts';

describe('game types (spec sections 3 and 9)', () => {
  it('given the table, then seven formats with their names, player ranges and default scoring', () => {
    expect(GAME_TYPES.map((t) => [t.id, t.name, t.minPlayers, t.maxPlayers, t.recommendedPlayers, t.defaultScoringType])).toEqual([
      ['dogfight', 'Dogfight', 2, 16, 4, 'net'],
      ['stroke_play', 'Stroke Play', 1, 20, 4, 'gross'],
      ['match_play', 'Match Play', 2, 4, 2, 'net'],
      ['best_ball', 'Best Ball', 2, 8, 4, 'net'],
      ['skins', 'Skins', 2, 8, 4, 'net'],
      ['stableford', 'Stableford', 1, 20, 4, 'net'],
      ['modified_stableford', 'Modified Stableford', 1, 20, 4, 'net'],
    ]);
    expect(GAME_TYPES.map((t) => t.id)).toEqual([...GAME_TYPE_IDS]);
  });

  it('given the points columns, then dogfight 8/4/2/1/0 with the quota set, match win 1 tie 0 loss 0, skins 1, stroke play none', () => {
    expect(gameTypeDefinition('dogfight')).toMatchObject({
      defaultPointsSystem: DEFAULT_POINTS_SYSTEM,
      quotaPointsSystem: QUOTA_POINTS_SYSTEM,
      supportsPointsSystem: true,
    });
    expect(gameTypeDefinition('match_play')).toMatchObject({
      defaultPointsSystem: { win: 1, tie: 0, loss: 0 },
      supportsPointsSystem: false,
    });
    expect(gameTypeDefinition('skins')).toMatchObject({ defaultPointsSystem: { skins: 1 }, supportsPointsSystem: false });
    expect(gameTypeDefinition('stroke_play')).toMatchObject({ defaultPointsSystem: null, supportsPointsSystem: false });
    expect(gameTypeDefinition('best_ball').supportsPointsSystem).toBe(true);
  });

  it('given a format, then points are what it ranks by only in dogfight and best ball', () => {
    expect(GAME_TYPES.filter((type) => ranksByPoints(type.id)).map((type) => type.id)).toEqual(['dogfight', 'best_ball']);
  });

  it('given Nassau, then allowed for every format but dogfight', () => {
    expect(GAME_TYPES.filter((t) => t.supportsNassau).map((t) => t.id)).toEqual([
      'stroke_play',
      'match_play',
      'best_ball',
      'skins',
      'stableford',
      'modified_stableford',
    ]);
  });

  it('given each type, then it has descriptions, an icon name and rules sentences', () => {
    for (const type of GAME_TYPES) {
      expect(type.description.length).toBeGreaterThan(20);
      expect(type.shortDescription.length).toBeGreaterThan(5);
      expect(type.icon).toMatch(/^[a-z-]+$/);
      expect(type.rules.length).toBeGreaterThanOrEqual(3);
    }
    expect(gameTypeDefinition('skins').rules).toContain('Skins still carried after the last hole are not awarded.');
  });

  it('given an unknown type, then a clear error', () => {
    expect(() => gameTypeDefinition('wolf')).toThrow(
      'Unknown game type: wolf (expected one of dogfight, stroke_play, match_play, best_ball, skins, stableford, modified_stableford)',
    );
    expect(isGameTypeId('wolf')).toBe(false);
    expect(isGameTypeId('skins')).toBe(true);
    expect(isScoringType('quota')).toBe(true);
    expect(isScoringType('stableford')).toBe(false);
  });

  it('given the Stableford formats (section 10), then they are scored formats, net by default, with a Nassau on points, and game types (issue 45)', () => {
    expect(FORMATS.map((t) => t.id)).toEqual([...FORMAT_IDS]);
    expect(FORMATS.slice(5).map((t) => [t.id, t.name, t.minPlayers, t.maxPlayers, t.defaultScoringType, t.supportsNassau])).toEqual([
      ['stableford', 'Stableford', 1, 20, 'net', true],
      ['modified_stableford', 'Modified Stableford', 1, 20, 'net', true],
    ]);
    expect(allowedScoringTypes('stableford')).toEqual(['net', 'gross']);
    expect(formatDefinition('modified_stableford').rules.length).toBeGreaterThanOrEqual(3);
    expect(defaultGameName('stableford', new Date(2026, 10, 21))).toBe('Stableford - 11/21/2026');
    expect([isFormatId('stableford'), isGameTypeId('stableford'), isFormatId('wolf')]).toEqual([true, true, false]);
  });

  describe('player count options', () => {
    it('given match play, then 2 or 4; best ball 2, 4, 6, 8', () => {
      expect(playerCountOptions('match_play')).toEqual([2, 4]);
      expect(playerCountOptions('best_ball')).toEqual([2, 4, 6, 8]);
    });

    it('given the others, then min … max', () => {
      expect(playerCountOptions('skins')).toEqual([2, 3, 4, 5, 6, 7, 8]);
      expect(playerCountOptions('dogfight')).toHaveLength(15);
      expect(playerCountOptions('stroke_play')[0]).toBe(1);
      expect(playerCountOptions('stroke_play').at(-1)).toBe(20);
    });
  });

  it('given the scoring types, then quota only for dogfight', () => {
    expect(allowedScoringTypes('dogfight')).toEqual(['net', 'gross', 'quota']);
    for (const id of ['stroke_play', 'match_play', 'best_ball', 'skins'] as const) {
      expect(allowedScoringTypes(id)).toEqual(['net', 'gross']);
    }
  });

  describe('default game name', () => {
    it('given a dogfight on 21 November 2026, then "Dogfight - 11/21/2026"', () => {
      expect(defaultGameName('dogfight', new Date(2026, 10, 21))).toBe('Dogfight - 11/21/2026');
    });

    it('given stroke play on 5 January 2027, then no zero padding', () => {
      expect(defaultGameName('stroke_play', new Date(2027, 0, 5, 23, 59))).toBe('Stroke Play - 1/5/2027');
    });

    it('given an invalid date, then a clear error', () => {
      expect(() => defaultGameName('skins', new Date('not a date'))).toThrow('A game name needs a valid date');
    });
  });
});
