import { sql } from 'slonik';
import type { RecordedEvent } from '@golf/events';
import {
  CurrentHoleChanged,
  GameCodesRegenerated,
  GameCreated,
  GameDeleted,
  GameRenamed,
  GameSettingsChanged,
  GameStatusChanged,
  PayoutSet,
} from '@golf/events';
import { refreshCourseUsage, refreshQuotas, touchGame, type Tx } from './game-rows.ts';

type Handler = (tx: Tx, event: RecordedEvent) => Promise<void>;
const occurredAt = (event: RecordedEvent) => event.metadata.occurredAt;

async function upsertPayout(tx: Tx, gameId: string, payout: { position: number; betType: string; amountCents: number; description: string | null }) {
  await tx.query(sql.unsafe`
    INSERT INTO read.game_payouts (game_id, bet_type, position, amount_cents, description)
    VALUES (${gameId}, ${payout.betType}, ${payout.position}, ${payout.amountCents}, ${payout.description})
    ON CONFLICT (game_id, bet_type, position) DO UPDATE SET amount_cents = EXCLUDED.amount_cents, description = EXCLUDED.description
  `);
}

/** A game's current codes; a code some game holds already keeps its first game's row (a clash never stops the projector). */
async function insertCodes(tx: Tx, gameId: string, codes: { adminCode: string; playerCode: string; viewCode: string }) {
  const levels = [
    [codes.adminCode, 'admin'],
    [codes.playerCode, 'player'],
    [codes.viewCode, 'viewer'],
  ] as const;
  for (const [code, level] of levels) {
    await tx.query(sql.unsafe`
      INSERT INTO read.game_codes (code, game_id, access_level) VALUES (${code}, ${gameId}, ${level})
      ON CONFLICT (code) DO NOTHING
    `);
  }
}

/** Handlers of the game-level events: created, codes regenerated, renamed, settings, payouts, status, current hole, deleted. */
export const gameHandlers: Record<string, Handler> = {
  [GameCreated.type]: async (tx, event) => {
    const d = GameCreated.schema.parse(event.data);
    const at = occurredAt(event);
    await tx.query(sql.unsafe`
      INSERT INTO read.games (id, name, game_type, scoring_type, number_of_rounds, target_player_count, is_nassau,
        use_eighty_percent_handicap, points_system, trip_id, created_by, admin_code, player_code, view_code, created_at, updated_at)
      VALUES (${d.gameId}, ${d.name}, ${d.gameType}, ${d.scoringType}, ${d.numberOfRounds}, ${d.targetPlayerCount}, ${d.isNassau},
        ${d.useEightyPercentHandicap}, ${d.pointsSystem === null ? null : sql.jsonb(d.pointsSystem)}, ${d.tripId}, ${d.createdBy},
        ${d.adminCode}, ${d.playerCode}, ${d.viewCode}, ${at}, ${at})
      ON CONFLICT (id) DO UPDATE SET
        name = EXCLUDED.name, game_type = EXCLUDED.game_type, scoring_type = EXCLUDED.scoring_type,
        number_of_rounds = EXCLUDED.number_of_rounds, target_player_count = EXCLUDED.target_player_count,
        is_nassau = EXCLUDED.is_nassau, use_eighty_percent_handicap = EXCLUDED.use_eighty_percent_handicap,
        points_system = EXCLUDED.points_system, trip_id = EXCLUDED.trip_id, created_by = EXCLUDED.created_by,
        admin_code = EXCLUDED.admin_code, player_code = EXCLUDED.player_code, view_code = EXCLUDED.view_code,
        created_at = EXCLUDED.created_at, updated_at = EXCLUDED.updated_at
    `);
    for (const payout of d.payouts) await upsertPayout(tx, d.gameId, payout);
    await insertCodes(tx, d.gameId, d);
  },

  [GameCodesRegenerated.type]: async (tx, event) => {
    const d = GameCodesRegenerated.schema.parse(event.data);
    await tx.query(sql.unsafe`
      UPDATE read.games SET admin_code = ${d.adminCode}, player_code = ${d.playerCode}, view_code = ${d.viewCode},
        updated_at = ${occurredAt(event)} WHERE id = ${d.gameId}
    `);
    await tx.query(sql.unsafe`UPDATE read.game_codes SET retired = true WHERE game_id = ${d.gameId}`);
    await insertCodes(tx, d.gameId, d);
  },

  [GameRenamed.type]: async (tx, event) => {
    const { gameId, name } = GameRenamed.schema.parse(event.data);
    await tx.query(sql.unsafe`UPDATE read.games SET name = ${name}, updated_at = ${occurredAt(event)} WHERE id = ${gameId}`);
    await refreshCourseUsage(tx, gameId);
  },

  [GameSettingsChanged.type]: async (tx, event) => {
    const { gameId, changes: c } = GameSettingsChanged.schema.parse(event.data);
    const has = (field: keyof typeof c) => c[field] !== undefined;
    const points = c.pointsSystem === undefined || c.pointsSystem === null ? null : sql.jsonb(c.pointsSystem);
    await tx.query(sql.unsafe`
      UPDATE read.games SET
        scoring_type = CASE WHEN ${has('scoringType')} THEN ${c.scoringType ?? null}::text ELSE scoring_type END,
        number_of_rounds = CASE WHEN ${has('numberOfRounds')} THEN ${c.numberOfRounds ?? null}::int ELSE number_of_rounds END,
        target_player_count = CASE WHEN ${has('targetPlayerCount')} THEN ${c.targetPlayerCount ?? null}::int ELSE target_player_count END,
        points_system = CASE WHEN ${has('pointsSystem')} THEN ${points}::jsonb ELSE points_system END,
        is_nassau = CASE WHEN ${has('isNassau')} THEN ${c.isNassau ?? null}::boolean ELSE is_nassau END,
        use_eighty_percent_handicap = CASE WHEN ${has('useEightyPercentHandicap')} THEN ${c.useEightyPercentHandicap ?? null}::boolean
          ELSE use_eighty_percent_handicap END,
        updated_at = ${occurredAt(event)}
      WHERE id = ${gameId}
    `);
    if (has('scoringType')) await refreshQuotas(tx, gameId);
  },

  [PayoutSet.type]: async (tx, event) => {
    const d = PayoutSet.schema.parse(event.data);
    if (d.amountCents === 0) {
      await tx.query(sql.unsafe`DELETE FROM read.game_payouts WHERE game_id = ${d.gameId} AND bet_type = ${d.betType} AND position = ${d.position}`);
    } else {
      await upsertPayout(tx, d.gameId, d);
    }
    await touchGame(tx, d.gameId, occurredAt(event));
  },

  [GameStatusChanged.type]: async (tx, event) => {
    const { gameId, status } = GameStatusChanged.schema.parse(event.data);
    await tx.query(sql.unsafe`UPDATE read.games SET status = ${status}, updated_at = ${occurredAt(event)} WHERE id = ${gameId}`);
  },

  [CurrentHoleChanged.type]: async (tx, event) => {
    const { gameId, roundNumber, holeNumber } = CurrentHoleChanged.schema.parse(event.data);
    await tx.query(sql.unsafe`
      UPDATE read.games SET current_round = ${roundNumber}, current_hole = ${holeNumber}, updated_at = ${occurredAt(event)} WHERE id = ${gameId}
    `);
  },

  [GameDeleted.type]: async (tx, event) => {
    const { gameId } = GameDeleted.schema.parse(event.data);
    for (const table of ['course_usage', 'game_codes', 'game_payouts', 'player_rounds', 'game_rounds', 'game_players']) {
      await tx.query(sql.unsafe`DELETE FROM ${sql.identifier(['read', table])} WHERE game_id = ${gameId}`);
    }
    await tx.query(sql.unsafe`DELETE FROM read.games WHERE id = ${gameId}`);
  },
};
