import { foldGame, isGame, type Game, type GameState, type RecordedEvent } from '@golf/events';

/** A game's state after a batch's events of its stream, and the join codes those events replaced (oldest first). */
export interface FoldedGame {
  state: GameState;
  retired: Array<Game['codes']>;
}

interface Kept extends FoldedGame {
  /** The positions of the first and the last of the events folded. */
  first: bigint;
  last: bigint;
}

/**
 * The game folds of a rebuild's batches, shared by its lanes (decision 0814): the games
 * projection and the handicap record fold the same events of each game's stream per batch, on
 * one thread, so the first to fold a batch's events of a game keeps the state they lead to and
 * the other takes it instead of folding them again. Both hold a game folded up to the batch's
 * first event of its stream (the lanes never set a stream aside), so the same events give the
 * same state; foldGame never changes a state it is given, so one state can be held by both.
 * Only a rebuild's lanes give one. A fold is kept until the other takes it; lanes are at most a
 * few batches apart, so each game keeps its last `depth` folds, and a fold not found is simply
 * made again.
 */
export class GameFolds {
  private readonly folds = new Map<string, Kept[]>();
  private readonly depth: number;

  constructor(depth = 4) {
    this.depth = depth;
  }

  /** `from` (the game folded before `events`) with `events` (the batch's events of its stream, in log order) folded in. */
  fold(gameId: string, from: GameState, events: readonly RecordedEvent[]): FoldedGame {
    const first = events[0]?.position;
    const last = events.at(-1)?.position;
    if (first === undefined || last === undefined) return { state: from, retired: [] };
    const kept = this.folds.get(gameId);
    const at = kept?.findIndex((fold) => fold.first === first && fold.last === last) ?? -1;
    if (kept && at >= 0) {
      // Taken by the other of its two folders: nobody asks for it again.
      const [found] = kept.splice(at, 1);
      if (kept.length === 0) this.folds.delete(gameId);
      return found!;
    }
    const fold = { ...foldOnce(from, events), first, last };
    if (kept) {
      kept.push(fold);
      if (kept.length > this.depth) kept.shift();
    } else this.folds.set(gameId, [fold]);
    return fold;
  }
}

/** `from` with `events` folded in, kept by nobody: a game's fold outside a rebuild's lanes. */
export function foldOnce(from: GameState, events: readonly RecordedEvent[]): FoldedGame {
  const retired: Array<Game['codes']> = [];
  const state = foldGame(from, events, (before, after) => {
    // The games projection keeps replaced codes reserved for their game (retired).
    if (isGame(before) && isGame(after) && after.codes !== before.codes) retired.push(before.codes);
  });
  return { state, retired };
}
