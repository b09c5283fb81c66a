import { GolfRuleError } from '../golf-rule-error.ts';
import { compareHoles, holeKey, pressSpan, type BetSpan, type MatchHoleResult } from './press-types.ts';

interface RunningBet {
  span: BetSpan;
  side1Up: number;
  /** It has been `trigger` down once: it has opened its one automatic press (or had no hole left). */
  triggered: boolean;
}

/** Where the automatic presses of a match stand after the holes fed so far. */
export interface PressTracking {
  readonly trigger: number;
  readonly running: readonly RunningBet[];
  /** The presses opened so far, in the order they opened. */
  readonly presses: readonly BetSpan[];
  readonly lastHole: MatchHoleResult | null;
}

/** Nothing played yet: the Nassau's bets, no press. */
export function startPressTracking(bets: readonly BetSpan[], trigger: number): PressTracking {
  return { trigger, running: bets.map((span) => ({ span, side1Up: 0, triggered: false })), presses: [], lastHole: null };
}

/**
 * Automatic presses followed hole by hole, as a round is played (docs/golf-rules.md section 11):
 * after each hole every bet and press playing it moves by the hole's result, and one that has just
 * become `trigger` holes down for the first time opens its press from its next hole. Feed the
 * holes with a result in card order; the presses are those `automaticPresses` finds over them.
 */
export function trackPressesAfterHole(tracking: PressTracking, result: MatchHoleResult): PressTracking {
  if (tracking.lastHole && compareHoles(tracking.lastHole, result) >= 0) {
    throw new GolfRuleError(`Hole ${holeKey(result)} comes after hole ${holeKey(tracking.lastHole)}: holes are tracked in card order`);
  }
  const move = result.winner === 1 ? 1 : result.winner === 2 ? -1 : 0;
  const key = holeKey(result);
  const opened: BetSpan[] = [];
  const running = tracking.running.map((entry) => {
    const at = entry.span.holes.findIndex((hole) => holeKey(hole) === key);
    if (at === -1) return entry;
    const side1Up = entry.side1Up + move;
    if (entry.triggered || Math.abs(side1Up) !== tracking.trigger) return { ...entry, side1Up };
    const next = entry.span.holes[at + 1];
    if (next) opened.push(pressSpan(entry.span, next, true));
    return { ...entry, side1Up, triggered: true };
  });
  // A press opened on this hole starts on a later one: it joins the running bets after the hole.
  return {
    trigger: tracking.trigger,
    running: [...running, ...opened.map((span) => ({ span, side1Up: 0, triggered: false }))],
    presses: [...tracking.presses, ...opened],
    lastHole: result,
  };
}
