import { GolfRuleError } from '../golf-rule-error.ts';
import { rankBy, type Placed } from '../ranking/positions.ts';
import { pointsRuleFor } from '../scoring/points.ts';
import { asRounds, playersOfGame, scoreBasisOf, type RoundPlayer, type RoundsInput } from './round-input.ts';
import { buildScorecards, sumTotals, type PlayerCard, type PlayerTotals } from './scorecard.ts';

/** A team's result on one hole: its best score and its best points among the members who scored. */
export interface BestBallHole {
  roundIndex: number;
  holeNumber: number;
  /** Lowest net among the members (gross when the scoring is gross); null until one scores. */
  score: number | null;
  /** Highest points among the members; null until one scores. */
  points: number | null;
}

export interface BestBallTeam extends Placed {
  /** Null when the game has no teams and each player is a side of one. */
  teamNumber: number | null;
  playerIds: string[];
  holesPlayed: number;
  /** Sum of the team's hole scores. */
  strokes: number;
  /** Sum of the team's hole points. */
  points: number;
  holes: BestBallHole[];
}

export interface BestBallResult {
  teams: BestBallTeam[];
  /** Each player's own totals, for the rows under a team. */
  players: PlayerTotals[];
  rounds: PlayerCard[][];
}

/**
 * Best ball (docs/golf-rules.md section 5): on each hole a team scores its members' lowest net (gross
 * in gross scoring) and their highest points, by the game's system. Teams are ranked by
 * points descending, then strokes ascending. Without team numbers (a 2-player game) every
 * player is a side of one.
 */
export function bestBall(input: RoundsInput): BestBallResult {
  const rounds = asRounds(input);
  const basis = scoreBasisOf(rounds, 'best ball');
  const cards = rounds.map((round) => buildScorecards(round, { points: pointsRuleFor('best_ball', basis, round.pointsSystem) }));
  const teams = teamsOf(playersOfGame(rounds)).map((team) => {
    const holes = cards.flatMap((roundCards, roundIndex) => teamHoles(roundCards, team.playerIds, roundIndex, basis));
    const played = holes.filter((hole) => hole.score !== null);
    return {
      ...team,
      holesPlayed: played.length,
      strokes: played.reduce((sum, hole) => sum + hole.score!, 0),
      points: played.reduce((sum, hole) => sum + hole.points!, 0),
      holes,
    };
  });
  return {
    teams: rankBy(teams, (a, b) => b.points - a.points || a.strokes - b.strokes),
    players: sumTotals(cards),
    rounds: cards,
  };
}

function teamsOf(players: readonly RoundPlayer[]): Array<{ teamNumber: number | null; playerIds: string[] }> {
  const withTeam = players.filter((p) => typeof p.teamNumber === 'number');
  if (withTeam.length === 0) return players.map((p) => ({ teamNumber: null, playerIds: [p.id] }));
  if (withTeam.length !== players.length) throw new GolfRuleError('All players must be assigned to a team');
  const numbers = [...new Set(withTeam.map((p) => p.teamNumber!))].sort((a, b) => a - b);
  return numbers.map((teamNumber) => ({
    teamNumber,
    playerIds: players.filter((p) => p.teamNumber === teamNumber).map((p) => p.id),
  }));
}

function teamHoles(
  roundCards: readonly PlayerCard[],
  playerIds: readonly string[],
  roundIndex: number,
  basis: 'net' | 'gross',
): BestBallHole[] {
  const members = roundCards.filter((card) => playerIds.includes(card.playerId));
  const holeNumbers = roundCards[0]?.holes.map((hole) => hole.holeNumber) ?? [];
  return holeNumbers.map((holeNumber, index) => {
    const scored = members.map((card) => card.holes[index]!).filter((hole) => hole.gross !== null);
    if (scored.length === 0) return { roundIndex, holeNumber, score: null, points: null };
    return {
      roundIndex,
      holeNumber,
      score: Math.min(...scored.map((hole) => (basis === 'net' ? hole.net! : hole.gross!))),
      points: Math.max(...scored.map((hole) => hole.points!)),
    };
  });
}
