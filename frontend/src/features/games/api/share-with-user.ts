import { apiJson } from '../../../lib/api-client.ts';

export type ShareWithUserBody = { email: string; accessLevel: 'player'; playerName: string };

/**
 * Gives a registered player access to the game by e-mail. The spec calls this for every player
 * added with a verified account and only logs a failure: adding players never fails on it.
 * Resolves to whether the share was made.
 */
export async function shareWithPlayer(gameId: string, body: ShareWithUserBody): Promise<boolean> {
  try {
    await apiJson<unknown>('POST', `/api/games/${gameId}/share-with-user`, body);
    return true;
  } catch (error) {
    console.warn(`Could not share game ${gameId} with ${body.email}:`, error);
    return false;
  }
}
