import type { AccessGrant } from './access-grants.ts';
import type { CupFormat, GameTypeId, HoleCount, RecordedPress, ScoringType, SideGames, WolfChoice } from '@golf/golf';
import type { HoleAwardsData } from './award-events.ts';
import type { HoleFactsData } from './score-events.ts';

export type GameStatus = 'setup' | 'in_progress' | 'completed';
export type BetType = 'overall' | 'front_9' | 'back_9' | 'overall_18';

/** A prize for a finishing position of one bet, in whole cents. */
export interface GamePayout {
  position: number;
  betType: BetType;
  amountCents: number;
  description: string | null;
}

/**
 * A player of the game. `handicap` is the handicap index (−10 … 54), the number a course
 * handicap is worked from. `teamNumber` is the stored team: 1, 2 or null.
 */
export interface GamePlayer {
  id: string;
  name: string;
  handicap: number;
  ghinId: string | null;
  userId: string | null;
  teamNumber: 1 | 2 | null;
}

/** A round that has its course. `courseHoles` is the course's hole count when it was chosen. */
export interface GameRound {
  roundNumber: number;
  courseId: string;
  courseHoles: HoleCount;
  status: 'not_started' | 'in_progress';
  confirmed: boolean;
}

/**
 * One player's set-up for one round: the tee they play from and their course handicap (the
 * strokes they receive on that course, docs/golf-rules.md section 1), worked out from `handicapIndex`,
 * or typed by hand (`manuallyAdjusted`).
 */
export interface PlayerRound {
  playerId: string;
  roundNumber: number;
  teeSetId: string | null;
  handicapIndex: number | null;
  courseHandicap: number | null;
  manuallyAdjusted: boolean;
}

/**
 * The team step's last layout: `teamCount` teams of `teamSize`, each player's team as chosen
 * (1 … teamCount; stored team numbers merge 3 and up into 2). Cleared when players come or go.
 */
export interface TeamLayout {
  teamCount: number;
  teamSize: number;
  teamOf: Record<string, number>;
}

/**
 * A hole score as recorded: the player's gross strokes on a hole of a round. `scoreId` is
 * stable (derived from game, player, round and hole when first entered). Net and points are
 * derived from the current handicaps and tees wherever they are shown; `reviewed` keeps the net
 * and points the scorer was answered with, or that the last 'Recalculate All Scores' found
 * (null: recorded before events kept them). Who wrote it last, how, and when it was first
 * entered and last changed are the score history's.
 */
export interface RecordedScore {
  scoreId: string;
  playerId: string;
  roundNumber: number;
  holeNumber: number;
  strokes: number;
  /** What happened on the hole as recorded with the strokes (docs/golf-rules.md section 15); null: none. */
  facts: HoleFactsData | null;
  reviewed: { netScore: number; points: number } | null;
  enteredByUserId: string | null;
  access: ScoreAccessName;
  enteredAt: string;
  updatedAt: string;
}

export type ScoreAccessName = 'owner' | 'shared_admin' | 'shared_player' | 'code_admin' | 'code_player';

/** The quota a player plays round `completedRound + 1` to, recorded after a round of quota scoring. */
export interface RecordedQuotaAdjustment {
  completedRound: number;
  playerId: string;
  previousQuota: number;
  quotaDelta: number;
  nextQuota: number;
}

/** Each Nassau bet's stake in whole cents (0: played for nothing beyond the payout rows). */
export interface NassauStakes {
  front_9: number;
  back_9: number;
  overall_18: number;
}

/** A cup match's game: the match of its trip's cup it plays (docs/golf-rules.md section 16). */
export interface GameCupMatch {
  matchId: string;
  session: number;
  format: CupFormat;
  /** What the match is worth in the cup. */
  points: number;
}

/** The three access codes: each grants its level to whoever holds it. */
export interface GameCodes {
  adminCode: string;
  playerCode: string;
  viewCode: string;
}

/**
 * A game as its stream tells it. The creator is its admin; `access` holds every grant. `numberOfRounds` rounds are
 * planned; `rounds` holds those that have a course. `currentRound`/`currentHole` are where
 * play is. Timestamps are the events' occurredAt, as in the read tables.
 */
export interface Game {
  status: GameStatus;
  id: string;
  name: string;
  gameType: GameTypeId;
  scoringType: ScoringType;
  numberOfRounds: number;
  targetPlayerCount: number;
  currentRound: number;
  currentHole: number;
  isNassau: boolean;
  /** Skins: what one skin is worth, in cents ($10 unless the game set it). */
  skinValueCents: number;
  /** Nassau: what each bet is played for. */
  nassauStakesCents: NassauStakes;
  useEightyPercentHandicap: boolean;
  pointsSystem: Record<string, number> | null;
  tripId: string | null;
  /** Set when the game is a match of its trip's cup: played off the format's allowance; absent otherwise. */
  cup?: GameCupMatch;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  codes: GameCodes;
  /** Everyone who may open the game, and how (the creator's grant first). */
  access: readonly AccessGrant[];
  payouts: GamePayout[];
  players: GamePlayer[];
  teams: TeamLayout | null;
  rounds: GameRound[];
  playerRounds: PlayerRound[];
  scores: RecordedScore[];
  quotaAdjustments: RecordedQuotaAdjustment[];
  /** The awards set on holes (HoleAwardsSet), one entry per round and hole with someone awarded. */
  holeAwards: RecordedHoleAwards[];
  /** The side games on the game's strokes (docs/golf-rules.md section 14); absent or null: none. */
  sideGames?: SideGames | null;
  /** Each Wolf hole's choice, the latest recorded for the hole (decision 0790). */
  wolfChoices?: WolfChoice[];
  /** The manual presses of a match play Nassau, in the order they were recorded. */
  recordedPresses?: RecordedPress[];
}

/** A hole's awards as last set (docs/golf-rules.md section 15): one player each, or null. */
export interface RecordedHoleAwards extends HoleAwardsData {
  roundNumber: number;
  holeNumber: number;
}

/** `absent` before GameCreated; `deleted` after GameDeleted: both answer 404. */
export type GameState = { status: 'absent' } | { status: 'deleted'; id: string } | Game;

export function isGame(state: GameState): state is Game {
  return state.status !== 'absent' && state.status !== 'deleted';
}
