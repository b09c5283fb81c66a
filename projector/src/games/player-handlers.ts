import { sql } from 'slonik';
import type { RecordedEvent } from '@golf/events';
import { PlayerAdded, PlayerDetailsChanged, PlayerRemoved, TeamsAssigned } from '@golf/events';
import { storedTeamNumber } from '@golf/golf';
import { touchGame, type Tx } from './game-rows.ts';

type Handler = (tx: Tx, event: RecordedEvent) => Promise<void>;
const occurredAt = (event: RecordedEvent) => event.metadata.occurredAt;

/** Handlers of the player events: added, details changed, removed, teams assigned. */
export const playerHandlers: Record<string, Handler> = {
  [PlayerAdded.type]: async (tx, event) => {
    const d = PlayerAdded.schema.parse(event.data);
    // One round trip: the player, and the game's updated_at (a WITH statement always runs).
    await tx.query(sql.unsafe`
      WITH added AS (
        INSERT INTO read.game_players (id, game_id, name, handicap, ghin_id, user_id, team_number, added_position)
        VALUES (${d.playerId}, ${d.gameId}, ${d.name}, ${d.handicap}, ${d.ghinId}, ${d.userId}, ${d.teamNumber}, ${event.position})
        ON CONFLICT (id) DO UPDATE SET
          game_id = EXCLUDED.game_id, name = EXCLUDED.name, handicap = EXCLUDED.handicap, ghin_id = EXCLUDED.ghin_id,
          user_id = EXCLUDED.user_id, team_number = EXCLUDED.team_number, added_position = EXCLUDED.added_position
      )
      UPDATE read.games SET updated_at = ${occurredAt(event)} WHERE id = ${d.gameId}
    `);
  },

  [PlayerDetailsChanged.type]: async (tx, event) => {
    const { gameId, playerId, changes: c } = PlayerDetailsChanged.schema.parse(event.data);
    const has = (field: keyof typeof c) => c[field] !== undefined;
    await tx.query(sql.unsafe`
      UPDATE read.game_players SET
        name = CASE WHEN ${has('name')} THEN ${c.name ?? null}::text ELSE name END,
        handicap = CASE WHEN ${has('handicap')} THEN ${c.handicap ?? null}::double precision ELSE handicap END,
        ghin_id = CASE WHEN ${has('ghinId')} THEN ${c.ghinId ?? null}::text ELSE ghin_id END,
        team_number = CASE WHEN ${has('teamNumber')} THEN ${c.teamNumber ?? null}::int ELSE team_number END
      WHERE id = ${playerId} AND game_id = ${gameId}
    `);
    await touchGame(tx, gameId, occurredAt(event));
  },

  [PlayerRemoved.type]: async (tx, event) => {
    const { gameId, playerId } = PlayerRemoved.schema.parse(event.data);
    await tx.query(sql.unsafe`DELETE FROM read.player_rounds WHERE game_id = ${gameId} AND player_id = ${playerId}`);
    await tx.query(sql.unsafe`DELETE FROM read.game_players WHERE game_id = ${gameId} AND id = ${playerId}`);
    await touchGame(tx, gameId, occurredAt(event));
  },

  [TeamsAssigned.type]: async (tx, event) => {
    const { gameId, assignments } = TeamsAssigned.schema.parse(event.data);
    for (const { playerId, teamNumber } of assignments) {
      await tx.query(sql.unsafe`
        UPDATE read.game_players SET team_number = ${storedTeamNumber(teamNumber)} WHERE id = ${playerId} AND game_id = ${gameId}
      `);
    }
    await touchGame(tx, gameId, occurredAt(event));
  },
};
