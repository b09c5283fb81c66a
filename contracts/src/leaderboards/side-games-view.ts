import { z } from 'zod/mini';

const int = () => z.number().check(z.int());
const playerPoints = z.array(z.object({ playerId: z.string(), points: int() }));

/** A press of a match play Nassau, under the bet it presses (`pressOf`: a bet, or a press's id). */
export const PressLineView = z.object({
  id: z.string(),
  pressOf: z.string(),
  holes: z.object({ from: int(), to: int() }),
  automatic: z.boolean(),
  complete: z.boolean(),
  /** The side ahead's players as it stands; both sides' when level after a hole (`tied`); none before it starts. */
  winners: z.array(z.string()),
  tied: z.boolean(),
  stakeCents: int(),
});
export type PressLineView = z.infer<typeof PressLineView>;

/** Wolf hole by hole (docs/golf-rules.md section 12): the wolf, the choice, and the points once all four have scored. */
export const WolfView = z.object({
  holes: z.array(
    z.object({
      roundNumber: int(),
      holeNumber: int(),
      wolfId: z.string(),
      choice: z.nullable(z.enum(['partner', 'lone', 'blind'])),
      partnerId: z.nullable(z.string()),
      /** `waiting_for_wolf`: scores but no choice yet, so the hole counts nothing. */
      status: z.enum(['not_started', 'waiting_for_wolf', 'in_play', 'scored']),
      sideScores: z.nullable(z.object({ wolf: int(), others: int() })),
      winner: z.nullable(z.enum(['wolf', 'others'])),
      points: playerPoints,
    }),
  ),
  totals: playerPoints,
});
export type WolfView = z.infer<typeof WolfView>;

/** Las Vegas hole by hole (docs/golf-rules.md section 13): each team's number, flips, and the winner's points. */
export const VegasView = z.object({
  teams: z.tuple([z.array(z.string()), z.array(z.string())]),
  holes: z.array(
    z.object({
      roundNumber: int(),
      holeNumber: int(),
      status: z.enum(['not_started', 'in_play', 'scored']),
      numbers: z.nullable(z.tuple([int(), int()])),
      flipped: z.tuple([z.boolean(), z.boolean()]),
      winner: z.nullable(z.union([z.literal(1), z.literal(2)])),
      points: int(),
    }),
  ),
  team1Points: int(),
});
export type VegasView = z.infer<typeof VegasView>;

export const JunkDotName = z.enum(['birdie', 'greenie', 'sandie', 'chip_in', 'polie']);

/** Junk (docs/golf-rules.md section 15): each player's dots and the holes they were earned on. */
export const JunkView = z.object({
  players: z.array(
    z.object({
      playerId: z.string(),
      dots: int(),
      holes: z.array(z.object({ roundIndex: int(), holeNumber: int(), dots: z.array(JunkDotName) })),
    }),
  ),
});
export type JunkView = z.infer<typeof JunkView>;

const awardee = z.nullable(z.string());

/** Bingo Bango Bongo (section 15): each player's points by award, and the holes with an award. */
export const BingoBangoBongoView = z.object({
  players: z.array(z.object({ playerId: z.string(), points: int(), bingo: int(), bango: int(), bongo: int() })),
  holes: z.array(z.object({ roundIndex: int(), holeNumber: int(), bingo: awardee, bango: awardee, bongo: awardee })),
});
export type BingoBangoBongoView = z.infer<typeof BingoBangoBongoView>;

/** The snake (section 15): who holds it now, who took it where in each round, and each player's three-putts. */
export const SnakeView = z.object({
  holder: awardee,
  rounds: z.array(
    z.object({
      roundIndex: int(),
      holder: awardee,
      takes: z.array(z.object({ roundIndex: int(), holeNumber: int(), playerId: z.string(), putts: int() })),
      complete: z.boolean(),
    }),
  ),
  threePutts: z.array(z.object({ playerId: z.string(), count: int() })),
});
export type SnakeView = z.infer<typeof SnakeView>;

/** The side games a game plays and their values (null: not played; the hole-fact games absent on boards built before them). */
export const SideGameSettingsView = z.object({
  skins: z.nullable(z.object({ valueCents: int() })),
  presses: z.nullable(z.object({ mode: z.enum(['off', 'manual', 'automatic']), trigger: int(), stake: z.enum(['same', 'double']) })),
  wolf: z.nullable(z.object({ pointValueCents: int() })),
  vegas: z.nullable(z.object({ pointValueCents: int() })),
  junk: z.optional(z.nullable(z.object({ valueCents: int(), dots: z.array(JunkDotName) }))),
  bingoBangoBongo: z.optional(z.nullable(z.object({ valueCents: int() }))),
  snake: z.optional(z.nullable(z.object({ valueCents: int() }))),
});
export type SideGameSettingsView = z.infer<typeof SideGameSettingsView>;

export const LedgerGameName = z.enum(['payouts', 'nassau', 'press', 'skins', 'wolf', 'vegas', 'junk', 'bingo_bango_bongo', 'snake']);

/**
 * GET /api/games/{id}/money (docs/golf-rules.md section 14): each player's lines and total in
 * cents (won positive, owed negative; they add up to zero), and the fewest payments that settle it.
 */
export const GameMoneyView = z.object({
  players: z.array(
    z.object({
      playerId: z.string(),
      name: z.string(),
      netCents: int(),
      lines: z.array(z.object({ game: LedgerGameName, label: z.string(), cents: int() })),
    }),
  ),
  payments: z.array(z.object({ fromPlayerId: z.string(), toPlayerId: z.string(), cents: int() })),
});
export type GameMoneyView = z.infer<typeof GameMoneyView>;

/** The side games on a board: their settings, and each as played (null: not played). */
export const BoardSideGamesView = z.object({
  settings: SideGameSettingsView,
  wolf: z.nullable(WolfView),
  vegas: z.nullable(VegasView),
  junk: z.optional(z.nullable(JunkView)),
  bingoBangoBongo: z.optional(z.nullable(BingoBangoBongoView)),
  snake: z.optional(z.nullable(SnakeView)),
});
export type BoardSideGamesView = z.infer<typeof BoardSideGamesView>;

/** PUT /api/games/{id}/rounds/{n}/holes/{h}/wolf: the wolf's choice on the hole. */
export const WolfChoiceBody = z.object({
  choice: z.enum(['partner', 'lone', 'blind'], { error: 'The wolf chooses partner, lone or blind' }),
  partnerId: z.pipe(
    z.transform((value) => (value === undefined || value === '' ? null : value)),
    z.nullable(z.string({ error: 'partnerId must be a player id' })),
  ),
});
export type WolfChoiceBody = z.infer<typeof WolfChoiceBody>;
export const WolfHoleParams = z.object({ id: z.string(), roundNumber: z.string(), holeNumber: z.string() });

/** POST /api/games/{id}/presses: press a Nassau bet (front_9, back_9, overall_18) or a press (its id) from the next hole of the round. */
export const PressBody = z.object({
  roundNumber: z
    .number({ error: 'roundNumber must be a whole number from 1 to 20' })
    .check(
      z.int('roundNumber must be a whole number from 1 to 20'),
      z.gte(1, 'roundNumber must be a whole number from 1 to 20'),
      z.lte(20, 'roundNumber must be a whole number from 1 to 20'),
    ),
  pressOf: z
    .string({ error: 'pressOf must be front_9, back_9, overall_18 or a press id' })
    .check(
      z.minLength(1, 'pressOf must be front_9, back_9, overall_18 or a press id'),
      z.maxLength(200, 'pressOf must be front_9, back_9, overall_18 or a press id'),
    ),
});
export type PressBody = z.infer<typeof PressBody>;
