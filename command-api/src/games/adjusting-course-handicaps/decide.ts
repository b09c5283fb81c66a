import { gameMessages } from '@golf/contracts';
import type { GameEvent } from '@golf/events';
import { RuleViolationError } from '../../commands/domain-error.ts';
import { requireAdmin } from '../access/require-access.ts';
import type { GameState } from '@golf/events';
import { requirePlayer } from '../rules/player-rules.ts';
import { playerRoundOf, requireRoundWithCourse } from '../rules/round-setup.ts';
import type { GameActor } from '../access/access-rule.ts';

/** Course handicaps typed by hand in the handicap editors, 0 … 54. */
export interface AdjustCourseHandicaps {
  actor: GameActor;
  roundNumber: number;
  updates: readonly { playerId: string; courseHandicap: number }[];
}

/** One CourseHandicapAdjusted per player whose value differs; they show as 'Manually Adjusted'. */
export function decideAdjustCourseHandicaps(command: AdjustCourseHandicaps, state: GameState): GameEvent[] {
  const game = requireAdmin(state, command.actor);
  const round = requireRoundWithCourse(game, command.roundNumber);
  if (new Set(command.updates.map((u) => u.playerId)).size !== command.updates.length) {
    throw new RuleViolationError('Each player’s handicap can be sent once');
  }
  const events: GameEvent[] = [];
  for (const update of command.updates) {
    const player = requirePlayer(game, update.playerId);
    const { courseHandicap } = update;
    if (!Number.isInteger(courseHandicap) || courseHandicap < 0 || courseHandicap > 54)
      throw new RuleViolationError(gameMessages.courseHandicap);
    if (playerRoundOf(game, player.id, round.roundNumber)?.courseHandicap === courseHandicap) continue;
    events.push({
      type: 'CourseHandicapAdjusted',
      data: { gameId: game.id, roundNumber: round.roundNumber, playerId: player.id, courseHandicap },
    });
  }
  return events;
}
