import type { FormatId } from '../games/game-type-id.ts';
import { requireHoleCount, type HoleCount } from '../handicap/hole-count.ts';
import { rankStartedFirst, type Placed, type Started } from '../ranking/positions.ts';
import { pointsRuleFor } from '../scoring/points.ts';
import { bestBall } from '../formats/best-ball.ts';
import { matchPlay } from '../formats/match-play.ts';
import { asRounds, scoreBasisOf, type RoundInput, type RoundsInput } from '../formats/round-input.ts';
import { buildScorecards } from '../formats/scorecard.ts';
import { distributePayouts, type Payout, type PayoutRow } from './payouts.ts';

/** The three Nassau bets: front nine, back nine and the whole round. */
export type NassauBet = 'front_9' | 'back_9' | 'overall_18';

/** How a bet is won: lowest strokes, most points, or most holes won (match play). */
export type NassauVariant = 'stroke' | 'points' | 'match';

/** Holes 1–9, 10–18 and 1–18; on a 9-hole course "overall" is its 9 holes. */
export function nassauBetHoles(bet: NassauBet, holeCount: HoleCount): { from: number; to: number } {
  if (bet === 'front_9') return { from: 1, to: 9 };
  if (bet === 'back_9') return { from: 10, to: 18 };
  return { from: 1, to: requireHoleCount(holeCount) };
}

/** A 9-hole course has only front_9 and overall_18. */
export function nassauBets(holeCount: HoleCount): NassauBet[] {
  return requireHoleCount(holeCount) === 9 ? ['front_9', 'overall_18'] : ['front_9', 'back_9', 'overall_18'];
}

/** Match play bets on holes won; dogfight, best ball and the Stableford formats on points; stroke play and skins on strokes. */
export function nassauVariantFor(gameType: FormatId): NassauVariant {
  if (gameType === 'match_play') return 'match';
  if (gameType === 'dogfight' || gameType === 'best_ball' || gameType === 'stableford' || gameType === 'modified_stableford') {
    return 'points';
  }
  return 'stroke';
}

/** A competitor in one bet; `started` once it has a result on one of the bet's holes. */
export interface NassauStanding extends Placed, Started {
  /** A player id; `team-{n}` for a best ball team; `side-{n}` for a match play side. */
  id: string;
  playerIds: string[];
  /** Strokes, points or holes won over the bet's holes. */
  value: number;
  holesPlayed: number;
}

export interface NassauBetResult {
  bet: NassauBet;
  variant: NassauVariant;
  from: number;
  to: number;
  /** Every competitor has a result on every hole of the bet. */
  complete: boolean;
  standings: NassauStanding[];
  /** Those in first place among the started: more than one is a tie that splits the bet; none before anyone has started it. */
  leaderIds: string[];
}

interface HoleValue {
  roundIndex: number;
  holeNumber: number;
  /** Strokes, points or 1 for a hole won; null until the competitor has a result on the hole. */
  value: number | null;
  /** What the bet compares: strokes to par in a stroke bet (section 4), else `value`. */
  rank: number | null;
}

interface Competitor {
  id: string;
  playerIds: string[];
  holes: HoleValue[];
}

/**
 * The Nassau bets of a game (docs/golf-rules.md section 7). Stroke bets go to the lowest total over the
 * bet's holes (net, or gross when the game scores gross), points bets to the highest points,
 * match bets to the side that won more of the bet's holes (each bet is its own match, so holes
 * after the main match was decided still count). Several rounds add up hole by hole. While a bet
 * is being played its competitors compare over the bet's holes each has played (strokes to par,
 * section 4); those with none of them played rank last and do not lead.
 */
export function nassau(input: RoundsInput, gameType: FormatId): NassauBetResult[] {
  const rounds = asRounds(input);
  if (rounds.length === 0) return [];
  const variant = nassauVariantFor(gameType);
  const competitors = competitorsOf(rounds, gameType, variant);
  const holeCount = requireHoleCount(rounds[0]!.holes.length);
  return nassauBets(holeCount).map((bet) => {
    const { from, to } = nassauBetHoles(bet, holeCount);
    let complete = true;
    // One pass over each competitor's holes: the bet's holes played, their sum and rank, and whether any is still to play.
    const rows = competitors.map((competitor) => {
      let value = 0;
      let rank = 0;
      let holesPlayed = 0;
      for (const hole of competitor.holes) {
        if (hole.holeNumber < from || hole.holeNumber > to) continue;
        if (hole.value === null) {
          complete = false;
          continue;
        }
        value += hole.value;
        rank += hole.rank!;
        holesPlayed += 1;
      }
      return { id: competitor.id, playerIds: competitor.playerIds, value, holesPlayed, rank };
    });
    const standings = rankStartedFirst(
      rows,
      (row) => row.holesPlayed > 0,
      (a, b) => (variant === 'stroke' ? a.rank - b.rank : b.rank - a.rank),
    ).map(({ rank: _rank, ...standing }) => standing);
    const leaderIds = standings.filter((s) => s.started && s.position === 1).map((s) => s.id);
    return { bet, variant, from, to, complete, standings, leaderIds };
  });
}

/** Who a bet's prizes go to so far: its competitors who have started it (a bet nobody has started pays nobody yet). */
export function paidStandings(result: NassauBetResult): NassauStanding[] {
  return result.standings.filter((standing) => standing.started);
}

/** Each bet's prizes from the payout rows of its bet type; tied leaders split the prize. */
export function nassauPayouts(bets: readonly NassauBetResult[], rows: readonly PayoutRow[]): Array<{ bet: NassauBet; payouts: Payout[] }> {
  return bets.map((result) => ({
    bet: result.bet,
    payouts: distributePayouts(
      paidStandings(result),
      rows.filter((row) => row.betType === result.bet),
    ),
  }));
}

function competitorsOf(rounds: readonly RoundInput[], gameType: FormatId, variant: NassauVariant): Competitor[] {
  if (variant === 'match') {
    const match = matchPlay(rounds);
    // The first result of each hole, looked up rather than searched for (as `find` took it).
    const decided = new Map<string, (typeof match.holes)[number]>();
    for (const h of match.holes) if (!decided.has(`${h.roundIndex}.${h.holeNumber}`)) decided.set(`${h.roundIndex}.${h.holeNumber}`, h);
    return match.sides.map((side) => ({
      id: `side-${side.side}`,
      playerIds: side.playerIds,
      holes: rounds.flatMap((round, roundIndex) =>
        round.holes.map(({ number: holeNumber }) => {
          const played = decided.get(`${roundIndex}.${holeNumber}`);
          const value = played ? Number(played.winner === side.side) : null;
          return { roundIndex, holeNumber, value, rank: value };
        }),
      ),
    }));
  }
  if (gameType === 'best_ball') {
    return bestBall(rounds).teams.map((team) => ({
      id: team.teamNumber === null ? team.playerIds[0]! : `team-${team.teamNumber}`,
      playerIds: team.playerIds,
      holes: team.holes.map(({ roundIndex, holeNumber, points, score, toPar }) =>
        variant === 'points'
          ? { roundIndex, holeNumber, value: points, rank: points }
          : { roundIndex, holeNumber, value: score, rank: toPar },
      ),
    }));
  }
  const basis = scoreBasisOf(rounds, 'nassau');
  const cards = rounds.map((round) => buildScorecards(round, { points: pointsRuleFor(gameType, basis, round.pointsSystem) }));
  const ids = [...new Set(cards.flat().map((card) => card.playerId))];
  return ids.map((id) => ({
    id,
    playerIds: [id],
    holes: cards.flatMap((roundCards, roundIndex) =>
      (roundCards.find((card) => card.playerId === id)?.holes ?? []).map((hole) => {
        const value = variant === 'points' ? hole.points : basis === 'net' ? hole.net : hole.gross;
        const rank = value === null || variant === 'points' ? value : value - hole.par;
        return { roundIndex, holeNumber: hole.holeNumber, value, rank };
      }),
    ),
  }));
}
