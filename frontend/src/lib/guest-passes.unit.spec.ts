import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropGuestPass, gameOfUrl, guestPassForUrl, guestPassOf, keepGuestPass } from './guest-passes.ts';

const game = '6f1c9a52-3d4e-4b7a-9c1d-2e5f8a7b6c01';
const other = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

/** The part of the browser's localStorage the store uses, in memory. */
function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

beforeEach(() => vi.stubGlobal('window', { localStorage: memoryStorage() }));
afterEach(() => vi.unstubAllGlobals());

describe('spectator passes', () => {
  it('given a kept pass, then it goes with its own game’s URLs and no other', () => {
    keepGuestPass(game.toUpperCase(), 'pass-1');
    expect(guestPassOf(game)).toBe('pass-1');
    expect(guestPassForUrl(`/api/games/${game}/leaderboard`)).toBe('pass-1');
    expect(guestPassForUrl(`/api/games/${game}`)).toBe('pass-1');
    expect(guestPassForUrl(`/api/games/${game}?x=1`)).toBe('pass-1');
    expect(guestPassForUrl(`/api/games/${other}/leaderboard`)).toBeNull();
    expect(guestPassForUrl('/api/games')).toBeNull();
    expect(guestPassForUrl('/api/auth/user')).toBeNull();
  });

  it('when dropped, then it is gone; other passes stay', () => {
    keepGuestPass(game, 'pass-1');
    keepGuestPass(other, 'pass-2');
    dropGuestPass(game);
    expect(guestPassOf(game)).toBeNull();
    expect(guestPassOf(other)).toBe('pass-2');
  });

  it('reads a game id only from a game’s own routes', () => {
    expect(gameOfUrl(`/api/games/${game}/scores/1`)).toBe(game);
    expect(gameOfUrl('/api/games/by-code/ABC123')).toBeNull();
    expect(gameOfUrl(`/api/game-shares/${game}`)).toBeNull();
  });
});
