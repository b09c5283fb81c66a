import { diffJson, type LeaderboardView } from '@golf/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { settleBoards } from './live-boards.ts';

const gameId = 'b0000000-0000-4000-8000-000000000001';
const board = (round: number | null, version: string, points: number) =>
  ({
    version,
    gameId,
    round,
    status: 'in_progress',
    entries: [{ player: { id: 'p1' }, totalPoints: points }],
  }) as unknown as LeaderboardView;
const patchOf = (round: number, before: LeaderboardView, after: LeaderboardView) => ({
  round,
  base: before.version!,
  version: after.version!,
  patch: diffJson(before, after),
});

function given() {
  const client = new QueryClient();
  client.setQueryData(['games', gameId, 'leaderboard'], board(null, 'o1', 4));
  client.setQueryData(['games', gameId, 'leaderboard', 'round', 1], board(1, 'r1', 4));
  client.setQueryData(['games', gameId, 'leaderboard', 'round', 2], board(2, 's1', 0));
  client.setQueryData(['games', gameId, 'history'], { scores: [] });
  const hashOf = (key: readonly unknown[]) => client.getQueryCache().find({ queryKey: key, exact: true })!.queryHash;
  return { client, hashOf };
}

describe('live boards', () => {
  it('given boards held at the patches’ base versions, when a change carries their patches, then they are patched and current', () => {
    const { client, hashOf } = given();
    const current = settleBoards(client, gameId, [
      patchOf(0, board(null, 'o1', 4), board(null, 'o2', 7)),
      patchOf(1, board(1, 'r1', 4), board(1, 'r2', 7)),
    ]);
    expect(client.getQueryData<LeaderboardView>(['games', gameId, 'leaderboard'])).toEqual(board(null, 'o2', 7));
    expect(client.getQueryData<LeaderboardView>(['games', gameId, 'leaderboard', 'round', 1])).toEqual(board(1, 'r2', 7));
    // Round 2 did not move: current as it is. The history is not a board: the caller refetches it.
    expect(current).toEqual(
      new Set([
        hashOf(['games', gameId, 'leaderboard']),
        hashOf(['games', gameId, 'leaderboard', 'round', 1]),
        hashOf(['games', gameId, 'leaderboard', 'round', 2]),
      ]),
    );
  });

  it('given a board at another version than the patch’s base, then it is left for a fetch, never patched into a guess', () => {
    const { client, hashOf } = given();
    const current = settleBoards(client, gameId, [patchOf(1, board(1, 'r0', 3), board(1, 'r2', 7))]);
    expect(client.getQueryData<LeaderboardView>(['games', gameId, 'leaderboard', 'round', 1])).toEqual(board(1, 'r1', 4));
    expect(current.has(hashOf(['games', gameId, 'leaderboard', 'round', 1]))).toBe(false);
    expect(current.has(hashOf(['games', gameId, 'leaderboard']))).toBe(true);
  });

  it('given a board already at the new version, then it is current and left alone; another game’s boards are not touched', () => {
    const { client, hashOf } = given();
    client.setQueryData(['games', 'other', 'leaderboard'], { ...board(null, 'o1', 4), gameId: 'other' });
    const current = settleBoards(client, gameId, [patchOf(0, board(null, 'o0', 1), board(null, 'o1', 4))]);
    expect(current.has(hashOf(['games', gameId, 'leaderboard']))).toBe(true);
    expect(current.has(hashOf(['games', 'other', 'leaderboard']))).toBe(false);
    expect(client.getQueryData<LeaderboardView>(['games', gameId, 'leaderboard'])).toEqual(board(null, 'o1', 4));
  });
});
