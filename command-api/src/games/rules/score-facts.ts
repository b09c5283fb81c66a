import type { HoleFactsChange } from '@golf/contracts';
import type { Game, HoleFactsData } from '@golf/events';
import { holeFactsProblems, type TeeHoles } from '@golf/golf';
import { BadRequestError } from '../../commands/domain-error.ts';

/**
 * The hole's facts after a change: each fact the change names is recorded (a value) or cleared
 * (null), the others stay as recorded (decision 0805). Null when none is left.
 */
export function factsAfter(recorded: HoleFactsData | null, change: HoleFactsChange | undefined): HoleFactsData | null {
  if (change === undefined) return recorded;
  const facts: Record<string, unknown> = { ...recorded };
  for (const [name, value] of Object.entries(change)) {
    if (value === null) delete facts[name];
    else facts[name] = value;
  }
  return Object.keys(facts).length === 0 ? null : (facts as HoleFactsData);
}

/** The same facts recorded: the same names with the same values. */
export function sameFacts(a: HoleFactsData | null, b: HoleFactsData | null): boolean {
  const left = Object.entries(a ?? {});
  const right: Record<string, unknown> = { ...b };
  return left.length === Object.keys(right).length && left.every(([name, value]) => right[name] === value);
}

/** The hole's par on the player's tee for the round (else on any tee of the round's course); null when no tee has the hole. */
export function holePar(game: Game, tees: TeeHoles, score: { playerId: string; roundNumber: number; holeNumber: number }): number | null {
  const teeSetId = game.playerRounds.find((pr) => pr.playerId === score.playerId && pr.roundNumber === score.roundNumber)?.teeSetId;
  const onTee = (holes: readonly { holeNumber: number; par: number }[] | undefined) =>
    holes?.find((h) => h.holeNumber === score.holeNumber)?.par;
  const own = teeSetId ? onTee(tees.get(teeSetId)) : undefined;
  if (own !== undefined) return own;
  for (const holes of tees.values()) {
    const par = onTee(holes);
    if (par !== undefined) return par;
  }
  return null;
}

/**
 * Refuses (400) facts that cannot be true of the hole with these strokes (docs/golf-rules.md
 * section 15, decision 0800): a par 3 has no fairway, a chip-in has 0 putts, … . A hole whose
 * par no tee knows refuses only a fairway (the other checks need no par).
 */
export function requirePossibleFacts(facts: HoleFactsData | null, holeNumber: number, par: number | null, strokes: number): void {
  if (facts === null) return;
  if (par === null && facts.fairway !== undefined) {
    throw new BadRequestError(`Hole ${holeNumber}: its par is not known, so no fairway can be recorded`);
  }
  const problems = holeFactsProblems(facts, { number: holeNumber, par: par ?? 4 }, strokes);
  if (problems.length > 0) throw new BadRequestError(`Hole ${holeNumber}: ${problems.join('. ')}`);
}
