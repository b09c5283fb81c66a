import { randomUUID } from 'node:crypto';
import { appHandicapOf } from '@golf/read-db';
import type { AppDeps } from '../../../app-deps.ts';
import { loadUser } from '../../../auth/user.ts';
import { BadRequestError } from '../../../commands/domain-error.ts';
import type { MatchPlayer } from './match-game.ts';

/**
 * The players of a match as its game records them, each side in order: their name and the
 * Handicap Index they play off (the app's index when they chose it, else the one they typed),
 * from their user stream and the handicap record. Someone without an index is refused: the
 * match's strokes cannot be given without one.
 */
export async function matchPlayersOf(deps: AppDeps, teams: readonly [string[], string[]]): Promise<[MatchPlayer[], MatchPlayer[]]> {
  const playerOf = async (userId: string): Promise<MatchPlayer> => {
    const [{ state: user }, app] = await Promise.all([loadUser(deps.store, userId), appHandicapOf(deps.pool, userId)]);
    if (user.status !== 'registered') throw new BadRequestError('A player of the match has no account any more');
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
    const handicapIndex = user.useAppIndex && app.appHandicapIndex !== null ? app.appHandicapIndex : user.handicap;
    if (handicapIndex === null) {
      throw new BadRequestError(`${name} has no handicap index yet: they set it on their profile before the match is made`);
    }
    return { playerId: randomUUID(), userId, name, handicapIndex };
  };
  return [await Promise.all(teams[0].map(playerOf)), await Promise.all(teams[1].map(playerOf))];
}
