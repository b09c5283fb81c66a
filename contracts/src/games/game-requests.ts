import { z } from 'zod/mini';
import { typeError } from '../errors/zod-messages.ts';
import {
  BetType,
  GameStatus,
  GameTypeId,
  PointsSystemBody,
  ScoringType,
  isBlank,
  optionalId,
  optionalText,
  wholeNumber,
} from './game-fields.ts';
import { gameMessages } from './game-messages.ts';

/** Dollars with at most two decimals, 0 … 1,000,000; `message` when it is not. */
const dollars = (message: string) =>
  z.pipe(
    z.transform((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value)),
    z.number({ error: typeError({ required: message, invalid: message }) }).check(
      z.gte(0, message),
      z.lte(1_000_000, message),
      z.refine((amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, message),
    ),
  );
const amount = dollars(gameMessages.payoutAmount);

/** A stake left empty is no stake. */
const stake = z.pipe(
  z.transform((value) => (isBlank(value) ? 0 : value)),
  dollars(gameMessages.nassauStake),
);

/** Each Nassau bet's stake in dollars: what the bet's winner takes (tied leaders split it). */
export const NassauStakesBody = z.object({ front_9: stake, back_9: stake, overall_18: stake });
export type NassauStakesBody = z.infer<typeof NassauStakesBody>;

/** A side game's money value in dollars; left out or empty: `fallback`. */
const valueOr = (fallback: number, message: string) =>
  z.pipe(
    z.transform((value) => (isBlank(value) ? fallback : value)),
    dollars(message),
  );

const nullIsOff = (value: unknown) => (value === null ? undefined : value);

const SkinsSideGameBody = z.object({ value: valueOr(10, gameMessages.skinValue) });
const WolfSideGameBody = z.object({ pointValue: valueOr(1, gameMessages.pointValue) });
const VegasSideGameBody = z.object({ pointValue: valueOr(0.25, gameMessages.pointValue) });

const JUNK_DOTS = ['birdie', 'greenie', 'sandie', 'chip_in', 'polie'] as const;
/** The dots a junk game plays, each once, in the rules' order; left out: all five. */
const JunkDots = z.pipe(
  z.transform((value) => (value === undefined || value === null ? [...JUNK_DOTS] : value)),
  z.pipe(
    z
      .array(z.enum(JUNK_DOTS, { error: gameMessages.junkDots }), { error: gameMessages.junkDots })
      .check(z.minLength(1, gameMessages.junkDots)),
    z.transform((dots) => JUNK_DOTS.filter((dot) => dots.includes(dot))),
  ),
);
const JunkSideGameBody = z.object({ value: valueOr(1, gameMessages.dotValue), dots: JunkDots });
const BingoBangoBongoSideGameBody = z.object({ value: valueOr(1, gameMessages.pointValue) });
const SnakeSideGameBody = z.object({ value: valueOr(5, gameMessages.snakeValue) });

/**
 * A Nassau as a side game (docs/golf-rules.md sections 7 and 11): each bet's stake in dollars,
 * and its presses (match play only): off unless set, opening at 2 holes down, for the same stake.
 */
export const NassauSideGameBody = z.object({
  front_9: stake,
  back_9: stake,
  overall_18: stake,
  presses: z.pipe(
    z.transform((value) => (isBlank(value) ? 'off' : value)),
    z.enum(['off', 'manual', 'automatic'], { error: gameMessages.presses }),
  ),
  pressTrigger: wholeNumber(gameMessages.pressTrigger, 1, 5, 2),
  pressStake: z.pipe(
    z.transform((value) => (isBlank(value) ? 'same' : value)),
    z.enum(['same', 'double'], { error: gameMessages.pressStake }),
  ),
});
export type NassauSideGameBody = z.infer<typeof NassauSideGameBody>;

/**
 * The side games riding on a game's strokes (docs/golf-rules.md section 14), each left out or
 * null when not played: skins (a skin's value, $10 unless set), a Nassau (`isNassau` and
 * `nassauStakes` name the same one), Wolf (four players; a point $1 unless set) and Las Vegas
 * (four players in teams 1 and 2; a point $0.25 unless set, decision 0789), and the games on the
 * hole facts (section 15, decision 0811): junk (a dot $1 unless set; the dots played, all five
 * unless set), Bingo Bango Bongo (a point $1 unless set) and the snake ($5 unless set).
 */
export const SideGamesBody = z.object({
  // A side game switched off is left out or null (null reads as left out).
  skins: z.optional(z.pipe(z.transform(nullIsOff), z.optional(SkinsSideGameBody))),
  nassau: z.optional(z.pipe(z.transform(nullIsOff), z.optional(NassauSideGameBody))),
  wolf: z.optional(z.pipe(z.transform(nullIsOff), z.optional(WolfSideGameBody))),
  vegas: z.optional(z.pipe(z.transform(nullIsOff), z.optional(VegasSideGameBody))),
  junk: z.optional(z.pipe(z.transform(nullIsOff), z.optional(JunkSideGameBody))),
  bingoBangoBongo: z.optional(z.pipe(z.transform(nullIsOff), z.optional(BingoBangoBongoSideGameBody))),
  snake: z.optional(z.pipe(z.transform(nullIsOff), z.optional(SnakeSideGameBody))),
});
export type SideGamesBody = z.infer<typeof SideGamesBody>;

/**
 * A prize for a finishing position (POST /api/games/{id}/payouts, and each of a new game's
 * payouts). One payout per (betType, position): sending one again replaces its amount, and
 * amount 0 takes it away. Nassau bet types need a Nassau game.
 */
export const PayoutBody = z.object({
  position: wholeNumber(gameMessages.payoutPosition, 1, 20),
  amount,
  betType: z.pipe(
    z.transform((value) => (isBlank(value) ? 'overall' : value)),
    BetType,
  ),
  description: z.pipe(
    z.optional(optionalText(100, 'Description must be at most 100 characters')),
    z.transform((value) => value ?? null),
  ),
});
export type PayoutBody = z.infer<typeof PayoutBody>;

/**
 * POST /api/games: the New Game form. An empty name becomes '{type name} - {today}'. Left out:
 * the type's default scoring type and points system, 1 round, 4 players. Payouts with amount 0
 * are dropped. Whether the player count, scoring type, points and Nassau fit the type is
 * checked against the game types table (422 when not).
 */
export const CreateGameBody = z.object({
  name: z.pipe(
    z.optional(optionalText(100, gameMessages.gameNameTooLong)),
    z.transform((value) => value ?? ''),
  ),
  gameType: z.pipe(
    z.transform((value) => (isBlank(value) ? 'dogfight' : value)),
    GameTypeId,
  ),
  // z.preprocess (not in zod/mini) made a field optional in z.input where its schema was; the
  // outer z.optional keeps scoringType, pointsSystem and nassauStakes so (undefined stays undefined).
  scoringType: z.optional(
    z.pipe(
      z.transform((value) => (isBlank(value) ? undefined : value)),
      z.optional(ScoringType),
    ),
  ),
  numberOfRounds: wholeNumber(gameMessages.rounds, 1, 20, 1),
  targetPlayerCount: wholeNumber(gameMessages.playerCount, 1, 20, 4),
  pointsSystem: z.optional(
    z.pipe(
      z.transform((value) => (value === null ? undefined : value)),
      z.optional(PointsSystemBody),
    ),
  ),
  tripId: z.pipe(
    z.optional(optionalId('Trip id must be a uuid')),
    z.transform((value) => value ?? null),
  ),
  /** Left out: a Nassau when `sideGames.nassau` is one, else none. */
  isNassau: z.optional(z.boolean({ error: typeError({ invalid: 'isNassau must be true or false' }) })),
  useEightyPercentHandicap: z._default(
    z.boolean({ error: typeError({ invalid: 'useEightyPercentHandicap must be true or false' }) }),
    false,
  ),
  payouts: z._default(z.array(PayoutBody).check(z.maxLength(40, 'At most 40 payouts')), []),
  /** Skins: what one skin is worth in dollars; left out or empty: `sideGames.skins`' value, else $10. */
  skinValue: z.optional(
    z.pipe(
      z.transform((value) => (isBlank(value) ? undefined : value)),
      z.optional(dollars(gameMessages.skinValue)),
    ),
  ),
  /** Nassau: the three bets' stakes in dollars; left out: `sideGames.nassau`'s, else none. */
  nassauStakes: z.optional(
    z.pipe(
      z.transform((value) => (value === null ? undefined : value)),
      z.optional(NassauStakesBody),
    ),
  ),
  /** The side games played on the same strokes; left out: none beyond `isNassau` and the skins format's own. */
  sideGames: z.optional(
    z.pipe(
      z.transform((value) => (value === null ? undefined : value)),
      z.optional(SideGamesBody),
    ),
  ),
});
export type CreateGameBody = z.infer<typeof CreateGameBody>;
/**
 * What a client may send. zod 4 types a preprocessed field's input as a required `unknown`;
 * every field of the body may be left out (zod 3's input type said so), hence the partial.
 */
type Sendable<T> = T extends readonly (infer Item)[] ? Sendable<Item>[] : T extends object ? { [K in keyof T]?: Sendable<T[K]> } : T;
export type CreateGameInput = Sendable<z.input<typeof CreateGameBody>>;

/**
 * PATCH /api/games/{id}: any of the game's settings, its status, or where play is (currentRound,
 * currentHole). Only the fields present change. Status in_progress from setup starts the
 * current round (every player needs a tee); completed ends the game.
 */
export const UpdateGameBody = z.partial(
  z.object({
    name: z
      .string({ error: typeError({ invalid: gameMessages.gameNameRequired }) })
      .check(z.trim(), z.minLength(1, gameMessages.gameNameRequired), z.maxLength(100, gameMessages.gameNameTooLong)),
    scoringType: ScoringType,
    numberOfRounds: wholeNumber(gameMessages.rounds, 1, 20),
    targetPlayerCount: wholeNumber(gameMessages.playerCount, 1, 20),
    pointsSystem: PointsSystemBody,
    isNassau: z.boolean({ error: typeError({ invalid: 'isNassau must be true or false' }) }),
    useEightyPercentHandicap: z.boolean({ error: typeError({ invalid: 'useEightyPercentHandicap must be true or false' }) }),
    /** The side games as a whole, replacing the game's (before its first round starts); a Nassau here is `isNassau`'s. */
    sideGames: SideGamesBody,
    status: GameStatus,
    currentRound: wholeNumber(gameMessages.roundNumber, 1, 20),
    currentHole: wholeNumber(gameMessages.currentHole, 1, 18),
  }),
);
export type UpdateGameBody = z.infer<typeof UpdateGameBody>;

/** GET /api/games: the caller's games (created or played in), newest first. */
export const GameListQuery = z.object({
  status: z.optional(GameStatus),
  limit: z.optional(wholeNumber('limit must be a whole number from 1 to 100', 1, 100)),
});
export type GameListQuery = z.infer<typeof GameListQuery>;

/** A game access code: up to 6 characters, upper-cased (the join screen's rule). */
export const GameCodeParam = z.object({
  code: z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, gameMessages.invalidAccessCode),
        z.maxLength(6, gameMessages.invalidAccessCode),
        z.regex(/^[A-Za-z0-9]+$/, gameMessages.invalidAccessCode),
      ),
    z.transform((code) => code.toUpperCase()),
  ),
});

/** Path ids are checked by the route: an id that names no game answers 404, not 400. */
export const GameIdParam = z.object({ id: z.string() });
export const GameRoundParams = z.object({ id: z.string(), roundNumber: z.string() });
