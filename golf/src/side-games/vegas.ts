import { requireValidTeams } from '../games/teams.ts';
import type { RoundsInput } from '../formats/round-input.ts';
import { asRounds } from '../formats/round-input.ts';
import { sideGameHoles, type SideGameHole, type SideGameScore } from './side-game-holes.ts';

/**
 * Terms (docs/golf-rules.md section 13): a team's **number** on a hole is its two scores side by
 * side, the lower first (4 and 5 → 45), a score of 10 or more first in full (5 and 10 → 105). A
 * **flip** writes the number high score first (4 and 7 → 74): a team's birdie (or better) flips the
 * other team's number, and birdies by both teams cancel.
 */
export interface VegasHole {
  roundNumber: number;
  holeNumber: number;
  /** `scored` once all four players have a score; `in_play` with some; `not_started` with none. */
  status: 'not_started' | 'in_play' | 'scored';
  /** Team 1's and team 2's numbers, once scored. */
  numbers: [number, number] | null;
  /** Whether each team's number was flipped. */
  flipped: [boolean, boolean];
  /** The team with the lower number; null when level or not scored. */
  winner: 1 | 2 | null;
  /** The difference of the numbers: the winner's points (0 when level). */
  points: number;
}

export interface VegasResult {
  /** Team 1's and team 2's players, in the game's order. */
  teams: [string[], string[]];
  holes: VegasHole[];
  /** Team 1's points minus team 2's over the holes scored (negative when team 2 is ahead). */
  team1Points: number;
}

/** The digits of `second` decide where `first` goes: 10 or more takes two places, so 5 and 10 give 5 × 100 + 10. */
const joined = (first: number, second: number) => first * (second >= 10 ? 100 : 10) + second;

/**
 * A team's number from its two scores (section 13): lower first (4 and 5 → 45); a score of 10 or
 * more first in full (5 and 10 → 105; both 10 or more: lower first, 10 and 11 → 1011); flipped,
 * the higher first (4 and 7 → 74).
 */
export function vegasNumber(a: number, b: number, flipped: boolean): number {
  const low = Math.min(a, b);
  const high = Math.max(a, b);
  if (flipped || (high >= 10 && low < 10)) return joined(high, low);
  return joined(low, high);
}

const hasBirdie = (scores: readonly SideGameScore[]) => scores.some((s) => s.score !== null && s.score <= s.par - 1);

/**
 * Las Vegas (docs/golf-rules.md section 13) for two teams of two (team numbers 1 and 2): on each
 * hole each team's number from its scores (net in net scoring, birdies on the same score against
 * the player's par), flipped by the other team's birdie unless both teams have one; the lower
 * number wins the difference in points. A hole counts once all four players have a score.
 */
export function vegas(input: RoundsInput): VegasResult {
  const players = asRounds(input)[0]?.players ?? [];
  requireValidTeams(
    players.map((p) => ({ playerId: p.id, teamNumber: p.teamNumber })),
    { teamCount: 2, teamSize: 2 },
  );
  const teams: [string[], string[]] = [1, 2].map((n) => players.filter((p) => p.teamNumber === n).map((p) => p.id)) as [string[], string[]];
  const order = teams.map((ids) => ids.join(' ')).join('|');
  const holes = sideGameHoles(input).holes.map((hole): VegasHole => {
    // The same hole (a value) and teams play the same: kept from batch to batch (decision 0854).
    const kept = vegasHoles.get(hole);
    if (kept?.order === order) return kept.played;
    const played = vegasHole(hole, teams);
    vegasHoles.set(hole, { order, played });
    return played;
  });
  const team1Points = holes.reduce((sum, h) => sum + (h.winner === 1 ? h.points : h.winner === 2 ? -h.points : 0), 0);
  return { teams, holes, team1Points };
}

/** Each hole's play as worked out, with the teams (in order) it was worked out with. */
const vegasHoles = new WeakMap<SideGameHole, { order: string; played: VegasHole }>();

function vegasHole(hole: SideGameHole, teams: readonly [string[], string[]]): VegasHole {
  const { roundNumber, holeNumber } = hole;
  const scored = hole.scores.filter((s) => s.score !== null).length;
  if (scored < 4) {
    const status = scored === 0 ? 'not_started' : 'in_play';
    return { roundNumber, holeNumber, status, numbers: null, flipped: [false, false], winner: null, points: 0 };
  }
  const [one, two] = teams.map((ids) => hole.scores.filter((s) => ids.includes(s.playerId))) as [SideGameScore[], SideGameScore[]];
  const birdies = [hasBirdie(one), hasBirdie(two)];
  const flipped: [boolean, boolean] = [birdies[1]! && !birdies[0], birdies[0]! && !birdies[1]];
  const numberOf = (team: SideGameScore[], flip: boolean) => vegasNumber(team[0]!.score!, team[1]!.score!, flip);
  const numbers: [number, number] = [numberOf(one, flipped[0]), numberOf(two, flipped[1])];
  const winner = numbers[0] < numbers[1] ? 1 : numbers[1] < numbers[0] ? 2 : null;
  return { roundNumber, holeNumber, status: 'scored', numbers, flipped, winner, points: Math.abs(numbers[0] - numbers[1]) };
}
