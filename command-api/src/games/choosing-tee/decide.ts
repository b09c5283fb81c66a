import type { GameEvent } from '@golf/events';
import { RuleViolationError } from '../../commands/domain-error.ts';
import { courseHandicapFrom, requireTee, type RoundCourseFacts } from '../rules/course-handicaps.ts';
import { requireAdmin } from '../access/require-access.ts';
import type { GameState } from '@golf/events';
import { requirePlayer } from '../rules/player-rules.ts';
import { requireRoundOnCourse } from '../rules/round-course-check.ts';
import { playerRoundOf } from '../rules/round-setup.ts';
import type { GameActor } from '../access/access-rule.ts';

/** POST player-rounds: a player's tee for a round, and optionally the course handicap they play off. */
export interface ChooseTee {
  actor: GameActor;
  playerId: string;
  roundNumber: number;
  teeSetId: string;
  /** A course handicap sent with the tee; one that differs from the calculated value is a manual adjustment (0 … 54). */
  courseHandicap: number | null;
  /** The round's course as the route found it; null when it is gone. */
  course: RoundCourseFacts | null;
}

/**
 * A new tee is recorded with the course handicap worked out from it (so a tee never carries a
 * stale handicap). The same tee again records nothing, unless a handicap is missing or a
 * different one was typed.
 */
export function decideChooseTee(command: ChooseTee, state: GameState): GameEvent[] {
  const game = requireAdmin(state, command.actor);
  const round = requireRoundOnCourse(game, command.roundNumber, command.course);
  const player = requirePlayer(game, command.playerId);
  const tee = requireTee(round.course, command.teeSetId);
  const current = playerRoundOf(game, player.id, round.roundNumber);
  const events: GameEvent[] = [];
  const teeChanged = current?.teeSetId !== tee.id;
  if (teeChanged)
    events.push({ type: 'TeeChosen', data: { gameId: game.id, roundNumber: round.roundNumber, playerId: player.id, teeSetId: tee.id } });
  let courseHandicap = current?.courseHandicap ?? null;
  if (teeChanged || courseHandicap === null) {
    courseHandicap = courseHandicapFrom(player.handicap, tee, round.course.holes, game.useEightyPercentHandicap);
    events.push({
      type: 'CourseHandicapsCalculated',
      data: {
        gameId: game.id,
        roundNumber: round.roundNumber,
        useEightyPercent: game.useEightyPercentHandicap,
        players: [{ playerId: player.id, teeSetId: tee.id, handicapIndex: player.handicap, courseHandicap }],
      },
    });
  }
  const typed = command.courseHandicap;
  if (typed !== null && typed !== courseHandicap) {
    if (!Number.isInteger(typed) || typed < 0 || typed > 54) throw new RuleViolationError('Course handicap must be between 0 and 54');
    events.push({
      type: 'CourseHandicapAdjusted',
      data: { gameId: game.id, roundNumber: round.roundNumber, playerId: player.id, courseHandicap: typed },
    });
  }
  return events;
}
