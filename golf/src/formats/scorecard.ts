import type { GameTypeId } from '../games/game-type-id.ts';
import { allocateStrokes, netScore } from '../handicap/strokes-received.ts';
import { pointsForScore, pointsRuleFor, type PointsRule } from '../scoring/points.ts';
import { asRounds, checkRound, type HoleInfo, type RoundInput, type RoundPlayer, type RoundsInput } from './round-input.ts';

/** One hole of a player's card. Score fields are null until the hole is played. */
export interface HoleCard {
  holeNumber: number;
  par: number;
  strokeIndex: number;
  /** Handicap strokes on this hole; negative where a plus handicap gives strokes back. */
  strokesReceived: number;
  gross: number | null;
  net: number | null;
  points: number | null;
}

/** Totals over the holes played (all rounds, when summed over a game). */
export interface PlayerTotals {
  playerId: string;
  teamNumber: number | null;
  holesPlayed: number;
  grossStrokes: number;
  netStrokes: number;
  points: number;
  /** Par of exactly the holes played. */
  parForHolesPlayed: number;
}

export interface PlayerCard extends PlayerTotals {
  courseHandicap: number;
  holes: HoleCard[];
}

export interface ScorecardOptions {
  /** How points are counted; null awards none (match play, skins). */
  points: PointsRule | null;
  /** Handicap that strokes are allocated from; default the course handicap. */
  handicapOf?: (player: RoundPlayer) => number;
}

/** Every player's hole-by-hole card for a round: strokes received, gross, net and points. */
export function buildScorecards(round: RoundInput, options: ScorecardOptions): PlayerCard[] {
  const checked = checkRound(round);
  return checked.players.map((player) => {
    const tee = checked.holesOf(player.id);
    const handicap = options.handicapOf ? options.handicapOf(player) : player.courseHandicap;
    const strokes = allocateStrokes(handicap, tee.map((hole) => hole.strokeIndex));
    const holes = tee.map((hole, index) =>
      holeCard(hole, checked.gross(player.id, hole.number), strokes[index]!, options.points),
    );
    return { ...totalsOf(player, holes), courseHandicap: player.courseHandicap, holes };
  });
}

/**
 * The cards a game shows on its round summary and stores per hole: points by the game's
 * format and scoring type (none for match play and skins).
 */
export function roundScorecards(round: RoundInput, gameType: GameTypeId): PlayerCard[] {
  return buildScorecards(round, { points: pointsRuleFor(gameType, round.scoringType ?? 'net', round.pointsSystem) });
}

/** Per-player totals summed over every round of a game, players in first-seen order. */
export function sumTotals(cardsByRound: readonly (readonly PlayerTotals[])[]): PlayerTotals[] {
  const byId = new Map<string, PlayerTotals>();
  for (const cards of cardsByRound) {
    for (const card of cards) {
      const sum = byId.get(card.playerId);
      byId.set(card.playerId, {
        playerId: card.playerId,
        teamNumber: card.teamNumber,
        holesPlayed: (sum?.holesPlayed ?? 0) + card.holesPlayed,
        grossStrokes: (sum?.grossStrokes ?? 0) + card.grossStrokes,
        netStrokes: (sum?.netStrokes ?? 0) + card.netStrokes,
        points: (sum?.points ?? 0) + card.points,
        parForHolesPlayed: (sum?.parForHolesPlayed ?? 0) + card.parForHolesPlayed,
      });
    }
  }
  return [...byId.values()];
}

/** Cards of every round with the given options, and each player's totals over them. */
export function gameTotals(input: RoundsInput, optionsFor: (round: RoundInput) => ScorecardOptions): {
  rounds: PlayerCard[][];
  totals: PlayerTotals[];
} {
  const rounds = asRounds(input).map((round) => buildScorecards(round, optionsFor(round)));
  return { rounds, totals: sumTotals(rounds) };
}

/** The strokes a format compares: net, or gross when the scoring is gross (or quota). */
export function strokesOn(totals: PlayerTotals, basis: 'net' | 'gross'): number {
  return basis === 'net' ? totals.netStrokes : totals.grossStrokes;
}

function holeCard(hole: HoleInfo, gross: number | null, strokesReceived: number, rule: PointsRule | null): HoleCard {
  const card = { holeNumber: hole.number, par: hole.par, strokeIndex: hole.strokeIndex, strokesReceived };
  if (gross === null) return { ...card, gross: null, net: null, points: null };
  const net = netScore(gross, strokesReceived);
  const points = rule === null ? 0 : pointsForScore(rule.basis === 'net' ? net : gross, hole.par, rule.system);
  return { ...card, gross, net, points };
}

function totalsOf(player: RoundPlayer, holes: readonly HoleCard[]): PlayerTotals {
  const played = holes.filter((hole) => hole.gross !== null);
  return {
    playerId: player.id,
    teamNumber: player.teamNumber ?? null,
    holesPlayed: played.length,
    grossStrokes: played.reduce((sum, hole) => sum + hole.gross!, 0),
    netStrokes: played.reduce((sum, hole) => sum + hole.net!, 0),
    points: played.reduce((sum, hole) => sum + hole.points!, 0),
    parForHolesPlayed: played.reduce((sum, hole) => sum + hole.par, 0),
  };
}
