import type { FormatId } from '../games/game-type-id.ts';
import { asRounds, type RoundsInput } from './round-input.ts';
import { bestBall, type BestBallResult } from './best-ball.ts';
import { dogfight, type DogfightResult } from './dogfight.ts';
import { matchPlay, type MatchPlayResult } from './match-play.ts';
import { quotaResult, type QuotaResult } from './quota.ts';
import { skins, type SkinsResult } from './skins.ts';
import { stableford, type StablefordResult } from './stableford.ts';
import { strokePlay, type StrokePlayResult } from './stroke-play.ts';

/** A game's result, tagged by how it was scored (a quota dogfight is `quota`). */
export type GameResult =
  | { format: 'dogfight'; result: DogfightResult }
  | { format: 'quota'; result: QuotaResult }
  | { format: 'stroke_play'; result: StrokePlayResult }
  | { format: 'match_play'; result: MatchPlayResult }
  | { format: 'best_ball'; result: BestBallResult }
  | { format: 'skins'; result: SkinsResult }
  | { format: 'stableford'; result: StablefordResult }
  | { format: 'modified_stableford'; result: StablefordResult };

export interface GameResultOptions {
  /** Skins only; default $10. */
  skinValueCents?: number;
}

/** Scores a game (one round, or all its rounds) by its format and scoring type. */
export function gameResult(gameType: FormatId, input: RoundsInput, options: GameResultOptions = {}): GameResult {
  switch (gameType) {
    case 'dogfight':
      return asRounds(input).some((round) => round.scoringType === 'quota')
        ? { format: 'quota', result: quotaResult(input) }
        : { format: 'dogfight', result: dogfight(input) };
    case 'stroke_play':
      return { format: 'stroke_play', result: strokePlay(input) };
    case 'match_play':
      return { format: 'match_play', result: matchPlay(input) };
    case 'best_ball':
      return { format: 'best_ball', result: bestBall(input) };
    case 'skins':
      return {
        format: 'skins',
        result: skins(input, options.skinValueCents === undefined ? {} : { skinValueCents: options.skinValueCents }),
      };
    case 'stableford':
      return { format: 'stableford', result: stableford(input, 'stableford') };
    case 'modified_stableford':
      return { format: 'modified_stableford', result: stableford(input, 'modified_stableford') };
  }
}

/**
 * One leaderboard line per player (spec section 3, "Leaderboard entry"), best first. Team
 * formats give each player their team's (or side's) position. `totalPoints` is the format's
 * points: points per hole (the Stableford formats: their scale's); match play 1 per hole won;
 * skins the skins won.
 */
export interface LeaderboardRow {
  playerId: string;
  teamNumber: number | null;
  position: number;
  tied: boolean;
  /** False until the player (in team formats: their team or side) has a hole played: shown "not started". */
  started: boolean;
  holesPlayed: number;
  totalPoints: number;
  totalStrokes: number;
  totalNetScore: number;
  parForHolesPlayed: number;
  currentQuota: number | null;
  quotaDelta: number | null;
}

export function leaderboardRows(game: GameResult): LeaderboardRow[] {
  const line = (
    row: {
      playerId: string;
      teamNumber: number | null;
      position: number;
      tied: boolean;
      started: boolean;
      holesPlayed: number;
      grossStrokes: number;
      netStrokes: number;
      parForHolesPlayed: number;
    },
    totalPoints: number,
    quota: { currentQuota: number; quotaDelta: number } | null = null,
  ): LeaderboardRow => ({
    playerId: row.playerId,
    teamNumber: row.teamNumber,
    position: row.position,
    tied: row.tied,
    started: row.started,
    holesPlayed: row.holesPlayed,
    totalPoints,
    totalStrokes: row.grossStrokes,
    totalNetScore: row.netStrokes,
    parForHolesPlayed: row.parForHolesPlayed,
    currentQuota: quota?.currentQuota ?? null,
    quotaDelta: quota?.quotaDelta ?? null,
  });
  switch (game.format) {
    case 'dogfight':
    case 'stroke_play':
    case 'match_play':
    case 'stableford':
    case 'modified_stableford':
      return game.result.rows.map((row) => line(row, row.points));
    case 'quota':
      return game.result.rows.map((row) => line(row, row.points, { currentQuota: row.quota, quotaDelta: row.quotaDelta }));
    case 'skins':
      return game.result.rows.map((row) => line(row, row.skins));
    case 'best_ball':
      return game.result.teams.flatMap((team) =>
        game.result.players
          .filter((player) => team.playerIds.includes(player.playerId))
          .map((player) => line({ ...player, position: team.position, tied: team.tied, started: team.started }, player.points)),
      );
  }
}
