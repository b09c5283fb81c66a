import { describe, expect, it } from 'vitest';
import { GAME_TYPE_IDS as CONTRACT_IDS, GameTypeView } from '@golf/contracts';
import { GAME_TYPES, GAME_TYPE_IDS } from '@golf/golf';
import { gameTypeViewOf } from './route.ts';

describe('game type views', () => {
  it('the contracts list the same formats as the golf table', () => {
    expect([...CONTRACT_IDS]).toEqual([...GAME_TYPE_IDS]);
  });

  it('every format of the table fits the view schema, with its player counts and scoring types', () => {
    for (const definition of GAME_TYPES) {
      const view = GameTypeView.parse(gameTypeViewOf(definition));
      expect(view.playerCountOptions[0]).toBe(definition.minPlayers);
      expect(view.playerCountOptions.at(-1)).toBe(definition.maxPlayers);
      expect(view.scoringTypes).toContain(definition.defaultScoringType);
    }
  });
});
