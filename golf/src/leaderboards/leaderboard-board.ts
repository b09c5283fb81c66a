import { nassau, type NassauBetResult } from '../betting/nassau.ts';
import { gameResult, leaderboardRows, type GameResult, type LeaderboardRow } from '../formats/game-result.ts';
import type { RoundInput } from '../formats/round-input.ts';
import type { PlayerCard } from '../formats/scorecard.ts';
import { strokePlay } from '../formats/stroke-play.ts';
import type { FormatId, ScoringType } from '../games/game-type-id.ts';
import { GolfRuleError } from '../golf-rule-error.ts';
import { scoreToPar, toParText } from '../ranking/positions.ts';
import type { Competitor, NassauStakes } from './board-payouts.ts';
import { competitorsOf, teamsOf } from './board-teams.ts';
import type { EntryLine, NassauLine, SummaryLine, TeamLine } from './leaderboard-types.ts';
import { scorecardLine, summaryOf } from './scorecard-lines.ts';

/** A leaderboard over some rounds of a game: the lines, teams, skins, Nassau and counts. */
export interface BoardCore {
  entries: EntryLine[];
  teams: TeamLine[];
  skins: { carriedOver: number; unclaimed: number; valueCents: number } | null;
  nassau: NassauLine[];
  summary: SummaryLine;
  /** Who competes for the overall prizes, with their positions. */
  competitors: Competitor[];
  nassauBets: NassauBetResult[];
}

export interface BoardInput {
  gameType: FormatId;
  scoringType: ScoringType;
  isNassau: boolean;
  /** Skins only: the value of a skin in cents (default $10). */
  skinValueCents?: number;
  /** What each Nassau bet is played for; null or absent: no stakes. */
  nassauStakesCents?: NassauStakes | null;
  playerIds: readonly string[];
  rounds: ReadonlyArray<{ roundNumber: number; input: RoundInput; cards: readonly PlayerCard[] }>;
}

/**
 * The format's result (@golf/golf). A game whose set-up breaks its format's rules (match play
 * with 3 players, best ball with a player left out of the teams) cannot be scored by its format:
 * until it is fixed it is ranked as net stroke play, so the leaderboard still shows the scores.
 */
export function formatResult(gameType: FormatId, inputs: readonly RoundInput[], skinValueCents?: number): GameResult {
  try {
    return gameResult(gameType, inputs, skinValueCents === undefined ? {} : { skinValueCents });
  } catch (error) {
    if (!(error instanceof GolfRuleError)) throw error;
    return { format: 'stroke_play', result: strokePlay(inputs.map((round) => ({ ...round, scoringType: 'net' as const }))) };
  }
}

function nassauOf(input: BoardInput): NassauBetResult[] {
  if (!input.isNassau || input.rounds.length === 0) return [];
  try {
    return nassau(
      input.rounds.map((r) => r.input),
      input.gameType,
    );
  } catch (error) {
    if (error instanceof GolfRuleError) return [];
    throw error;
  }
}

function entryOf(row: LeaderboardRow, game: GameResult, input: BoardInput): EntryLine {
  const basis = input.scoringType === 'net' ? row.totalNetScore : row.totalStrokes;
  const match = game.format === 'match_play' ? game.result.rows.find((r) => r.playerId === row.playerId) : undefined;
  const skins = game.format === 'skins' ? game.result.rows.find((r) => r.playerId === row.playerId) : undefined;
  const scorecards = input.rounds.flatMap((round) => {
    const card = round.cards.find((c) => c.playerId === row.playerId);
    return card ? [scorecardLine(round.roundNumber, card)] : [];
  });
  return {
    playerId: row.playerId,
    position: row.position,
    tied: row.tied,
    started: row.started,
    totalPoints: row.totalPoints,
    totalStrokes: row.totalStrokes,
    totalNetScore: row.totalNetScore,
    parForHolesPlayed: row.parForHolesPlayed,
    toPar: toParText(scoreToPar(basis, row.parForHolesPlayed)),
    holesPlayed: row.holesPlayed,
    currentQuota: row.currentQuota,
    quotaDelta: row.quotaDelta,
    match: match
      ? {
          status: match.statusText,
          wins: match.wins,
          ties: match.halves,
          losses: match.losses,
          holesUp: match.holesUp,
          outcome: match.outcome,
        }
      : null,
    skins: skins ? { won: skins.skins, valueCents: skins.winningsCents } : null,
    scorecards,
  };
}

/** A player with no round on this board: nothing played, not started. */
function emptyEntry(playerId: string, tied: boolean): EntryLine {
  return {
    playerId,
    position: 1,
    tied,
    started: false,
    totalPoints: 0,
    totalStrokes: 0,
    totalNetScore: 0,
    parForHolesPlayed: 0,
    toPar: toParText(0),
    holesPlayed: 0,
    currentQuota: null,
    quotaDelta: null,
    match: null,
    skins: null,
    scorecards: [],
  };
}

/** A leaderboard over `input.rounds` (one round, or the rounds played so far). */
export function leaderboardBoard(input: BoardInput): BoardCore {
  if (input.rounds.length === 0) {
    const entries = input.playerIds.map((id) => emptyEntry(id, input.playerIds.length > 1));
    const competitors = entries.map((e) => ({ id: e.playerId, position: e.position, playerIds: [e.playerId] }));
    return { entries, teams: [], skins: null, nassau: [], summary: summaryOf([]), competitors, nassauBets: [] };
  }
  const game = formatResult(
    input.gameType,
    input.rounds.map((r) => r.input),
    input.skinValueCents,
  );
  const entries = leaderboardRows(game).map((row) => entryOf(row, game, input));
  const teams = teamsOf(game, entries);
  const nassauBets = nassauOf(input);
  return {
    entries,
    teams,
    skins:
      game.format === 'skins'
        ? { carriedOver: game.result.carried, unclaimed: game.result.unclaimed, valueCents: game.result.skinValueCents }
        : null,
    nassau: nassauBets.map((bet) => ({
      betType: bet.bet,
      holes: { from: bet.from, to: bet.to },
      complete: bet.complete,
      winners: bet.standings.filter((s) => bet.leaderIds.includes(s.id)).flatMap((s) => s.playerIds),
      tied: bet.leaderIds.length > 1,
      stakeCents: input.nassauStakesCents?.[bet.bet] ?? 0,
    })),
    summary: summaryOf(input.rounds.flatMap((r) => r.cards)),
    competitors: competitorsOf(game, entries, teams),
    nassauBets,
  };
}
