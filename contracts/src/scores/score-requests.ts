import { z } from 'zod/mini';
import { typeError } from '../errors/zod-messages.ts';
import { RoundNumber, wholeNumber } from '../games/game-fields.ts';
import { factsChangeOf, HoleFactsFields } from './hole-facts-fields.ts';
import { scoreMessages } from './score-messages.ts';

/** Gross strokes on a hole: a whole number 1 … 15 (a form may send a numeric string). */
export const StrokesField = wholeNumber(scoreMessages.strokes, 1, 15);

/**
 * Net score and points are derived by the server from the strokes, the course handicap and the
 * tee (docs/golf-rules.md sections 2 and 3). A client may still send them (older clients do): they are
 * accepted and ignored.
 */
const ignoredDerived = z.optional(
  z.nullable(z.number({ error: typeError({ invalid: 'netScore and points are numbers (and are ignored: the server derives them)' }) })),
);

/**
 * The strokes the phone saw recorded for the hole before the player typed theirs; null when it
 * saw no score. Sent by phones that queue saves while offline, so a save that arrives late does
 * not silently replace what someone else recorded meanwhile.
 */
const ExpectedStrokesField = z.union([z.null(), wholeNumber(scoreMessages.expectedStrokes, 1, 15)], {
  error: scoreMessages.expectedStrokes,
});

/**
 * The writer enters this score for a player whose own phone scores them (another account holds
 * them: decision 0700) on purpose, as the scoring screen's "Enter for Rae" does. Without it such
 * a score is refused with 409 and nothing is recorded: a phone never saves a score for another
 * phone's player that nobody entered.
 */
const OnBehalfField = z.boolean({ error: typeError({ invalid: scoreMessages.onBehalf }) });

/**
 * POST /api/games/{gameId}/scores: a player's gross strokes on a hole of a round. The first
 * score for a hole is recorded as entered, a different value later as a correction, the same
 * value again changes nothing. The hole must be on the round's course (checked by the server).
 * With `expectedStrokes`, a hole whose recorded strokes are neither that value nor the new one
 * (someone else changed it meanwhile) is refused with 409 and nothing is recorded. A player whose
 * own phone scores them is scored from another phone only with `onBehalf: true` (else 409).
 * Beside the strokes, any of the hole's facts (`putts`, `fairway`, … : HoleFactsFields): absent
 * leaves a fact as recorded, null clears it; the command gets them as `facts`.
 */
export const EnterScoreBody = z.pipe(
  z.object({
    playerId: z
      .string({ error: typeError({ required: scoreMessages.playerRequired, invalid: scoreMessages.playerRequired }) })
      .check(z.uuid(scoreMessages.playerRequired)),
    roundNumber: RoundNumber,
    holeNumber: wholeNumber(scoreMessages.holeNumber, 1, 99),
    strokes: StrokesField,
    expectedStrokes: z.optional(ExpectedStrokesField),
    onBehalf: z.optional(OnBehalfField),
    ...HoleFactsFields,
    netScore: ignoredDerived,
    points: ignoredDerived,
  }),
  z.transform((body) => {
    const { playerId, roundNumber, holeNumber, strokes, expectedStrokes, onBehalf } = body;
    const facts = factsChangeOf(body);
    return {
      playerId,
      roundNumber,
      holeNumber,
      strokes,
      ...(expectedStrokes === undefined ? {} : { expectedStrokes }),
      ...(onBehalf === true ? { onBehalf: true as const } : {}),
      ...(facts === undefined ? {} : { facts }),
    };
  }),
);
export type EnterScoreBody = z.input<typeof EnterScoreBody>;
export type EnterScoreCommand = z.output<typeof EnterScoreBody>;

/**
 * PATCH /api/scores/{id}: new gross strokes for a hole score, and any of its facts (absent: kept
 * as recorded, null: cleared); netScore and points are ignored.
 */
export const CorrectScoreBody = z.pipe(
  z.object({ strokes: StrokesField, ...HoleFactsFields, netScore: ignoredDerived, points: ignoredDerived }),
  z.transform((body) => {
    const facts = factsChangeOf(body);
    return { strokes: body.strokes, ...(facts === undefined ? {} : { facts }) };
  }),
);
export type CorrectScoreBody = z.input<typeof CorrectScoreBody>;
export type CorrectScoreCommand = z.output<typeof CorrectScoreBody>;

/** POST /api/games/{id}/adjust-quotas: the round just completed; the next round's quotas follow (docs/golf-rules.md section 6). */
export const AdjustQuotasBody = z.object({ completedRound: RoundNumber });
export type AdjustQuotasBody = z.infer<typeof AdjustQuotasBody>;

/** Path parameters of the score reads. */
export const ScoreRoundParams = z.object({ id: z.string(), round: z.string() });
export const ScoreHoleParams = z.object({ id: z.string(), round: z.string(), hole: z.string() });
export const ScoreIdParam = z.object({ id: z.string() });
