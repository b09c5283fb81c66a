import { sql } from 'slonik';
import { z } from 'zod';
import type { RecordedEvent } from '@golf/events';
import {
  CourseHandicapAdjusted,
  CourseHandicapsCalculated,
  RoundAdded,
  RoundConfirmed,
  RoundCourseChosen,
  RoundRemoved,
  RoundStarted,
  TeeChosen,
  positionAfterRoundRemoved,
} from '@golf/events';
import { refreshCourseUsage, refreshQuotas, touchGame, upsertPlayerRound, type Tx } from './game-rows.ts';

type Handler = (tx: Tx, event: RecordedEvent) => Promise<void>;
const occurredAt = (event: RecordedEvent) => event.metadata.occurredAt;

/** A round gets its course. Another course than before has other tees: the round's player rounds go. */
async function roundCourse(tx: Tx, event: RecordedEvent, data: { gameId: string; roundNumber: number; courseId: string; courseHoles: number }) {
  const { gameId, roundNumber, courseId, courseHoles } = data;
  await tx.query(sql.unsafe`
    DELETE FROM read.player_rounds pr USING read.game_rounds r
    WHERE r.game_id = ${gameId} AND r.round_number = ${roundNumber} AND r.course_id <> ${courseId}
      AND pr.game_id = r.game_id AND pr.round_number = r.round_number
  `);
  await tx.query(sql.unsafe`
    INSERT INTO read.game_rounds (game_id, round_number, course_id, course_holes) VALUES (${gameId}, ${roundNumber}, ${courseId}, ${courseHoles})
    ON CONFLICT (game_id, round_number) DO UPDATE SET
      confirmed = CASE WHEN read.game_rounds.course_id = EXCLUDED.course_id THEN read.game_rounds.confirmed ELSE false END,
      course_id = EXCLUDED.course_id, course_holes = EXCLUDED.course_holes
  `);
  await tx.query(sql.unsafe`
    UPDATE read.games SET number_of_rounds = greatest(number_of_rounds, ${roundNumber}), updated_at = ${occurredAt(event)} WHERE id = ${gameId}
  `);
  await refreshCourseUsage(tx, gameId);
  await refreshQuotas(tx, gameId);
}

const Position = z.object({ currentRound: z.number(), currentHole: z.number(), numberOfRounds: z.number() });

/** Handlers of the round events: courses, tees, course handicaps, confirmation and start. */
export const roundHandlers: Record<string, Handler> = {
  [RoundCourseChosen.type]: (tx, event) => roundCourse(tx, event, RoundCourseChosen.schema.parse(event.data)),
  [RoundAdded.type]: (tx, event) => roundCourse(tx, event, RoundAdded.schema.parse(event.data)),

  [RoundRemoved.type]: async (tx, event) => {
    const { gameId, roundNumber } = RoundRemoved.schema.parse(event.data);
    for (const table of ['player_rounds', 'game_rounds']) {
      const target = sql.identifier(['read', table]);
      await tx.query(sql.unsafe`DELETE FROM ${target} WHERE game_id = ${gameId} AND round_number = ${roundNumber}`);
      // Through negative numbers, so no row ever takes a number still held by another.
      await tx.query(sql.unsafe`UPDATE ${target} SET round_number = -(round_number - 1) WHERE game_id = ${gameId} AND round_number > ${roundNumber}`);
      await tx.query(sql.unsafe`UPDATE ${target} SET round_number = -round_number WHERE game_id = ${gameId} AND round_number < 0`);
    }
    const position = await tx.maybeOne(sql.type(Position)`
      SELECT current_round AS "currentRound", current_hole AS "currentHole", number_of_rounds AS "numberOfRounds" FROM read.games WHERE id = ${gameId}
    `);
    if (position) {
      const next = positionAfterRoundRemoved(position, roundNumber);
      await tx.query(sql.unsafe`
        UPDATE read.games SET current_round = ${next.currentRound}, current_hole = ${next.currentHole}, number_of_rounds = ${next.numberOfRounds},
          updated_at = ${occurredAt(event)}
        WHERE id = ${gameId}
      `);
    }
    await refreshCourseUsage(tx, gameId);
  },

  [TeeChosen.type]: async (tx, event) => {
    const d = TeeChosen.schema.parse(event.data);
    await upsertPlayerRound(tx, d.gameId, d.playerId, d.roundNumber, sql.fragment`tee_set_id = ${d.teeSetId}`);
    await touchGame(tx, d.gameId, occurredAt(event));
  },

  [CourseHandicapsCalculated.type]: async (tx, event) => {
    const d = CourseHandicapsCalculated.schema.parse(event.data);
    // Every player's row of the round in one statement: created if missing, then set (a player listed twice: the last one).
    const players = [...new Map(d.players.map((p) => [p.playerId, p])).values()];
    await tx.query(sql.unsafe`
      INSERT INTO read.player_rounds (game_id, player_id, round_number, tee_set_id, handicap_index, course_handicap, handicap_manually_adjusted)
      SELECT ${d.gameId}, p."playerId", ${d.roundNumber}, p."teeSetId", p."handicapIndex", p."courseHandicap", false
      FROM json_to_recordset(${JSON.stringify(players)}::json) AS p("playerId" uuid, "teeSetId" uuid, "handicapIndex" float8, "courseHandicap" int)
      ON CONFLICT (game_id, player_id, round_number) DO UPDATE SET
        tee_set_id = EXCLUDED.tee_set_id, handicap_index = EXCLUDED.handicap_index, course_handicap = EXCLUDED.course_handicap,
        handicap_manually_adjusted = false
    `);
    await refreshQuotas(tx, d.gameId);
    await touchGame(tx, d.gameId, occurredAt(event));
  },

  [CourseHandicapAdjusted.type]: async (tx, event) => {
    const d = CourseHandicapAdjusted.schema.parse(event.data);
    await upsertPlayerRound(tx, d.gameId, d.playerId, d.roundNumber, sql.fragment`course_handicap = ${d.courseHandicap}, handicap_manually_adjusted = true`);
    await refreshQuotas(tx, d.gameId);
    await touchGame(tx, d.gameId, occurredAt(event));
  },

  [RoundConfirmed.type]: async (tx, event) => {
    const { gameId, roundNumber } = RoundConfirmed.schema.parse(event.data);
    await tx.query(sql.unsafe`UPDATE read.game_rounds SET confirmed = true WHERE game_id = ${gameId} AND round_number = ${roundNumber}`);
    await touchGame(tx, gameId, occurredAt(event));
  },

  [RoundStarted.type]: async (tx, event) => {
    const { gameId, roundNumber } = RoundStarted.schema.parse(event.data);
    await tx.query(sql.unsafe`UPDATE read.game_rounds SET status = 'in_progress' WHERE game_id = ${gameId} AND round_number = ${roundNumber}`);
    // Play moves to a round started elsewhere than the current one, at its hole 1.
    await tx.query(sql.unsafe`
      UPDATE read.games SET
        current_hole = CASE WHEN current_round = ${roundNumber} THEN current_hole ELSE 1 END,
        current_round = ${roundNumber},
        updated_at = ${occurredAt(event)}
      WHERE id = ${gameId}
    `);
  },
};
