import type { GameEvent } from '@golf/events';
import { ConflictError } from '../../commands/domain-error.ts';
import { requireAdmin } from '../access/require-access.ts';
import type { GamePlayer, GameState } from '@golf/events';
import { playerNamed, requireHandicapIndex, requirePlayer, requireTeamFormat } from '../rules/player-rules.ts';
import type { GameActor } from '../access/access-rule.ts';

/** PATCH /api/players/{id}: the fields present change (totals are derived, so never here). */
export interface ChangePlayer {
  actor: GameActor;
  playerId: string;
  changes: Partial<Pick<GamePlayer, 'name' | 'handicap' | 'ghinId' | 'teamNumber'>>;
}

/** Records only what differs; a new name may not be another player’s. */
export function decideChangePlayer(command: ChangePlayer, state: GameState): GameEvent[] {
  const game = requireAdmin(state, command.actor);
  const player = requirePlayer(game, command.playerId);
  const { name, handicap, ghinId, teamNumber } = command.changes;
  const changes: Extract<GameEvent, { type: 'PlayerDetailsChanged' }>['data']['changes'] = {};
  if (name !== undefined && name.trim() !== player.name) {
    const other = playerNamed(game, name);
    if (other && other.id !== player.id) throw new ConflictError(`Another player is already called ${other.name}`);
    changes.name = name.trim();
  }
  if (handicap !== undefined && handicap !== player.handicap) {
    requireHandicapIndex(handicap);
    changes.handicap = handicap;
  }
  if (ghinId !== undefined && ghinId !== player.ghinId) changes.ghinId = ghinId;
  if (teamNumber !== undefined && teamNumber !== player.teamNumber) {
    requireTeamFormat(game, teamNumber);
    changes.teamNumber = teamNumber;
  }
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'PlayerDetailsChanged', data: { gameId: game.id, playerId: player.id, changes } }];
}
