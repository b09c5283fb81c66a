import { requireInteger } from '../golf-rule-error.ts';

/**
 * A fixed points scale on the score against par (docs/golf-rules.md section 10): `stableford`
 * (R&A/USGA Rule 21.1: 2 + par − score, never below 0) or `modified_stableford` (the PGA Tour's
 * scale, which can take points away).
 */
export type StablefordScale = 'stableford' | 'modified_stableford';

/** Stableford points: net double bogey or worse 0, bogey 1, par 2, birdie 3, eagle 4, three under 5 … */
export function stablefordPoints(score: number, par: number): number {
  requireInteger(score, 'Score');
  requireInteger(par, 'Par');
  return Math.max(0, 2 + par - score);
}

/** Modified Stableford points: three or more under +8, eagle +5, birdie +2, par 0, bogey −1, double bogey or worse −3. */
export function modifiedStablefordPoints(score: number, par: number): number {
  requireInteger(score, 'Score');
  requireInteger(par, 'Par');
  const diff = score - par;
  if (diff <= -3) return 8;
  if (diff === -2) return 5;
  if (diff === -1) return 2;
  if (diff === 0) return 0;
  return diff === 1 ? -1 : -3;
}

/** Points for a hole score on the given scale. */
export function pointsOnScale(scale: StablefordScale, score: number, par: number): number {
  return scale === 'stableford' ? stablefordPoints(score, par) : modifiedStablefordPoints(score, par);
}
