import { z } from 'zod/mini';
import { typeError } from '../errors/zod-messages.ts';
import { gameMessages } from './game-messages.ts';

/** The five formats (the table itself lives in @golf/golf; this list must match its GAME_TYPE_IDS). */
export const GAME_TYPE_IDS = ['dogfight', 'stroke_play', 'match_play', 'best_ball', 'skins', 'stableford', 'modified_stableford'] as const;
export const GameTypeId = z.enum(GAME_TYPE_IDS, { error: gameMessages.gameType });
export type GameTypeId = z.infer<typeof GameTypeId>;

/** net (strokes minus handicap strokes), gross (as played), quota (dogfight only). */
export const ScoringType = z.enum(['net', 'gross', 'quota'], { error: gameMessages.scoringType });
export type ScoringType = z.infer<typeof ScoringType>;

export const GameStatus = z.enum(['setup', 'in_progress', 'completed'], { error: 'Status must be setup, in_progress or completed' });
export type GameStatus = z.infer<typeof GameStatus>;

/** What a payout pays for: the final standings, or one Nassau bet (front_9, back_9, overall_18). */
export const BetType = z.enum(['overall', 'front_9', 'back_9', 'overall_18'], { error: gameMessages.betType });
export type BetType = z.infer<typeof BetType>;

/** admin: changes everything; player: sees everything (scores own later); viewer: read only. */
export const GameAccessLevel = z.enum(['admin', 'player', 'viewer']);
export type GameAccessLevel = z.infer<typeof GameAccessLevel>;

/** '', null, undefined and whitespace: what a form sends for a field left empty. */
export const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** A number typed into a form (number or numeric string); anything else is left for zod to refuse. */
const numeric = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;

/** A whole number in min … max (a form may send a numeric string). Blank takes `fallback` when there is one. */
export const wholeNumber = (message: string, min: number, max: number, fallback?: number) =>
  z.pipe(
    z.transform((value) => (isBlank(value) ? fallback : numeric(value))),
    z.number({ error: typeError({ required: message, invalid: message }) }).check(z.int(message), z.gte(min, message), z.lte(max, message)),
  );

/** Handicap index, −10 … 54 (negative for scratch or plus golfers); an empty field means 0. */
export const HandicapIndexField = z.pipe(
  z.transform((value) => (isBlank(value) ? 0 : numeric(value))),
  z
    .number({ error: typeError({ invalid: gameMessages.handicapIndex }) })
    .check(z.gte(-10, gameMessages.handicapIndex), z.lte(54, gameMessages.handicapIndex)),
);

/** A course handicap typed by hand: a whole number 0 … 54. */
export const ManualCourseHandicap = wholeNumber(gameMessages.courseHandicap, 0, 54);

export const RoundNumber = wholeNumber(gameMessages.roundNumber, 1, 20);

const points = wholeNumber(gameMessages.points, 0, 1000, 0);

/**
 * Points per hole result. Points formats use eagle, birdie, par, bogey, double (quota adds
 * double_eagle); match play win, tie, loss; skins skins. Which keys a game needs is checked
 * against its type when the game is created; an empty input means 0.
 */
export const PointsSystemBody = z.partial(
  z.strictObject({
    double_eagle: points,
    eagle: points,
    birdie: points,
    par: points,
    bogey: points,
    double: points,
    win: points,
    tie: points,
    loss: points,
    skins: points,
  }),
);
export type PointsSystemBody = z.infer<typeof PointsSystemBody>;

/** An optional id: blank → null. */
export const optionalId = (message: string) =>
  z.pipe(
    z.transform((value) => (isBlank(value) ? null : value)),
    z.nullable(z.string({ error: typeError({ invalid: message }) }).check(z.uuid(message))),
  );

/** An optional short text: trimmed, blank → null. */
export const optionalText = (max: number, message: string) =>
  z.pipe(
    z.transform((value) => (isBlank(value) ? null : typeof value === 'string' ? value.trim() : value)),
    z.nullable(z.string({ error: typeError({ invalid: message }) }).check(z.maxLength(max, message))),
  );
