import { holeKey, pressSpan, type BetSpan, type MatchHoleResult } from './press-types.ts';

/**
 * Every automatic press of a match play Nassau, worked out bet by bet from the holes' results
 * (docs/golf-rules.md section 11): walking a bet's holes with a result in order, the first time a
 * side is `trigger` holes down the bet opens one press from its next hole, if it has one; the
 * press is a bet of its own and is walked the same way. Nothing opens after a bet's last hole.
 * Derived afresh from the results, so a corrected score re-derives them all. Returns the presses'
 * spans, each after the bet or press it presses.
 */
export function automaticPresses(bets: readonly BetSpan[], results: readonly MatchHoleResult[], trigger: number): BetSpan[] {
  const winners = new Map(results.map((result) => [holeKey(result), result.winner]));
  const presses: BetSpan[] = [];
  const pressFrom = (span: BetSpan) => {
    let side1Up = 0;
    for (let index = 0; index < span.holes.length; index += 1) {
      const hole = span.holes[index]!;
      const key = holeKey(hole);
      if (!winners.has(key)) continue;
      const winner = winners.get(key);
      side1Up += winner === 1 ? 1 : winner === 2 ? -1 : 0;
      if (Math.abs(side1Up) !== trigger) continue;
      const next = span.holes[index + 1];
      if (next) {
        const press = pressSpan(span, next, true);
        presses.push(press);
        pressFrom(press);
      }
      return;
    }
  };
  bets.forEach(pressFrom);
  return presses;
}
