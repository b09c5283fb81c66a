import { z } from 'zod';
import { CommandPosition } from '../errors/error-body.ts';
import { GameSummaryView, GameTypeView, GameView, PayoutView, PlayerRoundView, PlayerView, RoundView } from './game-view.ts';

/** POST /api/games: the new game's id (as the spec says), the game, and the position. */
export const CreateGameResponse = z.object({ id: z.string().uuid(), game: GameView }).merge(CommandPosition);
export type CreateGameResponse = z.infer<typeof CreateGameResponse>;

/** A command on a game answers the game after it and the position of its last event. */
export const GameCommandResponse = z.object({ game: GameView }).merge(CommandPosition);
export type GameCommandResponse = z.infer<typeof GameCommandResponse>;

export const GameListResponse = z.array(GameSummaryView);
export type GameListResponse = z.infer<typeof GameListResponse>;

export const GameTypesResponse = z.array(GameTypeView);
export type GameTypesResponse = z.infer<typeof GameTypesResponse>;

/** POST players: `added` false when a player of that name was already in the game (nothing recorded). */
export const AddPlayerResponse = z.object({ player: PlayerView, added: z.boolean() }).merge(CommandPosition);
export type AddPlayerResponse = z.infer<typeof AddPlayerResponse>;

export const PlayerCommandResponse = z.object({ player: PlayerView }).merge(CommandPosition);
export type PlayerCommandResponse = z.infer<typeof PlayerCommandResponse>;

export const RoundListResponse = z.array(RoundView);
export type RoundListResponse = z.infer<typeof RoundListResponse>;

export const RoundCommandResponse = z.object({ round: RoundView }).merge(CommandPosition);
export type RoundCommandResponse = z.infer<typeof RoundCommandResponse>;

export const PlayerRoundListResponse = z.array(PlayerRoundView);
export type PlayerRoundListResponse = z.infer<typeof PlayerRoundListResponse>;

export const PlayerRoundCommandResponse = z.object({ playerRound: PlayerRoundView }).merge(CommandPosition);
export type PlayerRoundCommandResponse = z.infer<typeof PlayerRoundCommandResponse>;

/** POST calculate-course-handicaps: every player's course handicap for the round. */
export const CalculateCourseHandicapsResponse = z
  .object({ courseHandicaps: z.array(z.object({ playerId: z.string().uuid(), courseHandicap: z.number().int() })) })
  .merge(CommandPosition);
export type CalculateCourseHandicapsResponse = z.infer<typeof CalculateCourseHandicapsResponse>;

/** PATCH update-course-handicaps: the round's player rounds after the change. */
export const UpdateCourseHandicapsResponse = z.object({ playerRounds: z.array(PlayerRoundView) }).merge(CommandPosition);
export type UpdateCourseHandicapsResponse = z.infer<typeof UpdateCourseHandicapsResponse>;

/** POST recalculate-scores: how many hole scores were derived again from the current handicaps. */
export const RecalculateScoresResponse = z.object({ updatedScores: z.number().int() }).merge(CommandPosition);
export type RecalculateScoresResponse = z.infer<typeof RecalculateScoresResponse>;

export const PayoutListResponse = z.array(PayoutView);
export type PayoutListResponse = z.infer<typeof PayoutListResponse>;

export const PayoutCommandResponse = z.object({ payouts: z.array(PayoutView) }).merge(CommandPosition);
export type PayoutCommandResponse = z.infer<typeof PayoutCommandResponse>;

/** DELETE answers: the position of the event that recorded it. */
export const GameDeletedResponse = CommandPosition;
