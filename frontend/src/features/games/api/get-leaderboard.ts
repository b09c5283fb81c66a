import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiJson, queryKeyToUrl } from '../../../lib/api-client.ts';
import { gameKeys } from './game-keys.ts';

/**
 * What the home card needs of a leaderboard entry (spec section 3, "Leaderboard entry"); `toPar`
 * is the server's (E, +n, -n: net strokes against the par of the holes played in net scoring).
 * `started` is false until the player (their team, their side) has a hole played; a board stored
 * before lines said so gave every line a position, so it reads as started. The cards' strokes
 * say where play is (lib/where-play-is.ts).
 */
export const LeaderboardEntry = z.object({
  position: z.number().check(z.int()),
  started: z._default(z.boolean(), true),
  player: z.object({ id: z.string() }),
  totalPoints: z.number(),
  toPar: z.string(),
  scorecards: z._default(z.array(z.object({ roundNumber: z.number(), holes: z.array(z.object({ strokes: z.nullable(z.number()) })) })), []),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>;

/** The game's leaderboard (LeaderboardView); an answer of another shape reads as "no stats" rather than breaking the card. */
export async function getLeaderboardEntries(gameId: string): Promise<LeaderboardEntry[]> {
  const answer = await apiJson<unknown>('GET', queryKeyToUrl(gameKeys.leaderboard(gameId)));
  const parsed = z.object({ entries: z.array(LeaderboardEntry) }).safeParse(answer);
  if (!parsed.success) throw new Error('The leaderboard answer has an unexpected shape');
  return parsed.data.entries;
}

export const leaderboardEntriesQueryOptions = (gameId: string) =>
  queryOptions({ queryKey: [...gameKeys.leaderboard(gameId), 'entries'] as const, queryFn: () => getLeaderboardEntries(gameId) });

export function useLeaderboardEntries(gameId: string, enabled: boolean) {
  return useQuery({ ...leaderboardEntriesQueryOptions(gameId), enabled });
}
