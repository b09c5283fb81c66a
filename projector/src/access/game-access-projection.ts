import { sql, type DatabaseTransactionConnection } from 'slonik';
import {
  eventParser,
  evolveAccessGrants,
  gameEvents,
  type AccessGrant,
  type GameEventWithMetadata,
  type RecordedEvent,
} from '@golf/events';
import { listGameAccess, type GameAccessRow } from '@golf/read-db';
import type { EventProjection } from '../projection.ts';

/** Event types that can change a game's grants (evolveAccessGrants), and GameDeleted. */
const HANDLED = [
  'GameCreated',
  'PlayerAdded',
  'PlayerRemoved',
  'AccessGranted',
  'GameShared',
  'AccessChanged',
  'AccessRevoked',
  'InvitationAccepted',
  'GameDeleted',
];
const parseGameEvent = eventParser(gameEvents);

function grantOf(row: GameAccessRow): AccessGrant {
  const { gameId: _gameId, ...grant } = row;
  return grant;
}

function parsed(event: RecordedEvent): GameEventWithMetadata {
  const known = parseGameEvent(event);
  if (!known) throw new Error(`No schema for game event ${event.type}`);
  return known;
}

const same = (a: AccessGrant, b: AccessGrant) =>
  a.level === b.level &&
  a.via === b.via &&
  a.userId === b.userId &&
  a.email === b.email &&
  a.playerName === b.playerName &&
  a.grantedBy === b.grantedBy &&
  a.playerIds.join() === b.playerIds.join();

async function writeGrants(
  tx: DatabaseTransactionConnection,
  gameId: string,
  before: readonly AccessGrant[],
  after: readonly AccessGrant[],
) {
  const kept = new Set(after.map((grant) => grant.grantId));
  const gone = before.filter((grant) => !kept.has(grant.grantId)).map((grant) => grant.grantId);
  if (gone.length > 0) await tx.query(sql.unsafe`DELETE FROM read.game_access WHERE grant_id = ANY(${sql.array(gone, 'uuid')})`);
  const previous = new Map(before.map((grant) => [grant.grantId, grant]));
  for (const grant of after) {
    const old = previous.get(grant.grantId);
    if (old && same(old, grant)) continue;
    await tx.query(sql.unsafe`
      INSERT INTO read.game_access (grant_id, game_id, user_id, email, access_level, via, player_ids, player_name, granted_by)
      VALUES (${grant.grantId}, ${gameId}, ${grant.userId}, ${grant.email}, ${grant.level}, ${grant.via},
        ${sql.array(grant.playerIds, 'uuid')}, ${grant.playerName}, ${grant.grantedBy})
      ON CONFLICT (grant_id) DO UPDATE SET
        game_id = EXCLUDED.game_id, user_id = EXCLUDED.user_id, email = EXCLUDED.email, access_level = EXCLUDED.access_level,
        via = EXCLUDED.via, player_ids = EXCLUDED.player_ids, player_name = EXCLUDED.player_name, granted_by = EXCLUDED.granted_by
    `);
  }
}

/**
 * read.game_access (read-db migration 0007): a game's grants, folded from its own events with the
 * same evolveAccessGrants the command side uses, and stored one row per grant.
 */
export const gameAccessProjection: EventProjection = {
  name: 'game-access',
  handles: HANDLED,
  async apply(tx, event) {
    const gameEvent = parsed(event);
    const gameId = gameEvent.data.gameId.toLowerCase();
    if (gameEvent.type === 'GameDeleted') {
      await tx.query(sql.unsafe`DELETE FROM read.game_access WHERE game_id = ${gameId}`);
      return;
    }
    // A player added without an account (or recorded since access has its own events) grants nothing: no read needed.
    if (gameEvent.type === 'PlayerAdded' && evolveAccessGrants([], gameEvent).length === 0) return;
    const before = gameEvent.type === 'GameCreated' ? [] : (await listGameAccess(tx, gameId)).map(grantOf);
    const after = evolveAccessGrants(before, gameEvent);
    if (after !== before) await writeGrants(tx, gameId, before, after);
  },
};
