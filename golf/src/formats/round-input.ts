import { GolfRuleError, requireInteger } from '../golf-rule-error.ts';
import type { ScoringType } from '../games/game-type-id.ts';
import { requireHoleCount, type HoleCount } from '../handicap/hole-count.ts';
import type { PointsRule, PointsSystem } from '../scoring/points.ts';
import type { PlayerCard } from './player-card.ts';

/** One hole of the tee being played. */
export interface HoleInfo {
  /** Hole number, 1 … n in playing order. */
  number: number;
  /** 3 … 6. */
  par: number;
  /**
   * Stroke index (SI): the hole's difficulty rank on the card, 1 = hardest. Handicap strokes
   * go to the lowest indexes first, and plus handicaps give strokes back from the highest.
   */
  strokeIndex: number;
}

/** A player in one round. */
export interface RoundPlayer {
  id: string;
  /** Course handicap (CH) for this round: a whole number, negative for a plus handicap. */
  courseHandicap: number;
  /** Team in team formats (best ball, four-ball match play); null or absent otherwise. */
  teamNumber?: number | null;
  /** The player's own tee when it differs from the round's `holes` (same hole numbers). */
  holes?: readonly HoleInfo[];
  /**
   * Quota: the points target a player must beat in quota scoring (docs/golf-rules.md section 6).
   * Absent means the initial quota from the course handicap.
   */
  quota?: number | null;
}

/** Gross strokes (1 … 15) a player took on a hole. */
export interface HoleScore {
  playerId: string;
  holeNumber: number;
  strokes: number;
}

/**
 * The one input every format takes: a round's card, its players and the gross scores entered
 * so far (a round in progress simply lacks the later holes). A list of rounds is a
 * multi-round game; players are matched across rounds by id.
 */
export interface RoundInput {
  roundNumber?: number;
  /** Every hole of the course (9 or 18), as on the tee card. */
  holes: readonly HoleInfo[];
  players: readonly RoundPlayer[];
  /**
   * Scores in entry order; a later score for the same player and hole replaces an earlier
   * one (a correction). Scores of players not listed are ignored, so a player removed from
   * the game never counts.
   */
  scores: readonly HoleScore[];
  /** Default net. */
  scoringType?: ScoringType;
  /** The game's points system; null or absent means the fallback (section 3). */
  pointsSystem?: PointsSystem | null;
  /**
   * This round's cards already built with `points` (see `withRoundScorecards`): a format that
   * needs cards by the same rule takes these instead of building them again.
   */
  prebuiltCards?: { points: PointsRule | null; cards: readonly PlayerCard[] };
}

export type RoundsInput = RoundInput | readonly RoundInput[];

export const STROKES_MIN = 1;
export const STROKES_MAX = 15;

/** A round checked and indexed: holes sorted by number, scores looked up by player and hole. */
export interface CheckedRound {
  holeCount: HoleCount;
  holes: readonly HoleInfo[];
  players: readonly RoundPlayer[];
  holesOf(playerId: string): readonly HoleInfo[];
  gross(playerId: string, holeNumber: number): number | null;
  scoringType: ScoringType;
  pointsSystem: PointsSystem | null;
}

export function asRounds(input: RoundsInput): readonly RoundInput[] {
  return isRoundList(input) ? input : [input];
}

function isRoundList(input: RoundsInput): input is readonly RoundInput[] {
  return Array.isArray(input);
}

/** Validates a round and indexes it, or throws a GolfRuleError naming the first problem. */
export function checkRound(round: RoundInput): CheckedRound {
  const holes = checkHoles(round.holes, 'The course');
  const holeCount = holes.length as HoleCount;
  const ownHoles = new Map<string, readonly HoleInfo[]>();
  for (const player of round.players) {
    if (typeof player.id !== 'string' || player.id === '') throw new GolfRuleError('Every player needs an id');
    if (ownHoles.has(player.id)) throw new GolfRuleError(`Player ${player.id} is listed twice`);
    requireInteger(player.courseHandicap, `Course handicap of player ${player.id}`);
    const tee = player.holes ? checkHoles(player.holes, `The tee of player ${player.id}`) : holes;
    if (tee.length !== holeCount) throw new GolfRuleError(`The tee of player ${player.id} must have ${holeCount} holes`);
    ownHoles.set(player.id, tee);
  }
  const gross = new Map<string, number>();
  for (const score of round.scores) {
    if (!ownHoles.has(score.playerId)) continue;
    if (!Number.isInteger(score.holeNumber) || score.holeNumber < 1 || score.holeNumber > holeCount) {
      throw new GolfRuleError(`Hole ${score.holeNumber} is not on this ${holeCount}-hole course`);
    }
    if (!Number.isInteger(score.strokes) || score.strokes < STROKES_MIN || score.strokes > STROKES_MAX) {
      throw new GolfRuleError(
        `Strokes must be a whole number from ${STROKES_MIN} to ${STROKES_MAX}, got ${score.strokes} (player ${score.playerId}, hole ${score.holeNumber})`,
      );
    }
    gross.set(`${score.playerId}#${score.holeNumber}`, score.strokes);
  }
  return {
    holeCount,
    holes,
    players: round.players,
    holesOf: (playerId) => ownHoles.get(playerId) ?? holes,
    gross: (playerId, holeNumber) => gross.get(`${playerId}#${holeNumber}`) ?? null,
    scoringType: round.scoringType ?? 'net',
    pointsSystem: round.pointsSystem ?? null,
  };
}

function checkHoles(holes: readonly HoleInfo[], owner: string): HoleInfo[] {
  if (!Array.isArray(holes)) throw new GolfRuleError(`${owner} has no holes`);
  const count = requireHoleCount(holes.length);
  const sorted = [...holes].sort((a, b) => a.number - b.number);
  sorted.forEach((hole, index) => {
    if (hole.number !== index + 1) throw new GolfRuleError(`${owner} must number its holes 1 to ${count}`);
    if (!Number.isInteger(hole.par) || hole.par < 3 || hole.par > 6) {
      throw new GolfRuleError(`Hole ${hole.number} has par ${hole.par}; par must be 3 to 6`);
    }
    requireInteger(hole.strokeIndex, `Stroke index of hole ${hole.number}`);
  });
  return sorted;
}

/** Every player of a game in first-seen order, with the team of the latest round listing them. */
export function playersOfGame(rounds: readonly RoundInput[]): RoundPlayer[] {
  const byId = new Map<string, RoundPlayer>();
  // A Map keeps first-insertion order when a key is set again, and holds the latest value.
  for (const round of rounds) for (const player of round.players) byId.set(player.id, player);
  return [...byId.values()];
}

/**
 * The score a format compares: gross when the game's scoring type is gross, else net. Quota
 * scoring is a dogfight variant with its own result (`quotaResult`), so other results refuse it.
 */
export function scoreBasisOf(rounds: readonly RoundInput[], format: string): 'net' | 'gross' {
  if (rounds.some((round) => round.scoringType === 'quota')) {
    throw new GolfRuleError(`Quota scoring is ranked by quotaResult, not by ${format}`);
  }
  return rounds[0]?.scoringType === 'gross' ? 'gross' : 'net';
}
