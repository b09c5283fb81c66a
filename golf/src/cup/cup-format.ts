import { GolfRuleError } from '../golf-rule-error.ts';

export const CUP_FORMATS = ['four_ball', 'foursomes', 'singles'] as const;

/**
 * A session's match format (docs/golf-rules.md section 16):
 * - `four_ball` (Rule 23): two a side, each plays their own ball, the side's score is the better
 *   net ball.
 * - `foursomes` (Rule 22): two a side playing one ball, alternate shots and alternate tee shots,
 *   so one score per side per hole.
 * - `singles`: one a side.
 */
export type CupFormat = (typeof CUP_FORMATS)[number];

/** A cup's team by its place: 0 or 1, as the cup lists its two teams. */
export type TeamIndex = 0 | 1;

export function isCupFormat(value: unknown): value is CupFormat {
  return CUP_FORMATS.includes(value as CupFormat);
}

/** Players a side in the format: 1 in singles, 2 in four-ball and foursomes. */
export function sideSize(format: CupFormat): 1 | 2 {
  if (!isCupFormat(format)) throw new GolfRuleError(`A cup match is four_ball, foursomes or singles, not ${String(format)}`);
  return format === 'singles' ? 1 : 2;
}

/** Throws a GolfRuleError unless each side has the format's number of players, all different. */
export function requireMatchSides(format: CupFormat, sides: readonly [readonly string[], readonly string[]]): void {
  requireSideSizes(format, sides);
  const ids = sides.flat();
  if (new Set(ids).size !== ids.length) throw new GolfRuleError('A player can play only once in a match');
}

/** Throws a GolfRuleError unless each side has the format's number of players (or their handicaps). */
export function requireSideSizes(format: CupFormat, sides: readonly [readonly unknown[], readonly unknown[]]): void {
  const size = sideSize(format);
  sides.forEach((side, index) => {
    if (side.length !== size) {
      throw new GolfRuleError(
        `In ${formatName(format)} each side has ${size} player${size === 1 ? '' : 's'}; side ${index + 1} has ${side.length}`,
      );
    }
  });
}

export function formatName(format: CupFormat): string {
  return format === 'four_ball' ? 'four-ball' : format;
}
