import type { UpdateGameBody } from '@golf/contracts';
import type { GameEvent } from '@golf/events';
import { foldDecided } from '@golf/events';
import { requireAdmin } from '../access/require-access.ts';
import type { Game, GameState } from '@golf/events';
import { currentHoleEvents, statusEvents } from './play-changes.ts';
import { settingChanges } from './settings-changes.ts';
import type { GameActor } from '../access/access-rule.ts';

/** PATCH /api/games/{id}: the fields present, in the order name, settings, status, current hole. */
export interface ChangeGame {
  actor: GameActor;
  changes: UpdateGameBody;
}

/**
 * Each part is decided on the game as the parts before it leave it, so one PATCH may, say,
 * add a round and move play to it. Nothing that differs → no events.
 */
export function decideChangeGame(command: ChangeGame, state: GameState): GameEvent[] {
  let game = requireAdmin(state, command.actor);
  const events: GameEvent[] = [];
  const record = (decided: GameEvent[]) => {
    events.push(...decided);
    game = foldDecided(game, decided) as Game;
  };
  const { changes } = command;
  if (changes.name !== undefined && changes.name.trim() !== game.name) {
    record([{ type: 'GameRenamed', data: { gameId: game.id, name: changes.name.trim() } }]);
  }
  const settings = settingChanges(game, changes);
  if (Object.keys(settings).length > 0) record([{ type: 'GameSettingsChanged', data: { gameId: game.id, changes: settings } }]);
  if (changes.status !== undefined) record(statusEvents(game, changes.status));
  record(currentHoleEvents(game, changes));
  return events;
}
