import type { PressBody } from '@golf/contracts';
import type { Game, GameEvent, GameState } from '@golf/events';
import { openGamePress, type CourseFacts } from '@golf/golf';
import { ForbiddenError } from '../../commands/domain-error.ts';
import type { GameActor } from '../access/access-rule.ts';
import { recordedAccess, refused, sideGameCaller } from '../rules/side-game-actors.ts';

/** POST /api/games/{id}/presses: a manual press, with the course facts its match is played on. */
export interface OpenPress extends PressBody {
  actor: GameActor;
  courses: CourseFacts;
}

/** The side (1 or 2) of a match play game a player is on: singles by the order they were added, four-ball by team. */
function sideOf(game: Game, playerId: string): 1 | 2 | null {
  const index = game.players.findIndex((p) => p.id === playerId);
  if (index < 0) return null;
  if (game.players.length === 2) return index === 0 ? 1 : 2;
  const team = game.players[index]!.teamNumber;
  return team === 1 || team === 2 ? team : null;
}

/**
 * Opens a manual press of a match play Nassau (docs/golf-rules.md section 11, decision 0793): by a
 * player of a side (for their side: refused while it is not down) or an admin (for the side that
 * is down); anyone else 403. The rules refuse (`openGamePress`, 400/404/409) a game without a match
 * play Nassau, presses not manual, a bet with no hole left, or one already pressed from that hole.
 */
export function decidePress(command: OpenPress, state: GameState): GameEvent[] {
  const { game, access } = sideGameCaller(state, command.actor);
  const admin = access.level === 'admin';
  const mine = access.playerIds.map((id) => ({ id, side: sideOf(game, id) })).find((p) => p.side !== null);
  if (!admin && !mine) throw new ForbiddenError('Only a player of the side that is down, or an admin, can press');
  const decision = openGamePress(game, command.courses, {
    pressOf: command.pressOf,
    roundNumber: command.roundNumber,
    side: admin ? null : mine!.side,
  });
  if (!decision.ok) refused(decision.refusal);
  const by = recordedAccess(game, command.actor, admin ? (game.players[0]?.id ?? '') : mine!.id);
  if (!by) throw new ForbiddenError('Only a player of the side that is down, or an admin, can press');
  const { press } = decision;
  return [
    {
      type: 'PressRecorded',
      data: {
        gameId: game.id,
        pressId: press.id,
        pressOf: press.pressOf,
        startsAt: { ...press.startsAt },
        recordedByUserId: command.actor.id,
        access: by,
      },
    },
  ];
}
