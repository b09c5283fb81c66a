import type { DatabasePool } from 'slonik';
import type { EventStore } from '@golf/events';
import type { UserView } from '@golf/contracts';
import { getUserById, type UserRow } from '@golf/read-db';
import { loadUser, userViewOf, type UserState } from './user.ts';

function userViewOfRow(row: UserRow): UserView {
  return { ...row, authProvider: row.authProvider === 'external' ? 'external' : 'local' };
}

/**
 * The user view of `userId` from the users read table. The table lags the log by a moment, so a
 * user who registered just now (and is not in it yet) is folded from their stream instead, or
 * taken from `folded` when the caller folded it already.
 */
export async function findUserView(
  deps: { pool: DatabasePool; store: EventStore },
  userId: string,
  folded?: UserState,
): Promise<UserView | null> {
  const row = await getUserById(deps.pool, userId);
  if (row) return userViewOfRow(row);
  const state = folded ?? (await loadUser(deps.store, userId)).state;
  return state.status === 'registered' ? userViewOf(state) : null;
}
