import { HOLE_FACT_NAMES, type HoleFactsChange, type HoleFactsView } from '@golf/contracts';
import { PENALTIES_MAX, PUTTS_MAX } from '@golf/golf';

/**
 * The facts shown for a player's hole on the scoring row (docs/golf-rules.md section 15): what
 * is recorded, changed by taps. Absent keys are not recorded.
 */
export type FactsDraft = HoleFactsView;

const same = (a: FactsDraft, b: FactsDraft) => HOLE_FACT_NAMES.every((name) => (a[name] ?? null) === (b[name] ?? null));

/** What a save sends of the facts: every fact that differs from what is recorded (null: cleared); undefined when none does. */
export function factsChange(recorded: FactsDraft, shown: FactsDraft): HoleFactsChange | undefined {
  if (same(recorded, shown)) return undefined;
  const change: Record<string, unknown> = {};
  for (const name of HOLE_FACT_NAMES) {
    if ((recorded[name] ?? null) !== (shown[name] ?? null)) change[name] = shown[name] ?? null;
  }
  return change as HoleFactsChange;
}

const without = (facts: FactsDraft, ...names: (keyof FactsDraft)[]): FactsDraft => {
  const next: Record<string, unknown> = { ...facts };
  for (const name of names) delete next[name];
  return next as FactsDraft;
};

/**
 * Putts one more or one less, from "not recorded" (the first tap records 2, what most greens
 * take). Below 0 clears them. A putt count other than 0 is no chip-in; 0 putts is no polie, and a
 * sand save allows one putt at most (decision 0800: the row keeps the facts possible together).
 */
export function steppedPutts(facts: FactsDraft, step: 1 | -1): FactsDraft {
  const now = facts.putts;
  const putts = now === undefined ? 2 : now + step;
  if (putts < 0) return without(facts, 'putts', 'greenInRegulation');
  const next: FactsDraft = { ...facts, putts: Math.min(putts, PUTTS_MAX) };
  if (putts !== 0 && next.chipIn) delete next.chipIn;
  if (putts === 0 && next.polie) delete next.polie;
  if (putts > 1 && next.sandSave) delete next.sandSave;
  return next;
}

/** Fairway tapped: the same one again clears it. */
export function toggledFairway(facts: FactsDraft, fairway: 'left' | 'hit' | 'right'): FactsDraft {
  return facts.fairway === fairway ? without(facts, 'fairway') : { ...facts, fairway };
}

/** Bunker tapped: on, else cleared (with the sand save, which needs it). */
export function toggledBunker(facts: FactsDraft): FactsDraft {
  return facts.bunker ? without(facts, 'bunker', 'sandSave') : { ...facts, bunker: true };
}

/** Penalty tapped: one more penalty stroke, back to none after the most a hole may record. */
export function nextPenalties(facts: FactsDraft): FactsDraft {
  const penalties = (facts.penalties ?? 0) + 1;
  return penalties > PENALTIES_MAX ? without(facts, 'penalties') : { ...facts, penalties };
}

/** Chip-in tapped: on sets 0 putts (a chip-in has none), off clears it. */
export function toggledChipIn(facts: FactsDraft): FactsDraft {
  if (facts.chipIn) return without(facts, 'chipIn');
  return { ...without(facts, 'polie'), chipIn: true, putts: 0 };
}

/** Polie tapped: on is a putt holed (at least one putt, so no chip-in), off clears it. */
export function toggledPolie(facts: FactsDraft): FactsDraft {
  if (facts.polie) return without(facts, 'polie');
  return { ...without(facts, 'chipIn'), polie: true, putts: Math.max(facts.putts ?? 1, 1) };
}
