import type { FormatId, ScoringType } from '../games/game-type-id.ts';
import { matchPlayHandicap } from './match-handicap.ts';

/**
 * The handicap a player's strokes on the card come from in this game, or null when no strokes
 * apply: gross scoring counts strokes as played, and quota scoring carries the handicap in the
 * quota (docs/golf-rules.md section 6). Match play takes strokes off the lowest course handicap in the match
 * (docs/golf-rules.md section 5); `everyCourseHandicap` are the match's, missing ones left out.
 */
export function strokesHandicap(
  game: { gameType: FormatId; scoringType: ScoringType },
  courseHandicap: number | null,
  everyCourseHandicap: readonly (number | null)[],
): number | null {
  if (courseHandicap === null || game.scoringType !== 'net') return null;
  if (game.gameType !== 'match_play') return courseHandicap;
  return matchPlayHandicap(
    courseHandicap,
    everyCourseHandicap.filter((ch): ch is number => ch !== null),
  );
}
