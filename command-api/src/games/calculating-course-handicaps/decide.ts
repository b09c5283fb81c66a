import { gameMessages } from '@golf/contracts';
import type { GameEvent } from '@golf/events';
import { RuleViolationError } from '../../commands/domain-error.ts';
import { courseHandicapFrom, requireTee, type RoundCourseFacts } from '../rules/course-handicaps.ts';
import { requireAdmin } from '../access/require-access.ts';
import type { GameState } from '@golf/events';
import { requireRoundOnCourse } from '../rules/round-course-check.ts';
import { playerRoundOf } from '../rules/round-setup.ts';
import type { GameActor } from '../access/access-rule.ts';

/** Work out every player's course handicap for a round: from one tee for all, or ('all') from each player's own tee. */
export interface CalculateCourseHandicaps {
  actor: GameActor;
  roundNumber: number;
  teeSetId: string | 'all';
  /** The round's course as the route found it; null when it is gone. */
  course: RoundCourseFacts | null;
}

/**
 * One CourseHandicapsCalculated for all players (manual values are replaced). With 'all', a
 * player without a tee stops it: 'Missing Tee Selections: …'. When every player already has
 * exactly these values, nothing is recorded.
 */
export function decideCalculateCourseHandicaps(command: CalculateCourseHandicaps, state: GameState): GameEvent[] {
  const game = requireAdmin(state, command.actor);
  const round = requireRoundOnCourse(game, command.roundNumber, command.course);
  if (game.players.length === 0) throw new RuleViolationError('Add players before calculating course handicaps');
  const teeOf = (playerId: string) =>
    command.teeSetId === 'all' ? (playerRoundOf(game, playerId, round.roundNumber)?.teeSetId ?? null) : command.teeSetId;
  const missing = game.players.filter((p) => teeOf(p.id) === null).map((p) => p.name);
  if (missing.length > 0) throw new RuleViolationError(gameMessages.missingTeeSelections(missing));
  const players = game.players.map((player) => {
    const tee = requireTee(round.course, teeOf(player.id)!);
    const courseHandicap = courseHandicapFrom(player.handicap, tee, round.course.holes, game.useEightyPercentHandicap);
    return { playerId: player.id, teeSetId: tee.id, handicapIndex: player.handicap, courseHandicap };
  });
  const unchanged = players.every((entry) => {
    const current = playerRoundOf(game, entry.playerId, round.roundNumber);
    return (
      current?.teeSetId === entry.teeSetId &&
      current.handicapIndex === entry.handicapIndex &&
      current.courseHandicap === entry.courseHandicap &&
      !current.manuallyAdjusted
    );
  });
  if (unchanged) return [];
  return [
    {
      type: 'CourseHandicapsCalculated',
      data: { gameId: game.id, roundNumber: round.roundNumber, useEightyPercent: game.useEightyPercentHandicap, players },
    },
  ];
}
