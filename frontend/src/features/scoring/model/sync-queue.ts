import type { QueuedAdvance, QueuedScore } from '../api/enter-score.ts';
import { refusalOf, type SaveRefusal } from './save-refusal.ts';
import { savedKey } from './scoring-round.ts';

/**
 * A score save as the phone's queue holds it: `waiting` to be sent (no connection yet, or in
 * flight), `sent` (the API recorded it), or `refused` by the API (a conflict or another refusal).
 */
export type QueuedScoreItem = {
  score: QueuedScore;
  state: 'waiting' | 'sent' | 'refused';
  /** When it was queued (ms since epoch). */
  queuedAt: number;
  refusal: SaveRefusal | null;
};

/** What TanStack Query keeps of a mutation that this model reads. */
export type QueuedMutation<TVariables> = {
  status: 'idle' | 'pending' | 'success' | 'error';
  variables: TVariables | undefined;
  submittedAt: number;
  error: unknown;
};

const STATES = { pending: 'waiting', success: 'sent', error: 'refused' } as const;

/** The game's queued score saves, oldest first. */
export function queuedScoreItems(mutations: readonly QueuedMutation<QueuedScore>[], gameId: string): QueuedScoreItem[] {
  return mutations
    .flatMap((mutation): QueuedScoreItem[] => {
      const { variables: score, status } = mutation;
      if (!score || score.gameId !== gameId || status === 'idle') return [];
      return [{ score, state: STATES[status], queuedAt: mutation.submittedAt, refusal: status === 'error' ? refusalOf(mutation.error) : null }];
    })
    .sort((a, b) => a.queuedAt - b.queuedAt);
}

/**
 * The strokes the scoring screen shows as recorded for a round: the server's, then every save
 * still waiting (in order), and those sent after the server's copy was read (the refresh is on
 * its way). A refused save is not recorded: the server's value stays.
 */
export function savedWithQueue(saved: ReadonlyMap<string, number>, items: readonly QueuedScoreItem[], roundNumber: number, readAt: number): Map<string, number> {
  const merged = new Map(saved);
  for (const { score, state, queuedAt } of items) {
    if (score.roundNumber !== roundNumber) continue;
    if (state === 'waiting' || (state === 'sent' && queuedAt >= readAt)) merged.set(savedKey(score.playerId, score.holeNumber), score.strokes);
  }
  return merged;
}

/** Where play is once the queued moves are applied: the furthest hole of this round that a waiting (or just sent) move reached. */
export function currentHoleWithQueue(
  currentHole: number,
  currentRound: number,
  moves: readonly QueuedMutation<QueuedAdvance>[],
  gameId: string,
  readAt: number,
): number {
  let hole = currentHole;
  for (const { variables: move, status, submittedAt } of moves) {
    if (!move || move.gameId !== gameId || move.roundNumber !== currentRound) continue;
    if (status === 'pending' || (status === 'success' && submittedAt >= readAt)) hole = Math.max(hole, move.currentHole);
  }
  return hole;
}

/** A hole's mark in the hole picker: scores waiting to be sent, or a save that needs the player's decision. */
export type HoleSyncMark = 'waiting' | 'refused';

/** Marks of the round's holes; a refusal outweighs waiting saves on the same hole. */
export function holeSyncMarks(items: readonly QueuedScoreItem[], roundNumber: number): Map<number, HoleSyncMark> {
  const marks = new Map<number, HoleSyncMark>();
  for (const { score, state } of items) {
    if (score.roundNumber !== roundNumber || state === 'sent') continue;
    if (state === 'refused' || !marks.has(score.holeNumber)) marks.set(score.holeNumber, state);
  }
  return marks;
}

/** Saves still to be sent. */
export const waitingCount = (items: readonly QueuedScoreItem[]) => items.filter((item) => item.state === 'waiting').length;

/** The refused saves, which stay on screen until the player keeps theirs or sends again. */
export const refusedItems = (items: readonly QueuedScoreItem[]) => items.filter((item) => item.state === 'refused');

const scores = (count: number) => `${count} ${count === 1 ? 'score' : 'scores'}`;

/** The status line of the scoring screen: what waits, else what was refused, else all synced. */
export function syncStatusText(waiting: number, refused: number): string {
  if (waiting > 0) return `${scores(waiting)} waiting to sync`;
  if (refused > 0) return `${scores(refused)} not synced`;
  return 'All scores synced';
}

/**
 * What a refused save says, e.g. "Hole 5: Alex's score was changed to 4 by someone else; yours
 * was 5". A save of another round names its round too.
 */
export function refusalText(item: QueuedScoreItem, playerName: string, currentRound: number): string {
  const { score, refusal } = item;
  const where = score.roundNumber === currentRound ? `Hole ${score.holeNumber}` : `Round ${score.roundNumber}, hole ${score.holeNumber}`;
  if (refusal?.theirs != null) {
    return `${where}: ${playerName}'s score was changed to ${refusal.theirs} by someone else; yours was ${score.strokes}`;
  }
  return `${where}: ${playerName}'s ${score.strokes} was not saved. ${refusal?.message ?? 'The server refused it.'}`;
}
