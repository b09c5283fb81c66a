import { sql, type DatabaseTransactionConnection } from 'slonik';
import { z } from 'zod';
import {
  eventParser,
  evolveAccessGrants,
  gameEvents,
  type AccessGrant,
  type GameEventWithMetadata,
  type RecordedEvent,
} from '@golf/events';
import type { BatchProjection } from '../projection.ts';

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

const GrantRow = z.object({
  gameId: z.string(),
  grantId: z.string(),
  userId: z.string().nullable(),
  email: z.string().nullable(),
  level: z.enum(['admin', 'player', 'viewer']),
  via: z.enum(['creator', 'code', 'email_share', 'player_account']),
  playerIds: z.array(z.string()),
  playerName: z.string().nullable(),
  grantedBy: z.string().nullable(),
});

/** The stored grants of these games, by game. */
async function storedGrants(tx: DatabaseTransactionConnection, gameIds: readonly string[]): Promise<Map<string, AccessGrant[]>> {
  const grants = new Map<string, AccessGrant[]>(gameIds.map((gameId) => [gameId, []]));
  if (gameIds.length === 0) return grants;
  const rows = await tx.any(sql.type(GrantRow)`
    SELECT game_id AS "gameId", grant_id AS "grantId", user_id AS "userId", email, access_level AS "level", via,
      player_ids::text[] AS "playerIds", player_name AS "playerName", granted_by AS "grantedBy"
    FROM read.game_access WHERE game_id = ANY(${sql.array(gameIds, 'uuid')})
  `);
  for (const { gameId, ...grant } of rows) grants.get(gameId)?.push(grant);
  return grants;
}

/** One game's grants through the batch: as stored, as they end, and whether the game was deleted on the way. */
interface GameGrants {
  before: readonly AccessGrant[];
  after: readonly AccessGrant[];
  deleted: boolean;
}

/** Writes what moved: the deleted games' rows go, then each game's grants gone and changed, a few statements for the batch. */
async function writeGrants(tx: DatabaseTransactionConnection, games: ReadonlyMap<string, GameGrants>): Promise<void> {
  const deleted = [...games].filter(([, game]) => game.deleted).map(([gameId]) => gameId);
  const gone: string[] = [];
  const rows: Array<Record<string, unknown>> = [];
  for (const [gameId, { before, after, deleted }] of games) {
    // A deleted game's rows are all gone: what it holds after (nothing, as a rule) is written afresh.
    const previous = new Map(deleted ? [] : before.map((grant) => [grant.grantId, grant]));
    const kept = new Set(after.map((grant) => grant.grantId));
    for (const grant of previous.values()) if (!kept.has(grant.grantId)) gone.push(grant.grantId);
    for (const grant of after) {
      const old = previous.get(grant.grantId);
      if (old && same(old, grant)) continue;
      rows.push({
        grant_id: grant.grantId,
        game_id: gameId,
        user_id: grant.userId,
        email: grant.email,
        access_level: grant.level,
        via: grant.via,
        player_ids: grant.playerIds,
        player_name: grant.playerName,
        granted_by: grant.grantedBy,
      });
    }
  }
  if (deleted.length > 0) await tx.query(sql.unsafe`DELETE FROM read.game_access WHERE game_id = ANY(${sql.array(deleted, 'uuid')})`);
  if (gone.length > 0) await tx.query(sql.unsafe`DELETE FROM read.game_access WHERE grant_id = ANY(${sql.array(gone, 'uuid')})`);
  if (rows.length === 0) return;
  await tx.query(sql.unsafe`
    INSERT INTO read.game_access (grant_id, game_id, user_id, email, access_level, via, player_ids, player_name, granted_by)
    SELECT grant_id, game_id, user_id, email, access_level, via, player_ids, player_name, granted_by
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS d(grant_id uuid, game_id uuid, user_id uuid, email text,
      access_level text, via text, player_ids uuid[], player_name text, granted_by uuid)
    ON CONFLICT (grant_id) DO UPDATE SET
      game_id = EXCLUDED.game_id, user_id = EXCLUDED.user_id, email = EXCLUDED.email, access_level = EXCLUDED.access_level,
      via = EXCLUDED.via, player_ids = EXCLUDED.player_ids, player_name = EXCLUDED.player_name, granted_by = EXCLUDED.granted_by
  `);
}

/**
 * read.game_access (read-db migration 0007): a game's grants, folded from its own events with the
 * same evolveAccessGrants the command side uses, and stored one row per grant. A batch reads the
 * grants of its games once, folds each game's events in memory and writes the rows that moved in
 * a few statements (decision 0863), where one event at a time took two round trips.
 */
export const gameAccessProjection: BatchProjection = {
  name: 'game-access',
  handles: HANDLED,
  async applyBatch(tx, events) {
    const byGame = new Map<string, GameEventWithMetadata[]>();
    for (const event of events) {
      const gameEvent = parsed(event);
      // A player added without an account (or recorded since access has its own events) grants nothing.
      if (gameEvent.type === 'PlayerAdded' && evolveAccessGrants([], gameEvent).length === 0) continue;
      const gameId = gameEvent.data.gameId.toLowerCase();
      const list = byGame.get(gameId);
      if (list) list.push(gameEvent);
      else byGame.set(gameId, [gameEvent]);
    }
    // A game created in the batch starts with no grants: only the others' are read.
    const stored = await storedGrants(
      tx,
      [...byGame].filter(([, list]) => list[0]!.type !== 'GameCreated').map(([gameId]) => gameId),
    );
    const games = new Map<string, GameGrants>();
    for (const [gameId, list] of byGame) {
      const before = stored.get(gameId) ?? [];
      let grants: readonly AccessGrant[] = before;
      let deleted = false;
      for (const gameEvent of list) {
        if (gameEvent.type === 'GameDeleted') {
          grants = [];
          deleted = true;
        } else grants = evolveAccessGrants(gameEvent.type === 'GameCreated' ? [] : grants, gameEvent);
      }
      games.set(gameId, { before, after: grants, deleted });
    }
    await writeGrants(tx, games);
  },
};
