import type { GameShareView } from '@golf/contracts';
import type { AccessGrant } from '@golf/events';
import { listUsersByIdOrEmail, type UserRow } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { tiedPlayerIds, type GameAccessFacts } from './access-rule.ts';

type Players = GameAccessFacts['players'];

/** The name shown for an account: first and last name, else the username. */
const displayName = (user: UserRow) => [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.username;

/** A grant as the Manage tab lists it, with its holder's name when an account holds it. */
export function shareViewOf(gameId: string, grant: AccessGrant, players: Players, users: readonly UserRow[]): GameShareView {
  if (grant.via === 'creator') throw new Error('The creator’s access is not a share');
  const holder = users.find((user) => (grant.userId ? user.id === grant.userId : user.email.toLowerCase() === grant.email));
  const holderId = grant.userId ?? holder?.id ?? null;
  const tied = grant.level === 'player' ? new Set(tiedPlayerIds(grant, players, holderId)) : new Set<string>();
  return {
    id: grant.grantId,
    gameId,
    accessLevel: grant.level,
    via: grant.via,
    email: grant.email ?? holder?.email ?? null,
    userId: holderId,
    name: holder ? displayName(holder) : null,
    playerName: grant.playerName,
    players: players.filter((player) => tied.has(player.id)).map(({ id, name }) => ({ id, name })),
    sharedByUserId: grant.grantedBy,
  };
}

/** The game's shares (every grant but the creator's), with their holders' names from the users read table. */
export async function shareViewsOf(
  deps: Pick<AppDeps, 'pool'>,
  gameId: string,
  grants: readonly AccessGrant[],
  players: Players,
): Promise<GameShareView[]> {
  const shares = grants.filter((grant) => grant.via !== 'creator');
  const users = await listUsersByIdOrEmail(
    deps.pool,
    shares.flatMap((grant) => (grant.userId ? [grant.userId] : [])),
    shares.flatMap((grant) => (grant.email ? [grant.email] : [])),
  );
  return shares.map((grant) => shareViewOf(gameId, grant, players, users));
}
