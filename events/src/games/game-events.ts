import { z } from 'zod';
import { CUP_FORMATS, GAME_TYPE_IDS, SCORING_TYPES } from '@golf/golf';
import { defineEvent } from '../define-event.ts';
import { SideGamesData } from './side-game-events.ts';

export const GameTypeData = z.enum(GAME_TYPE_IDS);
export const ScoringTypeData = z.enum(SCORING_TYPES);
export const GameStatusData = z.enum(['setup', 'in_progress', 'completed']);

/**
 * A game's points per hole result, as the organiser set it: eagle, birdie, par, bogey, double
 * (and double_eagle for the quota set); match play uses win, tie, loss; skins uses skins.
 * Null for formats without points (stroke play).
 */
export const PointsSystemData = z.record(z.string(), z.number().int().min(0)).nullable();

/** What a payout pays for: the final standings ('overall') or one Nassau bet. */
export const BetTypeData = z.enum(['overall', 'front_9', 'back_9', 'overall_18']);

/** A prize for a finishing position, in whole cents. One per (betType, position). */
export const PayoutData = z.object({
  position: z.number().int().min(1),
  betType: BetTypeData,
  amountCents: z.number().int().min(1),
  description: z.string().nullable(),
});
export type PayoutData = z.infer<typeof PayoutData>;

/** What each Nassau bet is played for, in whole cents: its winner takes it, tied leaders split it. */
export const NassauStakesData = z.object({
  front_9: z.number().int().min(0),
  back_9: z.number().int().min(0),
  overall_18: z.number().int().min(0),
});

/**
 * A game made as a match of its trip's cup (docs/golf-rules.md section 16): the match on the
 * trip's stream (`matchId`), its session, format and what it is worth.
 */
export const GameCupData = z.object({
  matchId: z.string().uuid(),
  session: z.number().int().min(1),
  format: z.enum(CUP_FORMATS),
  points: z.number().positive(),
});

/** The three access codes of a game: 6 upper-case characters each, unique across games. */
export const GameCodesData = z.object({
  adminCode: z.string().length(6),
  playerCode: z.string().length(6),
  viewCode: z.string().length(6),
});

/**
 * A golfer set up a new game; they are its admin. `name` is already the default name when the
 * form left it empty. Payouts with amount 0 were dropped before this was recorded.
 */
export const GameCreated = defineEvent(
  'GameCreated',
  1,
  z
    .object({
      gameId: z.string().uuid(),
      name: z.string(),
      gameType: GameTypeData,
      scoringType: ScoringTypeData,
      numberOfRounds: z.number().int().min(1).max(20),
      targetPlayerCount: z.number().int().min(1),
      pointsSystem: PointsSystemData,
      tripId: z.string().uuid().nullable(),
      isNassau: z.boolean(),
      /** Handicap indexes count at 80 % when course handicaps are calculated. */
      useEightyPercentHandicap: z.boolean(),
      payouts: z.array(PayoutData),
      /** Skins: a skin's value in cents. Absent in games recorded before it was asked: $10. */
      skinValueCents: z.number().int().min(0).optional(),
      /** Nassau: each bet's stake. Absent in games recorded before it was asked: no stakes. */
      nassauStakesCents: NassauStakesData.optional(),
      /** A cup match's game (match play with the format's allowance); absent for every other game. */
      cup: GameCupData.optional(),
      /** The side games on the game's strokes; absent in games recorded before there were any: none. */
      sideGames: SideGamesData.optional(),
      createdBy: z.string().uuid(),
    })
    .merge(GameCodesData),
);

export const GameRenamed = defineEvent('GameRenamed', 1, z.object({ gameId: z.string().uuid(), name: z.string() }));

/** Only the settings that changed are present. */
export const GameSettingsChanged = defineEvent(
  'GameSettingsChanged',
  1,
  z.object({
    gameId: z.string().uuid(),
    changes: z.object({
      scoringType: ScoringTypeData.optional(),
      numberOfRounds: z.number().int().min(1).max(20).optional(),
      targetPlayerCount: z.number().int().min(1).optional(),
      pointsSystem: PointsSystemData.optional(),
      isNassau: z.boolean().optional(),
      nassauStakesCents: NassauStakesData.optional(),
      useEightyPercentHandicap: z.boolean().optional(),
      /** The side games as a whole (decision 0791). */
      sideGames: SideGamesData.optional(),
    }),
  }),
);

/** The payout for one position of one bet is now `amountCents`; 0 means it was taken away. */
export const PayoutSet = defineEvent(
  'PayoutSet',
  1,
  z.object({
    gameId: z.string().uuid(),
    position: z.number().int().min(1),
    betType: BetTypeData,
    amountCents: z.number().int().min(0),
    description: z.string().nullable(),
  }),
);

/** The game moved from `from` to `status` (setup → in_progress when round 1 starts, → completed at the end). */
export const GameStatusChanged = defineEvent(
  'GameStatusChanged',
  1,
  z.object({ gameId: z.string().uuid(), from: GameStatusData, status: GameStatusData }),
);

/** Play moved to a hole: where the scoring screen opens. */
export const CurrentHoleChanged = defineEvent(
  'CurrentHoleChanged',
  1,
  z.object({ gameId: z.string().uuid(), roundNumber: z.number().int().min(1), holeNumber: z.number().int().min(1).max(18) }),
);

/** The admin deleted the game; it disappears from every read and its codes stop working. */
export const GameDeleted = defineEvent('GameDeleted', 1, z.object({ gameId: z.string().uuid() }));
