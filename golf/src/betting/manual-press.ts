import type { RuleRefusal } from '../rule-refusal.ts';
import { matchNassau, type MatchNassauInput, type RecordedPress } from './match-nassau.ts';
import { compareHoles, holeKey, pressIdOf, type BetSpan, type HoleRef } from './press-types.ts';

/**
 * A request to press: the bet (`front_9`, `back_9`, `overall_18`) or the id of the press to
 * press, in round `roundNumber`, by a player of side `side` (1 or 2), or by the game's admin
 * (`side` null), who presses for the side that is down.
 */
export interface PressRequest {
  pressOf: string;
  roundNumber: number;
  side: 1 | 2 | null;
}

export type PressDecision = { ok: true; press: RecordedPress & { id: string } } | { ok: false; refusal: RuleRefusal };

const BET_NAMES: Record<string, string> = { front_9: 'front 9', back_9: 'back 9', overall_18: 'overall' };

const holeText = (hole: HoleRef) =>
  hole.roundNumber > 1 ? `round ${hole.roundNumber} hole ${hole.holeNumber}` : `hole ${hole.holeNumber}`;

/** "the front 9", or "the press of the front 9 from hole 3" (a press of a press names the bet it started from). */
export function betName(bet: { bet: string; pressOf: string | null; startsAt: HoleRef }): string {
  const name = BET_NAMES[bet.bet] ?? bet.bet;
  return bet.pressOf === null ? `the ${name}` : `the press of the ${name} from ${holeText(bet.startsAt)}`;
}

const spanName = (span: BetSpan) => betName({ bet: span.bet, pressOf: span.pressOf, startsAt: span.holes[0]! });

const refuse = (kind: RuleRefusal['kind'], message: string): PressDecision => ({ ok: false, refusal: { kind, message } });

/**
 * Whether a manual press may open, and the press to record (docs/golf-rules.md section 11). It
 * starts on the pressed bet's first hole after the last hole of round `roundNumber` with a result
 * (the next hole). Refused when the game's presses are not manual, the bet or press does not exist,
 * it has no hole left, the side asking is not down in it (an admin: nobody is), or it already has
 * a press starting on that hole.
 */
export function openManualPress(input: MatchNassauInput, request: PressRequest): PressDecision {
  const mode = input.presses?.mode ?? 'off';
  if (mode === 'off') return refuse('conflict', 'This Nassau is played without presses');
  if (mode === 'automatic') return refuse('conflict', 'Presses open automatically in this Nassau');
  const nassau = matchNassau(input);
  const span = nassau.spans.find((s) => s.id === request.pressOf);
  if (!span) return refuse('not_found', `This Nassau has no bet or press ${JSON.stringify(request.pressOf)}`);
  const roundNumbers = new Set(input.rounds.map((round, index) => round.roundNumber ?? index + 1));
  if (!roundNumbers.has(request.roundNumber)) return refuse('invalid', `Round ${request.roundNumber} is not a round of this game`);
  const lastPlayed = Math.max(0, ...nassau.results.filter((r) => r.roundNumber === request.roundNumber).map((r) => r.holeNumber));
  const after: HoleRef = { roundNumber: request.roundNumber, holeNumber: lastPlayed };
  const startsAt = span.holes.find((hole) => compareHoles(hole, after) > 0);
  if (!startsAt) return refuse('conflict', `${capitalised(spanName(span))} has no hole left to press`);
  const winners = new Map(nassau.results.map((result) => [holeKey(result), result.winner]));
  const side1Up = span.holes
    .filter((hole) => compareHoles(hole, startsAt) < 0)
    .reduce((sum, hole) => {
      const winner = winners.get(holeKey(hole));
      return sum + (winner === 1 ? 1 : winner === 2 ? -1 : 0);
    }, 0);
  if (request.side === null && side1Up === 0) return refuse('conflict', `Nobody is down in ${spanName(span)}: it is all square`);
  const up = request.side === 2 ? -side1Up : side1Up;
  if (request.side !== null && up >= 0) {
    const standing = up === 0 ? `${spanName(span)} is all square` : `your side is ${up} up in ${spanName(span)}`;
    return refuse('conflict', `Only the side that is down can press: ${standing}`);
  }
  const id = pressIdOf(span.id, startsAt);
  if (nassau.spans.some((s) => s.id === id))
    return refuse('conflict', `${capitalised(spanName(span))} already has a press from ${holeText(startsAt)}`);
  return { ok: true, press: { id, pressOf: span.id, startsAt } };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
