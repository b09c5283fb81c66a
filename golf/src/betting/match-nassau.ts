import { GolfRuleError } from '../golf-rule-error.ts';
import { requireHoleCount } from '../handicap/hole-count.ts';
import { matchPlay } from '../formats/match-play.ts';
import type { RoundInput } from '../formats/round-input.ts';
import { automaticPresses } from './automatic-presses.ts';
import type { NassauStakes } from '../leaderboards/board-payouts.ts';
import { nassauBetHoles, nassauBets } from './nassau.ts';
import {
  compareHoles,
  DEFAULT_PRESS_SETTINGS,
  holeKey,
  pressSpan,
  requirePressSettings,
  type BetSpan,
  type HoleRef,
  type MatchHoleResult,
  type PressSettings,
} from './press-types.ts';

/** A manual press as recorded: the bet or press it presses and its first hole (its id follows from them). */
export interface RecordedPress {
  pressOf: string;
  startsAt: HoleRef;
}

/** A match play Nassau as the game holds it: its rounds, stakes, press settings and recorded presses. */
export interface MatchNassauInput {
  rounds: readonly RoundInput[];
  /** Each bet's stake in cents; null: played for nothing. */
  stakesCents: NassauStakes | null;
  /** Absent: presses off. */
  presses?: PressSettings;
  /** Manual presses in the order they were recorded (used only while presses are manual). */
  recordedPresses?: readonly RecordedPress[];
}

/** A Nassau bet or press of a match, as it stands. */
export interface MatchBetResult {
  id: string;
  bet: BetSpan['bet'];
  /** Null for a Nassau bet; else the bet or press it presses. */
  pressOf: string | null;
  automatic: boolean;
  startsAt: HoleRef;
  /** First and last hole numbers (a bet over several rounds: of its first and last round). */
  holes: { from: number; to: number };
  /** Holes won by side 1 minus holes won by side 2, over its holes with a result. */
  side1Up: number;
  holesPlayed: number;
  /** Every hole of it has a result. */
  complete: boolean;
  /** The side ahead as it stands; null when level or not started (halved once complete). */
  leader: 1 | 2 | null;
  stakeCents: number;
}

export interface MatchNassauResult {
  /** Side 1's and side 2's players (four-ball: teams 1 and 2). */
  sides: [string[], string[]];
  bets: MatchBetResult[];
  presses: MatchBetResult[];
  /** The holes with a result, in card order: what presses are derived from. */
  results: MatchHoleResult[];
  /** Every bet and press as a span of holes (bets first). */
  spans: BetSpan[];
}

/** The match's holes in card order, and the Nassau bets as spans of them. */
export function matchCard(rounds: readonly RoundInput[]): { card: HoleRef[]; bets: BetSpan[] } {
  if (rounds.length === 0) throw new GolfRuleError('A Nassau needs at least one round');
  const card = rounds.flatMap((round, index) =>
    [...round.holes]
      .sort((a, b) => a.number - b.number)
      .map((hole) => ({ roundNumber: round.roundNumber ?? index + 1, holeNumber: hole.number })),
  );
  const holeCount = requireHoleCount(rounds[0]!.holes.length);
  const bets = nassauBets(holeCount).map((bet) => {
    const { from, to } = nassauBetHoles(bet, holeCount);
    return { id: bet, bet, pressOf: null, holes: card.filter((h) => h.holeNumber >= from && h.holeNumber <= to), automatic: false };
  });
  return { card, bets };
}

/** The recorded presses whose bet or press exists and that start on one of its holes, once each, as spans. */
function recordedSpans(bets: readonly BetSpan[], recorded: readonly RecordedPress[]): BetSpan[] {
  const spans = new Map<string, BetSpan>(bets.map((bet) => [bet.id, bet]));
  const presses: BetSpan[] = [];
  for (const press of recorded) {
    const parent = spans.get(press.pressOf);
    if (!parent || !parent.holes.some((hole) => compareHoles(hole, press.startsAt) === 0)) continue;
    const span = pressSpan(parent, press.startsAt, false);
    if (spans.has(span.id)) continue;
    spans.set(span.id, span);
    presses.push(span);
  }
  return presses;
}

/**
 * A match play Nassau with its presses (docs/golf-rules.md sections 7 and 11): each bet and press
 * is its own match over its holes (holes after the main match was decided still count), won by the
 * side that won more of them, equal halved. Automatic presses are derived from the results;
 * manual presses are the recorded ones. A press's stake is the stake of what it presses, or
 * double it.
 */
export function matchNassau(input: MatchNassauInput): MatchNassauResult {
  const settings = requirePressSettings(input.presses ?? DEFAULT_PRESS_SETTINGS);
  const match = matchPlay(input.rounds);
  const roundNumbers = input.rounds.map((round, index) => round.roundNumber ?? index + 1);
  const results = match.holes.map((hole) => ({
    roundNumber: roundNumbers[hole.roundIndex]!,
    holeNumber: hole.holeNumber,
    winner: hole.winner,
  }));
  const { bets } = matchCard(input.rounds);
  const pressed =
    settings.mode === 'automatic'
      ? automaticPresses(bets, results, settings.trigger)
      : settings.mode === 'manual'
        ? recordedSpans(bets, input.recordedPresses ?? [])
        : [];
  const spans = [...bets, ...pressed];
  const winners = new Map(results.map((result) => [holeKey(result), result.winner]));
  const stakes = new Map<string, number>();
  for (const span of spans) {
    const parentStake = span.pressOf === null ? (input.stakesCents?.[span.bet] ?? 0) : stakes.get(span.pressOf)!;
    stakes.set(span.id, span.pressOf === null || settings.stake === 'same' ? parentStake : parentStake * 2);
  }
  const resultOf = (span: BetSpan): MatchBetResult => {
    const played = span.holes.filter((hole) => winners.has(holeKey(hole)));
    const side1Up = played.reduce((sum, hole) => {
      const winner = winners.get(holeKey(hole));
      return sum + (winner === 1 ? 1 : winner === 2 ? -1 : 0);
    }, 0);
    return {
      id: span.id,
      bet: span.bet,
      pressOf: span.pressOf,
      automatic: span.automatic,
      startsAt: span.holes[0]!,
      holes: { from: span.holes[0]!.holeNumber, to: span.holes.at(-1)!.holeNumber },
      side1Up,
      holesPlayed: played.length,
      complete: played.length === span.holes.length,
      leader: side1Up > 0 ? 1 : side1Up < 0 ? 2 : null,
      stakeCents: stakes.get(span.id)!,
    };
  };
  return {
    sides: [match.sides[0].playerIds, match.sides[1].playerIds],
    bets: bets.map(resultOf),
    presses: pressed.map(resultOf),
    results,
    spans,
  };
}
