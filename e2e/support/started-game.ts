import { addCourseWithTee, apiCall } from './test-api.ts';

/** A player as the organiser adds them; `userId` ties the player to an account. */
export type GamePlayer = { name: string; handicap: number; userId?: string | null };

type StartedGameSetup = {
  token: string;
  course: { name: string; location: string };
  tee: { name: string; color: string; rating: number; slope: number };
  pars: readonly number[];
  /** The body of POST /api/games (name, gameType, numberOfRounds, payouts …). */
  game: Record<string, unknown> & { numberOfRounds?: number };
  players: readonly GamePlayer[];
};

/**
 * A game set up and started through the API as the organiser's phone would: a new course with one
 * tee, the players, the course on every round, everyone on that tee in round 1, round 1 confirmed
 * and started. Browser tests start here when setup itself is not what they test.
 */
export async function startedGame({ token, course, tee, pars, game, players }: StartedGameSetup) {
  const { courseId, teeSetId } = await addCourseWithTee(token, course, tee, pars);
  const created = await apiCall('POST', '/api/games', { token, body: game });
  const gameId = String(created.id);
  const playerIds: string[] = [];
  for (const { userId, ...player } of players) {
    const added = await apiCall('POST', `/api/games/${gameId}/players`, { token, body: { ...player, userId: userId ?? null } });
    playerIds.push((added.player as { id: string }).id);
  }
  for (let roundNumber = 1; roundNumber <= (game.numberOfRounds ?? 1); roundNumber++) {
    await apiCall('POST', `/api/games/${gameId}/rounds`, { token, body: { roundNumber, courseId } });
  }
  for (const playerId of playerIds)
    await apiCall('POST', `/api/games/${gameId}/player-rounds`, { token, body: { playerId, roundNumber: 1, teeSetId } });
  await apiCall('POST', `/api/games/${gameId}/rounds/1/confirm`, { token });
  await apiCall('POST', `/api/games/${gameId}/rounds/1/start`, { token });
  return { gameId, courseId, teeSetId, playerIds };
}
