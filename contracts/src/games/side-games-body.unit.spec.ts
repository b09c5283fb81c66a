import { describe, expect, it } from 'vitest';
import { CreateGameBody } from './game-requests.ts';

describe('CreateGameBody side games', () => {
  it('given side games with values left out, then each takes its default and a null one is off', () => {
    const body = CreateGameBody.parse({ gameType: 'stroke_play', sideGames: { skins: {}, nassau: { front_9: 5 }, wolf: {}, vegas: null } });
    expect(body.sideGames).toEqual({
      skins: { value: 10 },
      nassau: { front_9: 5, back_9: 0, overall_18: 0, presses: 'off', pressTrigger: 2, pressStake: 'same' },
      wolf: { pointValue: 1 },
    });
    expect(body.isNassau).toBeUndefined();
    expect(body.skinValue).toBeUndefined();
  });

  it('given a press trigger of 6, then the body is refused with what the trigger may be', () => {
    const result = CreateGameBody.safeParse({ sideGames: { nassau: { pressTrigger: 6 } } });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error)).toContain('The press trigger must be a whole number of holes down from 1 to 5');
  });

  it('given the Stableford formats, then they are game types', () => {
    expect(CreateGameBody.parse({ gameType: 'modified_stableford' }).gameType).toBe('modified_stableford');
  });
});
