import { sql, type CommonQueryMethods } from 'slonik';
import type { DerivedHoleScore } from '@golf/golf';
import type { RecordedEvent } from '@golf/events';
import { ScoreCorrected, ScoreEntered } from '@golf/events';

/** A hole score as ScoreEntered / ScoreCorrected events of a batch record it, not yet written. */
export interface PendingScore {
  id: string;
  gameId: string;
  playerId: string;
  roundNumber: number;
  holeNumber: number;
  strokes: number;
  /** The strokes the row is created with as its net: the first event's, as a row inserted by it alone would hold. */
  initialNet: number;
  enteredBy: string | null;
  access: string;
  enteredAt: string;
  updatedAt: string;
}

/**
 * Scores recorded in a batch, written together instead of one statement per event: by the
 * recompute of their game (with their derived values, see writePendingScores), or raw when
 * something reads hole_scores first (a recalculation, a round or player removed, a deleted
 * game). Two events for the same score in one batch merge into the row their statements in
 * turn would leave: created by the first (its entry time and strokes as net), then strokes,
 * writer and access of the last.
 */
export class PendingScores {
  /** By game, then by score id. */
  private readonly games = new Map<string, Map<string, PendingScore>>();

  /** Records a ScoreEntered or ScoreCorrected; answers its game. */
  record(event: RecordedEvent): string {
    const data = event.type === 'ScoreEntered' ? ScoreEntered.schema.parse(event.data) : ScoreCorrected.schema.parse(event.data);
    const at = event.metadata.occurredAt;
    // Lower case, as PostgreSQL shows uuids: pending scores are matched with stored ones by id.
    const id = data.scoreId.toLowerCase();
    const gameId = data.gameId.toLowerCase();
    let rows = this.games.get(gameId);
    if (!rows) this.games.set(gameId, (rows = new Map()));
    const earlier = rows.get(id);
    rows.set(id, {
      id,
      gameId,
      playerId: earlier?.playerId ?? data.playerId.toLowerCase(),
      roundNumber: earlier?.roundNumber ?? data.roundNumber,
      holeNumber: earlier?.holeNumber ?? data.holeNumber,
      strokes: data.strokes,
      initialNet: earlier?.initialNet ?? data.strokes,
      enteredBy: data.enteredByUserId,
      access: data.access,
      enteredAt: earlier?.enteredAt ?? at,
      updatedAt: at,
    });
    return gameId;
  }

  /** How many scores of this game are pending. */
  count(gameId: string): number {
    return this.games.get(gameId.toLowerCase())?.size ?? 0;
  }

  /** Removes and answers the pending scores of these games, by game. */
  take(gameIds: readonly string[]): Map<string, PendingScore[]> {
    const taken = new Map<string, PendingScore[]>();
    for (const gameId of gameIds) {
      const rows = this.games.get(gameId.toLowerCase());
      if (!rows) continue;
      this.games.delete(gameId.toLowerCase());
      taken.set(gameId.toLowerCase(), [...rows.values()]);
    }
    return taken;
  }

  /** Writes every pending score raw (see writePendingScores). */
  async flush(db: CommonQueryMethods): Promise<void> {
    const rows = [...this.games.values()].flatMap((game) => [...game.values()]);
    this.games.clear();
    await writePendingScores(db, rows);
  }
}

/**
 * Writes recorded scores in one statement (one JSON document: PostgreSQL parses it faster than
 * a dozen array parameters). Raw, a new row's net starts as its strokes with no baseline, and a
 * changed one keeps its derived values but loses its baseline: the next recompute derives them.
 * With `derived` (a recompute that overlaid them on its game), each row gets its values and,
 * being entered or corrected just now, takes them as its baseline: the row a raw write followed
 * by that recompute would leave, in one write instead of two.
 */
export async function writePendingScores(db: CommonQueryMethods, rows: readonly PendingScore[], derived?: ReadonlyMap<string, DerivedHoleScore>): Promise<void> {
  if (rows.length === 0) return;
  if (!derived) {
    await db.query(sql.unsafe`
      INSERT INTO read.hole_scores (id, game_id, player_id, round_number, hole_number, strokes, net_score, entered_by_user_id, access, entered_at, updated_at)
      SELECT r.id, r."gameId", r."playerId", r."roundNumber", r."holeNumber", r.strokes, r."initialNet", r."enteredBy", r.access, r."enteredAt", r."updatedAt"
      FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(id uuid, "gameId" uuid, "playerId" uuid, "roundNumber" int, "holeNumber" int,
        strokes int, "initialNet" int, "enteredBy" uuid, access text, "enteredAt" timestamptz, "updatedAt" timestamptz)
      ON CONFLICT (id) DO UPDATE SET
        strokes = EXCLUDED.strokes, entered_by_user_id = EXCLUDED.entered_by_user_id, access = EXCLUDED.access,
        updated_at = EXCLUDED.updated_at, baseline_net_score = NULL, baseline_points = NULL
    `);
    return;
  }
  const withValues = rows.map((row) => {
    const values = derived.get(row.id);
    if (!values) throw new Error(`Score ${row.id} was overlaid on its game but not derived`);
    return { ...row, netScore: values.netScore, points: values.points, strokesReceived: values.strokesReceived };
  });
  await db.query(sql.unsafe`
    INSERT INTO read.hole_scores (id, game_id, player_id, round_number, hole_number, strokes, net_score, points, strokes_received,
      baseline_net_score, baseline_points, entered_by_user_id, access, entered_at, updated_at)
    SELECT r.id, r."gameId", r."playerId", r."roundNumber", r."holeNumber", r.strokes, r."netScore", r.points, r."strokesReceived",
      r."netScore", r.points, r."enteredBy", r.access, r."enteredAt", r."updatedAt"
    FROM json_to_recordset(${JSON.stringify(withValues)}::json) AS r(id uuid, "gameId" uuid, "playerId" uuid, "roundNumber" int, "holeNumber" int,
      strokes int, "netScore" int, points float8, "strokesReceived" int, "enteredBy" uuid, access text, "enteredAt" timestamptz, "updatedAt" timestamptz)
    ON CONFLICT (id) DO UPDATE SET
      strokes = EXCLUDED.strokes, entered_by_user_id = EXCLUDED.entered_by_user_id, access = EXCLUDED.access, updated_at = EXCLUDED.updated_at,
      net_score = EXCLUDED.net_score, points = EXCLUDED.points, strokes_received = EXCLUDED.strokes_received,
      baseline_net_score = EXCLUDED.baseline_net_score, baseline_points = EXCLUDED.baseline_points
  `);
}
