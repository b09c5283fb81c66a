import { isRecorded, type HoleFacts } from './hole-facts.ts';

/**
 * Green in regulation (GIR): on the green in `par − 2` strokes or fewer, taken as
 * `strokes − putts ≤ par − 2` (docs/golf-rules.md section 15). The player's override wins over
 * the formula; without putts and without an override the hole says nothing: null. A chip-in is
 * 0 putts, so a hole-out from the fairway for an eagle on a par 4 is a green hit.
 */
export function greenInRegulation(hole: { par: number }, strokes: number, facts: HoleFacts): boolean | null {
  if (isRecorded(facts.greenInRegulation)) return facts.greenInRegulation;
  if (!isRecorded(facts.putts)) return null;
  return strokes - facts.putts <= hole.par - 2;
}
