import { requireInteger } from '../golf-rule-error.ts';
import type { FormatId, ScoringType } from '../games/game-type-id.ts';
import { pointsOnScale, type StablefordScale } from './stableford-points.ts';

/**
 * Points awarded per hole by its score against par (docs/golf-rules.md section 3). A game stores its
 * own copy, which the organiser may edit. `double_eagle` exists only in the quota set; when
 * a system lacks it, three or more under par counts as an eagle.
 */
export interface PointsSystem {
  double_eagle?: number;
  eagle: number;
  birdie: number;
  par: number;
  bogey: number;
  double: number;
}

/** A hole result by its distance from par; `double` is double bogey or worse. */
export type ScoreName = keyof PointsSystem;

/** The game default: eagle 8, birdie 4, par 2, bogey 1, double 0. */
export const DEFAULT_POINTS_SYSTEM: PointsSystem = Object.freeze({ eagle: 8, birdie: 4, par: 2, bogey: 1, double: 0 });

/** Used only when no system is given at all: eagle 3, birdie 2, par 1, bogey 0, double 0. */
export const FALLBACK_POINTS_SYSTEM: PointsSystem = Object.freeze({ eagle: 3, birdie: 2, par: 1, bogey: 0, double: 0 });

/** Quota scoring's set, with double_eagle: 5, 4, 3, 2, 1, 0. */
export const QUOTA_POINTS_SYSTEM: PointsSystem = Object.freeze({
  double_eagle: 5,
  eagle: 4,
  birdie: 3,
  par: 2,
  bogey: 1,
  double: 0,
});

/** The name of a score `diff` strokes from par (diff = score − par). */
export function scoreName(diff: number, system: PointsSystem = DEFAULT_POINTS_SYSTEM): ScoreName {
  requireInteger(diff, 'Score against par');
  if (diff <= -3) return typeof system.double_eagle === 'number' ? 'double_eagle' : 'eagle';
  if (diff === -2) return 'eagle';
  if (diff === -1) return 'birdie';
  if (diff === 0) return 'par';
  if (diff === 1) return 'bogey';
  return 'double';
}

/**
 * Points for a hole score (net, or gross in quota scoring) on a hole of the given par. A null
 * or missing system means the fallback; a key missing from a stored system counts 0, as an
 * empty points input does.
 */
export function pointsForScore(score: number, par: number, system?: PointsSystem | null): number {
  requireInteger(score, 'Score');
  requireInteger(par, 'Par');
  const points = system ?? FALLBACK_POINTS_SYSTEM;
  const value = points[scoreName(score - par, points)];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/**
 * Which score the points of a game are counted on, with which system (or, in the Stableford
 * formats, which fixed scale); null when the format awards no points in this calculation (match
 * play and skins have their own results).
 */
export type PointsRule = { basis: 'net' | 'gross'; system: PointsSystem } | { basis: 'net' | 'gross'; scale: StablefordScale };

/** Points for a hole score (already on the rule's basis) by a points rule. */
export function pointsByRule(rule: PointsRule, score: number, par: number): number {
  return 'scale' in rule ? pointsOnScale(rule.scale, score, par) : pointsForScore(score, par, rule.system);
}

/**
 * The points rule of a game: the Stableford formats count their own scale on net (gross in gross
 * scoring); quota scoring counts gross with the quota set (the quota already carries the
 * handicap); otherwise the game's system (fallback when it has none) on net, or on gross when
 * the scoring type is gross.
 */
export function pointsRuleFor(gameType: FormatId, scoringType: ScoringType, pointsSystem?: PointsSystem | null): PointsRule | null {
  if (gameType === 'match_play' || gameType === 'skins') return null;
  if (gameType === 'stableford' || gameType === 'modified_stableford') {
    return { basis: scoringType === 'gross' ? 'gross' : 'net', scale: gameType };
  }
  if (scoringType === 'quota') return { basis: 'gross', system: QUOTA_POINTS_SYSTEM };
  return { basis: scoringType === 'gross' ? 'gross' : 'net', system: pointsSystem ?? FALLBACK_POINTS_SYSTEM };
}
