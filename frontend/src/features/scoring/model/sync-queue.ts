import { playNotMovedMessage, refusalOf, type SaveRefusal } from './save-refusal.ts';
import { splitAtRefusal, type KeyedScore, type ScoreSave } from './score-save.ts';
import { savedKey } from './scoring-round.ts';

/**
 * A score in the phone's queue: `waiting` to be sent (no connection yet, in flight, or held
 * behind a refusal of its hole's save), `sent` (the API recorded it), or `refused` by the API
 * (a conflict or another refusal). `save` is the save it belongs to.
 */
export type QueuedScoreItem = {
  score: KeyedScore;
  save: ScoreSave;
  state: 'waiting' | 'sent' | 'refused';
  /** When its save was made (ms since epoch). */
  queuedAt: number;
  /** When its save got its answer, else when it was made: a read that reached the phone earlier may not hold it. */
  answeredAt: number;
  refusal: SaveRefusal | null;
};

/** What TanStack Query keeps of a mutation that this model reads. */
export type QueuedMutation<TVariables> = {
  status: 'idle' | 'pending' | 'success' | 'error';
  variables: TVariables | undefined;
  submittedAt: number;
  error: unknown;
  /** Pending without a try under way: no connection, or behind an earlier save. */
  isPaused?: boolean;
  /** Tries that got no answer so far. */
  failureCount?: number;
  /** When the API answered it, if on this page's life (see score-save-cache.ts). */
  answeredAt?: number;
};

type ItemState = QueuedScoreItem['state'];

/** Each score of a save with its state: a refused save was recorded up to the refusal and holds the rest. */
function scoresWithState({
  status,
  variables: save,
  error,
}: QueuedMutation<ScoreSave> & { variables: ScoreSave }): Array<[KeyedScore, ItemState, SaveRefusal | null]> {
  if (status !== 'error') return save.scores.map((score) => [score, status === 'success' ? 'sent' : 'waiting', null]);
  // Play was not moved: every score was recorded.
  if (playNotMovedMessage(error) !== null) return save.scores.map((score) => [score, 'sent', null]);
  // Any other failure without a player's refusal stops the save at its first score.
  const refusal = refusalOf(error);
  const { sent, refused, held } = splitAtRefusal(save, refusal?.playerId ?? save.scores[0]?.playerId ?? '');
  return [
    ...sent.map((score): [KeyedScore, ItemState, null] => [score, 'sent', null]),
    ...(refused ? [[refused, 'refused', refusal] as [KeyedScore, ItemState, SaveRefusal]] : []),
    ...held.map((score): [KeyedScore, ItemState, null] => [score, 'waiting', null]),
  ];
}

/** The game's queued scores, oldest save first, each save's scores in the order sent. */
export function queuedScoreItems(mutations: readonly QueuedMutation<ScoreSave>[], gameId: string): QueuedScoreItem[] {
  return mutations
    .filter(
      (mutation): mutation is QueuedMutation<ScoreSave> & { variables: ScoreSave } =>
        mutation.variables?.gameId === gameId && mutation.status !== 'idle',
    )
    .sort((a, b) => a.submittedAt - b.submittedAt)
    .flatMap((mutation) =>
      scoresWithState(mutation).map(([score, state, refusal]) => ({
        score,
        save: mutation.variables,
        state,
        queuedAt: mutation.submittedAt,
        answeredAt: mutation.answeredAt ?? mutation.submittedAt,
        refusal,
      })),
    );
}

/**
 * The strokes the scoring screen shows as recorded for a round: the server's, then every save
 * still waiting (in order), and those answered after the server's copy reached the phone (the
 * refresh is on its way: a copy read while the save was under way may not hold it). A refused
 * save is not recorded: the server's value stays.
 */
export function savedWithQueue(
  saved: ReadonlyMap<string, number>,
  items: readonly QueuedScoreItem[],
  roundNumber: number,
  readAt: number,
): Map<string, number> {
  const merged = new Map(saved);
  for (const { score, state, answeredAt } of items) {
    if (score.roundNumber !== roundNumber) continue;
    if (state === 'waiting' || (state === 'sent' && answeredAt >= readAt))
      merged.set(savedKey(score.playerId, score.holeNumber), score.strokes);
  }
  return merged;
}

/**
 * Where play is once the queued moves are applied: the furthest hole of this round that a save
 * moves play to, when it waits to be sent (not while its first try is under way: the screen
 * shows it saving) or was answered after the game the phone holds was read.
 */
export function currentHoleWithQueue(
  currentHole: number,
  currentRound: number,
  saves: readonly QueuedMutation<ScoreSave>[],
  gameId: string,
  readAt: number,
): number {
  let hole = currentHole;
  for (const { variables: save, status, submittedAt, answeredAt = submittedAt, isPaused = false, failureCount = 0 } of saves) {
    const move = save?.moveTo;
    if (!move || save.gameId !== gameId || move.roundNumber !== currentRound) continue;
    const waiting = status === 'pending' && (isPaused || failureCount > 0);
    if (waiting || (status === 'success' && answeredAt >= readAt)) hole = Math.max(hole, move.currentHole);
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
