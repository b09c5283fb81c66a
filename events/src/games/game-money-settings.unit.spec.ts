import { describe, expect, it } from 'vitest';
import { evolveGame } from './evolve-game.ts';
import { isGame, type GameState } from './game-state.ts';

const metadata = {
  userId: null,
  commandId: 'c',
  correlationId: 'c',
  causationId: null,
  occurredAt: '2026-05-01T08:00:00.000Z',
  client: null,
  schemaVersion: 1,
};

const created = (extra: Record<string, unknown>) => ({
  type: 'GameCreated',
  data: {
    gameId: 'a0000000-0000-4000-8000-000000000001',
    name: 'Saturday Skins',
    gameType: 'skins',
    scoringType: 'net',
    numberOfRounds: 1,
    targetPlayerCount: 4,
    pointsSystem: { skins: 1 },
    tripId: null,
    isNassau: true,
    useEightyPercentHandicap: false,
    payouts: [],
    adminCode: 'ADM234',
    playerCode: 'PLY234',
    viewCode: 'VUE234',
    createdBy: 'b0000000-0000-4000-8000-000000000001',
    ...extra,
  },
  metadata,
});

function fold(extra: Record<string, unknown>) {
  const state = evolveGame({ status: 'absent' } as GameState, created(extra) as never);
  if (!isGame(state)) throw new Error('no game');
  return state;
}

describe('a game’s skin value and Nassau stakes', () => {
  it('given a GameCreated recorded before they were asked, then a skin is worth $10 and the bets have no stakes', () => {
    const game = fold({});
    expect(game.skinValueCents).toBe(1000);
    expect(game.nassauStakesCents).toEqual({ front_9: 0, back_9: 0, overall_18: 0 });
  });

  it('given a GameCreated with $5 a skin and $2/$2/$4 stakes, then the game holds them', () => {
    const game = fold({ skinValueCents: 500, nassauStakesCents: { front_9: 200, back_9: 200, overall_18: 400 } });
    expect(game.skinValueCents).toBe(500);
    expect(game.nassauStakesCents).toEqual({ front_9: 200, back_9: 200, overall_18: 400 });
  });
});
