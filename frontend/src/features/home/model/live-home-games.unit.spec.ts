import { describe, expect, it } from 'vitest';
import { liveHomeGameIds, MAX_LIVE_HOME_GAMES } from './live-home-games.ts';

describe('the games home keeps live', () => {
  it('are the games in progress, not those in setup or completed', () => {
    const games = [
      { id: 'a', status: 'completed' as const },
      { id: 'b', status: 'in_progress' as const },
      { id: 'c', status: 'setup' as const },
      { id: 'd', status: 'in_progress' as const },
    ];
    expect(liveHomeGameIds(games)).toEqual(['b', 'd']);
  });

  it('are at most three, the first listed, so streams leave the browser connections for requests', () => {
    const games = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, status: 'in_progress' as const }));
    expect(liveHomeGameIds(games)).toEqual(['a', 'b', 'c']);
    expect(MAX_LIVE_HOME_GAMES).toBe(3);
  });

  it('are none before the games are read', () => {
    expect(liveHomeGameIds(undefined)).toEqual([]);
  });
});
