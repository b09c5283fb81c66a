import { isRecorded } from './hole-facts.ts';
import type { FactsHole } from './hole-facts-problems.ts';

export const HOLE_AWARD_NAMES = ['bingo', 'bango', 'bongo', 'closestToPin'] as const;

export type HoleAwardName = (typeof HOLE_AWARD_NAMES)[number];

/**
 * The awards of one hole, one player each (docs/golf-rules.md section 15), as player ids; absent
 * or null means nobody (yet). One player may take several.
 * - `bingo`: first on the green.
 * - `bango`: closest to the hole once every ball is on the green.
 * - `bongo`: first in the hole.
 * - `closestToPin`: on a par 3, the tee shot that finished closest to the hole (the greenie's
 *   first condition).
 */
export type HoleAwards = { readonly [name in HoleAwardName]?: string | null };

/**
 * Every reason the awards cannot stand for the hole, as sentences a golfer can act on; empty
 * when they hold. Each award goes to a player of the game, and closest to the pin exists on
 * par 3s only.
 */
export function holeAwardsProblems(awards: HoleAwards, hole: FactsHole, playerIds: readonly string[]): string[] {
  const problems: string[] = [];
  for (const name of HOLE_AWARD_NAMES) {
    const playerId: unknown = awards[name];
    if (!isRecorded(playerId)) continue;
    if (typeof playerId !== 'string' || !playerIds.includes(playerId)) {
      problems.push(`${awardLabel(name)} must go to a player of this game, not ${String(playerId)}`);
    }
  }
  if (isRecorded(awards.closestToPin) && hole.par !== 3) {
    problems.push(`Closest to the pin is played on par 3s: hole ${hole.number} is a par ${hole.par}`);
  }
  return problems;
}

function awardLabel(name: HoleAwardName): string {
  return name === 'closestToPin' ? 'Closest to the pin' : name[0]!.toUpperCase() + name.slice(1);
}
