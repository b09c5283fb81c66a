import { GolfRuleError } from '../../golf-rule-error.ts';
import { formatName, sideSize, type CupFormat } from '../cup-format.ts';
import { minCostAssignment } from './min-cost-assignment.ts';
import { pairingHistory, type PairedMatch, type PairingHistory } from './pairing-history.ts';
import { leastCostPartnerships } from './partnerships.ts';
import { seededRandom, shuffled } from './seeded-random.ts';

/** A player the captains may send out, with the handicap similar players are matched by. */
export interface PairingPlayer {
  id: string;
  /** Handicap index (or course handicap, the same for everyone), −20 … 80. */
  handicap: number;
}

export interface PairingRequest {
  format: CupFormat;
  /** Team 0's players, then team 1's. */
  teams: readonly [readonly PairingPlayer[], readonly PairingPlayer[]];
  /** Every match of the cup made so far, in any session. */
  previousMatches: readonly PairedMatch[];
  /** The same seed (and request) gives the same proposal. */
  seed: number | string;
}

export interface PairingProposal {
  /** In playing order: the best handicaps first. Each side's players, best handicap first. */
  matches: { teams: [string[], string[]] }[];
  /** Each team's players the session has no place for. */
  resting: [string[], string[]];
}

export const PAIRING_TEAM_MAX = 24;
const HANDICAP_MIN = -20;
const HANDICAP_MAX = 80;
/** Having met before costs this plus the times met, so one more repeat outweighs any count of times. */
const REPEAT = 1000;
/** One more repeated opponent outweighs any handicap imbalance of a session (squares of tenths). */
const OPPONENT_SCALE = 1e8;
/** Seeded tries of the partnerships, each least in repeats, for the opponents that repeat least. */
const TRIES = 16;

/**
 * Proposes a session's matches (docs/golf-rules.md section 16,
 * [decision 0823](../../../../docs/decisions/0823-the-pairing-generator.md)):
 * 1. Who plays: each team sends the players with the fewest matches in the cup so far (the seed
 *    breaks ties); as many matches as the smaller team fills.
 * 2. Partners (four-ball, foursomes): the fewest partnerships that have played together before,
 *    exactly, then the fewest times; never a repeated partnership where one is avoidable.
 * 3. Opponents: the fewest pairs of players who have faced each other before, then the fewest
 *    times; then the closest handicaps (singles: player against player; pairs: side against
 *    side), by the least sum of squared differences, so in singles like meets like by rank.
 */
export function proposePairings(request: PairingRequest): PairingProposal {
  const size = sideSize(request.format);
  checkTeams(request.teams);
  const random = seededRandom(request.seed);
  const history = pairingHistory(request.previousMatches);
  const handicap = new Map(request.teams.flat().map((p) => [p.id, Math.round(p.handicap * 10)]));
  const matchCount = Math.floor(Math.min(request.teams[0].length, request.teams[1].length) / size);
  if (matchCount === 0) {
    throw new GolfRuleError(`A session of ${formatName(request.format)} needs ${size} player${size === 1 ? '' : 's'} a team`);
  }
  const chosen = request.teams.map((team) => playersOut(team, matchCount * size, history, random)) as [string[], string[]];
  let best: { cost: number; matches: [string[], string[]][] } | null = null;
  const tries = size === 1 ? 1 : TRIES;
  const draws = chosen.map((ids) => sideDraws(shuffled(ids, random), size, history));
  for (let attempt = 0; attempt < tries; attempt += 1) {
    const sides = draws.map((draw) => draw(random)) as [string[][], string[][]];
    const opposite = shuffled(sides[1], random);
    const costs = sides[0].map((a) => opposite.map((b) => matchCost(a, b, history, handicap)));
    const assignment = minCostAssignment(costs);
    const cost = assignment.reduce((sum, column, row) => sum + costs[row]![column]!, 0);
    if (best === null || cost < best.cost) {
      best = { cost, matches: sides[0].map((a, row) => [a, opposite[assignment[row]!]!]) };
    }
  }
  const byHandicap = (ids: readonly string[]) => [...ids].sort((x, y) => handicap.get(x)! - handicap.get(y)!);
  const sideKey = (ids: readonly string[]) => Math.min(...ids.map((id) => handicap.get(id)!));
  const matches = best!.matches
    .map(([a, b]) => ({ teams: [byHandicap(a), byHandicap(b)] as [string[], string[]] }))
    .sort((x, y) => sideKey([...x.teams[0], ...x.teams[1]]) - sideKey([...y.teams[0], ...y.teams[1]]));
  const playing = new Set(chosen.flat());
  const resting = request.teams.map((team) => team.map((p) => p.id).filter((id) => !playing.has(id))) as [string[], string[]];
  return { matches, resting };
}

function checkTeams(teams: PairingRequest['teams']): void {
  const ids = teams.flat().map((p) => p.id);
  if (new Set(ids).size !== ids.length) throw new GolfRuleError('A player can be on one team only, once');
  teams.forEach((team, index) => {
    if (team.length > PAIRING_TEAM_MAX) {
      throw new GolfRuleError(`Pairings are proposed for up to ${PAIRING_TEAM_MAX} players a team; team ${index + 1} has ${team.length}`);
    }
  });
  for (const { id, handicap } of teams.flat()) {
    if (typeof handicap !== 'number' || !Number.isFinite(handicap) || handicap < HANDICAP_MIN || handicap > HANDICAP_MAX) {
      throw new GolfRuleError(
        `The handicap of player ${id} must be a number from ${HANDICAP_MIN} to ${HANDICAP_MAX}, not ${String(handicap)}`,
      );
    }
  }
}

/** The `count` players with the fewest matches so far, ties in an order drawn from `random`. */
function playersOut(team: readonly PairingPlayer[], count: number, history: PairingHistory, random: () => number): string[] {
  return shuffled(
    team.map((p) => p.id),
    random,
  )
    .map((id, order) => ({ id, order, played: history.played(id) }))
    .sort((a, b) => a.played - b.played || a.order - b.order)
    .slice(0, count)
    .map((p) => p.id);
}

/** Draws a team's sides: each player alone in singles, else partnerships least in repeats. */
function sideDraws(ids: string[], size: 1 | 2, history: PairingHistory): (random: () => number) => string[][] {
  if (size === 1) return () => ids.map((id) => [id]);
  return leastCostPartnerships(ids, (a, b) => repeatCost(history.partnered(a, b)));
}

function matchCost(a: readonly string[], b: readonly string[], history: PairingHistory, handicap: ReadonlyMap<string, number>): number {
  let opponents = 0;
  for (const x of a) for (const y of b) opponents += repeatCost(history.faced(x, y));
  const sum = (ids: readonly string[]) => ids.reduce((total, id) => total + handicap.get(id)!, 0);
  return opponents * OPPONENT_SCALE + (sum(a) - sum(b)) ** 2;
}

function repeatCost(times: number): number {
  return times === 0 ? 0 : REPEAT + times;
}
