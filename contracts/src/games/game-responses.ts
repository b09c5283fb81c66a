import { z } from 'zod/mini';
import { CommandPosition } from '../errors/error-body.ts';
import { GameSummaryView, GameTypeView, GameView, PayoutView, PlayerRoundView, PlayerView, RoundView } from './game-view.ts';

/** POST /api/games: the new game's id (as the spec says), the game, and the position. */
export const CreateGameResponse = z.merge(z.object({ id: z.string().check(z.uuid()), game: GameView }), CommandPosition);
export type CreateGameResponse = z.infer<typeof CreateGameResponse>;

/** A command on a game answers the game after it and the position of its last event. */
export const GameCommandResponse = z.merge(z.object({ game: GameView }), CommandPosition);
export type GameCommandResponse = z.infer<typeof GameCommandResponse>;

export const GameListResponse = z.array(GameSummaryView);
export type GameListResponse = z.infer<typeof GameListResponse>;

export const GameTypesResponse = z.array(GameTypeView);
export type GameTypesResponse = z.infer<typeof GameTypesResponse>;

/** POST players: `added` false when a player of that name was already in the game (nothing recorded). */
export const AddPlayerResponse = z.merge(z.object({ player: PlayerView, added: z.boolean() }), CommandPosition);
export type AddPlayerResponse = z.infer<typeof AddPlayerResponse>;

export const PlayerCommandResponse = z.merge(z.object({ player: PlayerView }), CommandPosition);
export type PlayerCommandResponse = z.infer<typeof PlayerCommandResponse>;

export const RoundListResponse = z.array(RoundView);
export type RoundListResponse = z.infer<typeof RoundListResponse>;

export const RoundCommandResponse = z.merge(z.object({ round: RoundView }), CommandPosition);
export type RoundCommandResponse = z.infer<typeof RoundCommandResponse>;

export const PlayerRoundListResponse = z.array(PlayerRoundView);
export type PlayerRoundListResponse = z.infer<typeof PlayerRoundListResponse>;

export const PlayerRoundCommandResponse = z.merge(z.object({ playerRound: PlayerRoundView }), CommandPosition);
export type PlayerRoundCommandResponse = z.infer<typeof PlayerRoundCommandResponse>;

/** POST calculate-course-handicaps: every player's course handicap for the round. */
export const CalculateCourseHandicapsResponse = z.merge(
  z.object({ courseHandicaps: z.array(z.object({ playerId: z.string().check(z.uuid()), courseHandicap: z.number().check(z.int()) })) }),
  CommandPosition,
);
export type CalculateCourseHandicapsResponse = z.infer<typeof CalculateCourseHandicapsResponse>;

/** PATCH update-course-handicaps: the round's player rounds after the change. */
export const UpdateCourseHandicapsResponse = z.merge(z.object({ playerRounds: z.array(PlayerRoundView) }), CommandPosition);
export type UpdateCourseHandicapsResponse = z.infer<typeof UpdateCourseHandicapsResponse>;

/** POST recalculate-scores: how many hole scores were derived again from the current handicaps. */
export const RecalculateScoresResponse = z.merge(z.object({ updatedScores: z.number().check(z.int()) }), CommandPosition);
export type RecalculateScoresResponse = z.infer<typeof RecalculateScoresResponse>;

export const PayoutListResponse = z.array(PayoutView);
export type PayoutListResponse = z.infer<typeof PayoutListResponse>;

export const PayoutCommandResponse = z.merge(z.object({ payouts: z.array(PayoutView) }), CommandPosition);
export type PayoutCommandResponse = z.infer<typeof PayoutCommandResponse>;

/** DELETE answers: the position of the event that recorded it. */
export const GameDeletedResponse = CommandPosition;
