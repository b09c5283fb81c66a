/**
 * Builds stand-in leaderboards for the screenshot script from strokes, with @golf/golf, in the
 * shape of the LeaderboardView contract. Only for pictures: the real ones come from the projector.
 */
import type { LeaderboardView } from '@golf/contracts';
import {
  distributePayouts,
  gameResult,
  leaderboardRows,
  nassau,
  roundScorecards,
  roundStats,
  scoreName,
  scoreToPar,
  sumStats,
  teamName,
  toParText,
  type GameTypeId,
  type HoleInfo,
  type PlayerCard,
  type ScoringType,
} from '@golf/golf';

export type BoardPlayer = { id: string; name: string; handicap: number; teamNumber: 1 | 2 | null; courseHandicap: number };

export type BoardInput = {
  gameId: string;
  gameName: string;
  courseName: string;
  gameType: GameTypeId;
  scoringType: ScoringType;
  holes: HoleInfo[];
  players: BoardPlayer[];
  /** Strokes per player (same order), hole 1 onwards; shorter lists are holes not played yet. */
  strokes: number[][];
  round: number | null;
  rounds: LeaderboardView['rounds'];
  currentRound: number;
  currentHole: number;
  status: LeaderboardView['status'];
  isNassau?: boolean;
  payouts?: Array<{ position: number; amountCents: number; betType?: 'overall' | 'front_9' | 'back_9' | 'overall_18' }>;
  quotas?: number[];
};

const resultOf = (gross: number | null, par: number) => {
  if (gross === null) return null;
  const name = scoreName(gross - par);
  return name === 'double_eagle' ? 'eagle' : name;
};

function scorecard(roundNumber: number, card: PlayerCard) {
  const stats = roundStats(card.holes);
  return {
    roundNumber,
    courseHandicap: card.courseHandicap,
    holes: card.holes.map((h) => ({
      holeNumber: h.holeNumber,
      par: h.par,
      strokeIndex: h.strokeIndex,
      strokes: h.gross,
      netScore: h.net,
      points: h.points,
      strokesReceived: h.strokesReceived,
      result: resultOf(h.gross, h.par),
    })),
    totals: { points: card.points, gross: card.grossStrokes, net: card.netStrokes, birdiesPlus: stats.birdiesPlus },
  };
}

export function board(input: BoardInput): LeaderboardView {
  const roundNumber = input.round ?? input.currentRound;
  const round = {
    roundNumber,
    holes: input.holes,
    players: input.players.map((p, i) => ({ id: p.id, courseHandicap: p.courseHandicap, teamNumber: p.teamNumber, quota: input.quotas?.[i] ?? null })),
    scores: input.players.flatMap((p, i) => (input.strokes[i] ?? []).map((strokes, h) => ({ playerId: p.id, holeNumber: h + 1, strokes }))),
    scoringType: input.scoringType,
    pointsSystem: input.scoringType === 'quota' ? null : { eagle: 8, birdie: 4, par: 2, bogey: 1, double: 0 },
  };
  const game = gameResult(input.gameType, round);
  const cards = roundScorecards(round, input.gameType);
  const rows = leaderboardRows(game);
  const playerOf = (id: string) => input.players.find((p) => p.id === id)!;
  const entries = rows.map((row) => {
    const p = playerOf(row.playerId);
    const match = game.format === 'match_play' ? game.result.rows.find((r) => r.playerId === row.playerId) : undefined;
    const skins = game.format === 'skins' ? game.result.rows.find((r) => r.playerId === row.playerId) : undefined;
    const basis = input.scoringType === 'net' ? row.totalNetScore : row.totalStrokes;
    return {
      position: row.position,
      tied: row.tied,
      player: { id: p.id, name: p.name, handicap: p.handicap, teamNumber: p.teamNumber, userId: null },
      totalPoints: row.totalPoints,
      totalStrokes: row.totalStrokes,
      totalNetScore: row.totalNetScore,
      parForHolesPlayed: row.parForHolesPlayed,
      toPar: toParText(scoreToPar(basis, row.parForHolesPlayed)),
      holesPlayed: row.holesPlayed,
      currentQuota: row.currentQuota,
      quotaDelta: row.quotaDelta,
      match: match ? { status: match.statusText, wins: match.wins, ties: match.halves, losses: match.losses, holesUp: match.holesUp, outcome: match.outcome } : null,
      skins: skins ? { won: skins.skins, valueCents: skins.winningsCents } : null,
      scorecards: [scorecard(roundNumber, cards.find((c) => c.playerId === row.playerId)!)],
    };
  });
  const teams =
    game.format === 'best_ball'
      ? game.result.teams.map((t) => ({ teamNumber: t.teamNumber ?? 0, name: teamName(t.teamNumber ?? 0), position: t.position, tied: t.tied, totalPoints: t.points, totalStrokes: t.strokes, holesPlayed: t.holesPlayed, playerIds: t.playerIds }))
      : [];
  const standings = teams.length > 0 ? teams.map((t) => ({ id: `team-${t.teamNumber}`, position: t.position, playerIds: t.playerIds })) : entries.map((e) => ({ id: e.player.id, position: e.position, playerIds: [e.player.id] }));
  const overallRows = (input.payouts ?? []).filter((p) => (p.betType ?? 'overall') === 'overall');
  const prizes = distributePayouts(standings, overallRows);
  const tiedOn = (position: number) => standings.filter((s) => s.position === position).length;
  const payouts = overallRows.map((row) => {
    // Those whose tie group covers the row's position share it.
    const winners = standings.filter((s) => s.position <= row.position && row.position < s.position + tiedOn(s.position));
    const share = winners[0] ? (prizes.find((x) => x.id === winners[0]!.id)?.amountCents ?? 0) : 0;
    return { position: row.position, betType: 'overall' as const, amountCents: row.amountCents, description: null, playerIds: winners.flatMap((w) => w.playerIds), shareCents: share };
  });
  const bets = input.isNassau ? nassau(round, input.gameType) : [];
  return {
    gameId: input.gameId,
    gameName: input.gameName,
    gameType: input.gameType,
    scoringType: input.scoringType,
    round: input.round,
    courseName: input.courseName,
    rounds: input.rounds,
    currentRound: input.currentRound,
    currentHole: input.currentHole,
    status: input.status,
    entries,
    teams,
    skins: game.format === 'skins' ? { carriedOver: game.result.carried, unclaimed: game.result.unclaimed, valueCents: game.result.skinValueCents } : null,
    nassau: bets.map((bet) => ({ betType: bet.bet, holes: { from: bet.from, to: bet.to }, complete: bet.complete, winners: bet.standings.filter((s) => s.position === 1).flatMap((s) => s.playerIds), tied: bet.leaderIds.length > 1 })),
    payouts,
    prizePoolCents: (input.payouts ?? []).reduce((sum, p) => sum + p.amountCents, 0),
    summary: (() => {
      const s = sumStats(cards.map((c) => roundStats(c.holes)));
      return { eagles: s.eaglesOrBetter, birdies: s.birdies, pars: s.pars, bogeys: s.bogeys, doubles: s.doubleBogeysOrWorse, birdiesPlus: s.birdiesPlus };
    })(),
  };
}
