import { GolfRuleError, requireInteger } from '../golf-rule-error.ts';
import { requireHoleCount, type HoleCount } from '../handicap/hole-count.ts';
import { rankBy, type Placed } from '../ranking/positions.ts';
import { QUOTA_POINTS_SYSTEM } from '../scoring/points.ts';
import { asRounds, type RoundsInput } from './round-input.ts';
import { buildScorecards, sumTotals, type PlayerCard, type PlayerTotals } from './scorecard.ts';

export const QUOTA_MIN = 10;
export const QUOTA_MAX = 45;

/**
 * Quota base: the quota set's 2 points for par on every hole (36 over 18 holes). On a 9-hole
 * course, where par everywhere earns 18, the base is 18 so the target stays reachable.
 */
function quotaBase(holeCount: HoleCount): number {
  return QUOTA_POINTS_SYSTEM.par * requireHoleCount(holeCount);
}

const clampQuota = (quota: number) => Math.min(QUOTA_MAX, Math.max(QUOTA_MIN, quota));

/** Initial quota: `clamp(36 − CH, 10, 45)` (18 − CH on a 9-hole course). */
export function initialQuota(courseHandicap: number, holeCount: HoleCount = 18): number {
  requireInteger(courseHandicap, 'Course handicap');
  return clampQuota(quotaBase(holeCount) - courseHandicap);
}

/** The "quota target" the round confirmation screen shows: `36 − CH`, not clamped. */
export function quotaTarget(courseHandicap: number, holeCount: HoleCount = 18): number {
  requireInteger(courseHandicap, 'Course handicap');
  return quotaBase(holeCount) - courseHandicap;
}

/** Points over (+) or under (−) the quota. */
export function quotaDelta(points: number, quota: number): number {
  return points - quota;
}

/**
 * Next round's quota after a completed round: half the points over or under, toward zero,
 * `clamp(current + trunc(delta / 2), 10, 45)`. Record it as its own event for audit.
 */
export function adjustedQuota(currentQuota: number, delta: number): number {
  requireInteger(currentQuota, 'Quota');
  requireInteger(delta, 'Quota delta');
  return clampQuota(currentQuota + Math.trunc(delta / 2));
}

export interface QuotaRow extends PlayerTotals, Placed {
  /** The quota played to (summed over rounds for a game). */
  quota: number;
  /** `points − quota`. */
  quotaDelta: number;
}

export interface QuotaAdjustment {
  playerId: string;
  currentQuota: number;
  quotaDelta: number;
  nextQuota: number;
}

export interface QuotaResult {
  rows: QuotaRow[];
  rounds: PlayerCard[][];
  /** Per round, each player's quota and the one the next round would get. */
  adjustments: QuotaAdjustment[][];
}

/**
 * Quota scoring (docs/golf-rules.md section 6, dogfight only). Points by the quota set on GROSS: the
 * quota already carries the handicap. A player's quota is the one given on the round's player,
 * else the initial quota from CH. Ranked by quotaDelta descending, then points descending.
 */
export function quotaResult(input: RoundsInput): QuotaResult {
  const rounds = asRounds(input);
  const adjustments: QuotaAdjustment[][] = [];
  const cards = rounds.map((round) => {
    const roundCards = buildScorecards(round, { points: { basis: 'gross', system: QUOTA_POINTS_SYSTEM } });
    const n = requireHoleCount(round.holes.length);
    adjustments.push(
      roundCards.map((card) => {
        const player = round.players.find((p) => p.id === card.playerId)!;
        const currentQuota = player.quota ?? initialQuota(player.courseHandicap, n);
        if (!Number.isInteger(currentQuota) || currentQuota < 0) {
          throw new GolfRuleError(`Quota of player ${player.id} must be a whole number, 0 or more, got ${currentQuota}`);
        }
        const delta = quotaDelta(card.points, currentQuota);
        return { playerId: card.playerId, currentQuota, quotaDelta: delta, nextQuota: adjustedQuota(currentQuota, delta) };
      }),
    );
    return roundCards;
  });
  const quotaOf = (playerId: string) =>
    adjustments
      .flat()
      .filter((a) => a.playerId === playerId)
      .reduce((sum, a) => sum + a.currentQuota, 0);
  const rows = rankBy(
    sumTotals(cards).map((total) => {
      const quota = quotaOf(total.playerId);
      return { ...total, quota, quotaDelta: quotaDelta(total.points, quota) };
    }),
    (a, b) => b.quotaDelta - a.quotaDelta || b.points - a.points,
  );
  return { rows, rounds: cards, adjustments };
}
