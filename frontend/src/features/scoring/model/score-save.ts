import type { HoleFactsChange } from '@golf/contracts';
import { randomUuid } from '../../../lib/random-uuid.ts';

/**
 * A player's gross strokes on a hole of a round (the server derives net and points), with the
 * strokes the phone showed as recorded there before: null when it showed none, absent when the
 * save should replace whatever is there (the player chose "send mine" after a conflict).
 * `onBehalf`: entered on purpose for a player whose own phone scores them (decision 0700); kept
 * with the save in the offline queue, so a save resumed after a reload says so too.
 */
export type ScoreToSave = {
  playerId: string;
  roundNumber: number;
  holeNumber: number;
  strokes: number;
  expectedStrokes?: number | null;
  onBehalf?: true;
  /** The hole facts changed on the row (null: cleared); absent when the facts were left alone (decision 0805). */
  facts?: HoleFactsChange;
};

/**
 * A score with the Idempotency-Key it is always sent with: made when the player saved, so the
 * retry of a call that reached the API before the connection dropped (or the resumed save after
 * a reload) is recorded once.
 */
export type KeyedScore = ScoreToSave & { idempotencyKey: string };

/**
 * One save of the scoring screen, the variables of one mutation (TanStack's offline example):
 * a hole's scores, sent in order, and where play moves once every one of them is in (an admin's
 * Next Hole). It is stored with the offline queue, so it holds everything needed to send it
 * after a reload. `keepalive`: it was made while the page was being hidden or closed.
 */
export type ScoreSave = {
  /** Names the save in the queue. */
  id: string;
  gameId: string;
  scores: KeyedScore[];
  moveTo: { roundNumber: number; currentHole: number } | null;
  keepalive?: boolean;
};

type SaveOptions = { moveTo?: ScoreSave['moveTo']; keepalive?: boolean; newKey?: () => string };

/** A new save of `scores`: each gets a fresh Idempotency-Key. */
export function newScoreSave(
  gameId: string,
  scores: readonly ScoreToSave[],
  { moveTo = null, keepalive, newKey = randomUuid }: SaveOptions = {},
): ScoreSave {
  return {
    id: newKey(),
    gameId,
    scores: scores.map((score) => ({ ...score, idempotencyKey: newKey() })),
    moveTo,
    ...(keepalive ? { keepalive: true } : {}),
  };
}

/**
 * Where a refused save stands: a save stops at the first refusal, so the scores before it were
 * recorded, the refused one waits for the player's decision, and the rest are held behind it.
 */
export function splitAtRefusal(
  save: ScoreSave,
  refusedPlayerId: string,
): { sent: KeyedScore[]; refused: KeyedScore | null; held: KeyedScore[] } {
  const index = save.scores.findIndex((score) => score.playerId === refusedPlayerId);
  if (index === -1) return { sent: [], refused: null, held: save.scores };
  return { sent: save.scores.slice(0, index), refused: save.scores[index]!, held: save.scores.slice(index + 1) };
}

/**
 * The player's answer to a refusal. A conflict: keep theirs (drop mine) or send mine again as a
 * new save that replaces whatever is there. Another refusal: discard it, or try the same save
 * again (same Idempotency-Key).
 */
export type RefusalChoice = 'keep-theirs' | 'send-mine' | 'discard' | 'try-again';

/**
 * What goes to the queue once the player answered the refusal of `refusedPlayerId`: the scores
 * held behind it, after the refused one when it is sent again; null when nothing is left. Play
 * does not move by itself: the player presses Next Hole again.
 */
export function saveAfterRefusal(
  save: ScoreSave,
  refusedPlayerId: string,
  choice: RefusalChoice,
  newKey: () => string = randomUuid,
): ScoreSave | null {
  const { refused, held } = splitAtRefusal(save, refusedPlayerId);
  const again: KeyedScore[] = [];
  if (refused && choice === 'try-again') again.push(refused);
  if (refused && choice === 'send-mine') {
    const { expectedStrokes: _mine, ...score } = refused;
    again.push({ ...score, idempotencyKey: newKey() });
  }
  const scores = [...again, ...held];
  return scores.length === 0 ? null : { id: newKey(), gameId: save.gameId, scores, moveTo: null };
}

const sameSlot = (a: ScoreToSave, b: ScoreToSave) =>
  a.playerId === b.playerId && a.roundNumber === b.roundNumber && a.holeNumber === b.holeNumber;

/**
 * A save that went through settles an earlier refused one when it recorded every score the
 * refused save still had to send (the refused one and those held behind it): the refusal is no
 * longer the question.
 */
export function isSettledBy(refused: ScoreSave, refusedPlayerId: string, saved: ScoreSave): boolean {
  if (refused.gameId !== saved.gameId) return false;
  const { refused: score, held } = splitAtRefusal(refused, refusedPlayerId);
  const unsent = score ? [score, ...held] : held;
  return unsent.every((left) => saved.scores.some((done) => sameSlot(left, done)));
}
