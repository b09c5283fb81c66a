import type { BetType } from '../betting/payouts.ts';
import type { GameTypeId, ScoringType } from '../games/game-type-id.ts';

/**
 * The leaderboard as the app shows it, declared once: `gameLeaderboards` returns it, the
 * projector stores it, the API serves it. `@golf/contracts`' LeaderboardView is the same shape
 * as a zod schema for the wire (a type test in the API keeps the two equal).
 */

/** A hole's gross result against par (docs/golf-rules.md section 9), the colour of its stroke badge. */
export type HoleResultName = 'eagle' | 'birdie' | 'par' | 'bogey' | 'double';

export interface ScorecardHole {
  holeNumber: number;
  par: number;
  strokeIndex: number;
  strokes: number | null;
  netScore: number | null;
  points: number | null;
  /** Handicap strokes on the hole; negative where a plus handicap gives strokes back. */
  strokesReceived: number;
  result: HoleResultName | null;
}

export interface ScorecardLine {
  roundNumber: number;
  courseHandicap: number | null;
  holes: ScorecardHole[];
  totals: { points: number; gross: number; net: number; birdiesPlus: number };
}

export interface LeaderboardPlayer {
  id: string;
  name: string;
  /** Handicap index. */
  handicap: number;
  teamNumber: 1 | 2 | null;
  userId: string | null;
}

export interface MatchRecord {
  status: string;
  wins: number;
  ties: number;
  losses: number;
  holesUp: number;
  outcome: 'won' | 'lost' | 'halved' | null;
}

export interface LeaderboardLine {
  position: number;
  tied: boolean;
  /**
   * False until the player (in a team format, their team or match side) has a hole played on
   * this board: ranked after everyone started and shown "not started" instead of a position.
   */
  started: boolean;
  player: LeaderboardPlayer;
  totalPoints: number;
  totalStrokes: number;
  totalNetScore: number;
  parForHolesPlayed: number;
  toPar: string;
  holesPlayed: number;
  currentQuota: number | null;
  quotaDelta: number | null;
  match: MatchRecord | null;
  skins: { won: number; valueCents: number } | null;
  scorecards: ScorecardLine[];
}

/** A leaderboard line before its player is named: the player by id. */
export type EntryLine = Omit<LeaderboardLine, 'player'> & { playerId: string; scorecards: ScorecardLine[] };

/** A best ball team or a four-ball side. */
export interface TeamLine {
  teamNumber: number;
  name: string;
  position: number;
  tied: boolean;
  /** False until one of the team's players has a hole played: shown "not started". */
  started: boolean;
  totalPoints: number;
  totalStrokes: number;
  holesPlayed: number;
  playerIds: string[];
}

export interface NassauLine {
  betType: 'front_9' | 'back_9' | 'overall_18';
  holes: { from: number; to: number };
  complete: boolean;
  winners: string[];
  tied: boolean;
  /** What the bet is played for, in cents: its winner takes it, tied leaders split it (0: no stake). */
  stakeCents: number;
}

export interface PayoutLine {
  position: number;
  betType: BetType;
  amountCents: number;
  description: string | null;
  playerIds: string[];
  shareCents: number;
}

export interface SummaryLine {
  eagles: number;
  birdies: number;
  pars: number;
  bogeys: number;
  doubles: number;
  birdiesPlus: number;
}

/**
 * A cup match's game (docs/golf-rules.md section 16): its format and the match as the cup counts
 * it, team 0's side first. `statusText` is section 5's status (`AS`, `2 UP`, `Dormie`, `3&2`,
 * `1 UP`, `Halved`), `up` and `holesLeft` what it stands on.
 */
export interface CupMatchLine {
  format: 'four_ball' | 'foursomes' | 'singles';
  value: number;
  state: 'not_started' | 'in_progress' | 'decided';
  statusText: string;
  up: number;
  holesLeft: number;
  result: string | null;
  leader: 0 | 1 | null;
  thru: number;
  decidedOn: number | null;
  points: [number, number];
  projectedPoints: [number, number];
}

export type RoundState = 'completed' | 'in_progress' | 'not_started';
export type GameStatusName = 'setup' | 'in_progress' | 'completed';

/** One leaderboard: `round` null is every round played together, n that round alone. */
export interface LeaderboardBoardView {
  /** Changes whenever anything else on the board does: set by the projector when it stores the board (a live change names the version it patches). */
  version?: string;
  gameId: string;
  gameName: string;
  gameType: GameTypeId;
  scoringType: ScoringType;
  round: number | null;
  courseName: string | null;
  rounds: Array<{ roundNumber: number; state: RoundState }>;
  currentRound: number;
  currentHole: number;
  status: GameStatusName;
  entries: LeaderboardLine[];
  teams: TeamLine[];
  skins: { carriedOver: number; unclaimed: number; valueCents: number } | null;
  nassau: NassauLine[];
  payouts: PayoutLine[];
  prizePoolCents: number;
  summary: SummaryLine;
  /** A cup match's game only: the match as the cup counts it. */
  cupMatch?: CupMatchLine;
}
