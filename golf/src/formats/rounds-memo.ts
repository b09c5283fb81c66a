import { asRounds, type RoundInput, type RoundsInput } from './round-input.ts';

/** What a rule worked out of some rounds, kept under the first of them with the whole list it was worked out of. */
export type RoundsMemo<T> = WeakMap<RoundInput, { rounds: readonly RoundInput[]; value: T }>;

const sameRounds = (a: readonly RoundInput[], b: readonly RoundInput[]) => a.length === b.length && a.every((round, i) => round === b[i]);

/**
 * `work` of the rounds, once per list of the same round objects (rounds are values, never
 * changed): a board asks the same rule of its rounds several times (match play for its result,
 * its Nassau and its presses; decision 0853). The value is shared: callers never change it.
 */
export function onceOverRounds<T>(memo: RoundsMemo<T>, input: RoundsInput, work: (rounds: readonly RoundInput[]) => T): T {
  const rounds = asRounds(input);
  const first = rounds[0];
  if (!first) return work(rounds);
  const kept = memo.get(first);
  if (kept && sameRounds(kept.rounds, rounds)) return kept.value;
  const value = work(rounds);
  memo.set(first, { rounds: [...rounds], value });
  return value;
}
