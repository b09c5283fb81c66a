import { GolfRuleError } from '../golf-rule-error.ts';
import { requireValidTeams } from '../games/teams.ts';
import { matchPlayHandicap } from '../handicap/match-handicap.ts';
import { rankStartedFirst, type Placed, type Started } from '../ranking/positions.ts';
import { matchStatus, sideOutcome, sideStatusText, type MatchLeader, type MatchOutcome, type MatchStatus } from './match-status.ts';
import { scoreBasisOf, type RoundInput, type RoundPlayer, type RoundsInput } from './round-input.ts';
import { buildScorecards, sumTotals, type PlayerCard, type PlayerTotals } from './scorecard.ts';
import { onceOverRounds, type RoundsMemo } from './rounds-memo.ts';

/** Singles: one player a side. Four-ball: two teams of 2, each side scoring its better ball. */
export type MatchKind = 'singles' | 'four_ball';

export interface MatchHole {
  roundIndex: number;
  holeNumber: number;
  /** Each side's score: the lower net of its players (gross when the scoring is gross). */
  sideScores: [number | null, number | null];
  /** The side that won the hole; null when halved. */
  winner: MatchLeader;
  /** Side 1's lead after this hole (negative when side 2 leads). */
  side1Up: number;
  /** False for holes played after the match was decided: they no longer count. */
  counted: boolean;
}

export interface MatchSide extends Placed, Started {
  side: 1 | 2;
  playerIds: string[];
  wins: number;
  halves: number;
  losses: number;
  /** Wins minus losses. */
  holesUp: number;
  /** `AS`, `2 UP`, `1 DN`, `Dormie`, `3&2`, `1 UP`, `Halved` as this side sees it. */
  statusText: string;
  outcome: MatchOutcome | null;
}

/** A leaderboard row: the player's totals with their side's match record. */
export interface MatchPlayerRow extends PlayerTotals, Placed, Started {
  side: 1 | 2;
  wins: number;
  halves: number;
  losses: number;
  holesUp: number;
  statusText: string;
  outcome: MatchOutcome | null;
}

export interface MatchPlayResult {
  kind: MatchKind;
  status: MatchStatus;
  /** The hole that decided the match early or at the end; null while it is live. */
  decidedOn: { roundIndex: number; holeNumber: number } | null;
  sides: [MatchSide, MatchSide];
  rows: MatchPlayerRow[];
  holes: MatchHole[];
  rounds: PlayerCard[][];
}

/**
 * Match play (docs/golf-rules.md section 5). Each player receives `CH − lowest CH` strokes by stroke
 * index (none in gross scoring); the lower side score wins a hole, equal scores halve it.
 * Points are 1 per hole won. A hole counts once both sides have a score. Once a side leads by
 * more than the holes left, the match is decided and later holes no longer count. A game of
 * several rounds is one match over all its holes in round order (two rounds: 36 holes). A side
 * has started once one of its players has a hole played; a side not started ranks after the
 * other (section 4), and its players share its place.
 */
export function matchPlay(input: RoundsInput): MatchPlayResult {
  return onceOverRounds(played, input, playMatch);
}

/** Matches played already, by their rounds: a board's result, its Nassau and its presses play the same match. */
const played: RoundsMemo<MatchPlayResult> = new WeakMap();

function playMatch(rounds: readonly RoundInput[]): MatchPlayResult {
  if (rounds.length === 0) throw new GolfRuleError('Match play needs at least one round');
  const basis = scoreBasisOf(rounds, 'match play');
  const { kind, sides } = matchSides(rounds[0]!.players);
  rounds.forEach((round) => requireSameSides(round, sides));
  const cards = rounds.map((round) => {
    const everyHandicap = round.players.map((p) => p.courseHandicap);
    const handicapOf = (p: RoundPlayer) => (basis === 'net' ? matchPlayHandicap(p.courseHandicap, everyHandicap) : 0);
    return buildScorecards(round, { points: null, handicapOf });
  });
  const totalHoles = rounds.reduce((sum, round) => sum + round.holes.length, 0);
  const holes = playHoles(cards, sides, totalHoles);
  const counted = holes.filter((hole) => hole.counted);
  const last = counted.at(-1);
  const status = matchStatus(last?.side1Up ?? 0, totalHoles - counted.length);
  const decidedOn = status.finished && last ? { roundIndex: last.roundIndex, holeNumber: last.holeNumber } : null;
  const totals = sumTotals(cards);
  const hasPlayed = (playerIds: readonly string[]) => totals.some((t) => playerIds.includes(t.playerId) && t.holesPlayed > 0);
  const ranked = rankStartedFirst(
    ([1, 2] as const).map((side) => sideRecord(side, sides[side - 1]!, counted, status)),
    (side) => hasPlayed(side.playerIds),
    (a, b) => b.holesUp - a.holesUp,
  );
  const bySide = (side: 1 | 2) => ranked.find((s) => s.side === side)!;
  const rows = ranked.flatMap((side) =>
    totals
      .filter((total) => side.playerIds.includes(total.playerId))
      .map((total): MatchPlayerRow => ({
        // The totals' fields in their order (points: the side's wins), then the side's record: one literal, no spreads.
        playerId: total.playerId,
        teamNumber: total.teamNumber,
        holesPlayed: total.holesPlayed,
        grossStrokes: total.grossStrokes,
        netStrokes: total.netStrokes,
        points: side.wins,
        parForHolesPlayed: total.parForHolesPlayed,
        side: side.side,
        wins: side.wins,
        halves: side.halves,
        losses: side.losses,
        holesUp: side.holesUp,
        statusText: side.statusText,
        outcome: side.outcome,
        position: side.position,
        tied: side.tied,
        started: side.started,
      })),
  );
  return { kind, status, decidedOn, sides: [bySide(1), bySide(2)], rows, holes, rounds: cards };
}

function matchSides(players: readonly RoundPlayer[]): { kind: MatchKind; sides: [string[], string[]] } {
  if (players.length === 2) return { kind: 'singles', sides: [[players[0]!.id], [players[1]!.id]] };
  if (players.length !== 4) {
    throw new GolfRuleError(`Match play needs 2 players (singles) or 4 in two teams of 2 (four-ball), got ${players.length}`);
  }
  requireValidTeams(
    players.map((p) => ({ playerId: p.id, teamNumber: p.teamNumber })),
    { teamCount: 2, teamSize: 2 },
  );
  const team = (n: number) => players.filter((p) => p.teamNumber === n).map((p) => p.id);
  return { kind: 'four_ball', sides: [team(1), team(2)] };
}

function requireSameSides(round: RoundInput, sides: [string[], string[]]): void {
  const key = (ids: readonly string[]) => [...ids].sort().join('\n');
  if (key(round.players.map((p) => p.id)) !== key(sides.flat())) {
    throw new GolfRuleError('Match play needs the same players in every round');
  }
  if (sides[0].length === 2 && key(matchSides(round.players).sides[0]) !== key(sides[0])) {
    throw new GolfRuleError('Match play needs the same teams in every round');
  }
}

function playHoles(cards: readonly PlayerCard[][], sides: [string[], string[]], totalHoles: number): MatchHole[] {
  const holes: MatchHole[] = [];
  let side1Up = 0;
  let played = 0;
  let decided = false;
  cards.forEach((roundCards, roundIndex) => {
    const holeNumbers = roundCards[0]?.holes.map((h) => h.holeNumber) ?? [];
    holeNumbers.forEach((holeNumber, index) => {
      const sideScore = (ids: string[]) => {
        const nets = roundCards.filter((c) => ids.includes(c.playerId)).map((c) => c.holes[index]!.net);
        const scored = nets.filter((net): net is number => net !== null);
        return scored.length === 0 ? null : Math.min(...scored);
      };
      const sideScores: [number | null, number | null] = [sideScore(sides[0]), sideScore(sides[1])];
      if (sideScores[0] === null || sideScores[1] === null) return;
      const winner: MatchLeader = sideScores[0] < sideScores[1] ? 1 : sideScores[1] < sideScores[0] ? 2 : null;
      const counted = !decided;
      if (counted) {
        side1Up += winner === 1 ? 1 : winner === 2 ? -1 : 0;
        played += 1;
        decided = matchStatus(side1Up, totalHoles - played).finished;
      }
      holes.push({ roundIndex, holeNumber, sideScores, winner, side1Up, counted });
    });
  });
  return holes;
}

function sideRecord(side: 1 | 2, playerIds: string[], counted: readonly MatchHole[], status: MatchStatus) {
  const wins = counted.filter((h) => h.winner === side).length;
  const losses = counted.filter((h) => h.winner !== null && h.winner !== side).length;
  const halves = counted.length - wins - losses;
  return {
    side,
    playerIds,
    wins,
    halves,
    losses,
    holesUp: wins - losses,
    statusText: sideStatusText(status, side),
    outcome: sideOutcome(status, side),
  };
}
