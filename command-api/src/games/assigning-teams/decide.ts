import type { GameEvent } from '@golf/events';
import { gameTypeDefinition, storedTeamNumber, teamAssignmentError, teamStepLayouts } from '@golf/golf';
import { RuleViolationError } from '../../commands/domain-error.ts';
import { requireAdmin } from '../access/require-access.ts';
import type { GameState } from '@golf/events';
import { requirePlayer } from '../rules/player-rules.ts';
import type { GameActor } from '../access/access-rule.ts';

/** The team step: every player on a team 1 … teamCount. `teamCount` picks the layout where there are two. */
export interface AssignTeams {
  actor: GameActor;
  teamCount?: number | undefined;
  assignments: readonly { playerId: string; teamNumber: number }[];
}

/**
 * Teams exactly as the game type configures them (@golf/golf `teamStepLayouts`): match play
 * with 4 players 2 teams of 2; best ball 4 → 2 of 2, 6 → 3 of 2, 8 → 4 of 2 or 2 of 4; any
 * other format playing Las Vegas with 4 players, 2 teams of 2 (decision 0797).
 */
export function decideAssignTeams(command: AssignTeams, state: GameState): GameEvent[] {
  const game = requireAdmin(state, command.actor);
  const type = gameTypeDefinition(game.gameType);
  const count = game.players.length;
  const layouts = teamStepLayouts(game.gameType, count, Boolean(game.sideGames?.vegas));
  if (layouts.length === 0) throw new RuleViolationError(`${type.name} with ${count} players is played without teams`);
  const layout = command.teamCount === undefined ? layouts[0] : layouts.find((l) => l.teamCount === command.teamCount);
  if (!layout) {
    const offered = layouts.map((l) => `${l.teamCount} teams of ${l.teamSize}`).join(' or ');
    throw new RuleViolationError(`${type.name} with ${count} players is played as ${offered}`);
  }
  command.assignments.forEach((a) => requirePlayer(game, a.playerId));
  if (new Set(command.assignments.map((a) => a.playerId)).size !== command.assignments.length) {
    throw new RuleViolationError('Each player can be on one team only');
  }
  const teamOf = new Map(command.assignments.map((a) => [a.playerId, a.teamNumber]));
  const error = teamAssignmentError(
    game.players.map((p) => ({ playerId: p.id, teamNumber: teamOf.get(p.id) ?? null })),
    layout,
  );
  if (error) throw new RuleViolationError(error);
  const unchanged =
    game.teams?.teamCount === layout.teamCount &&
    game.players.every((p) => game.teams?.teamOf[p.id] === teamOf.get(p.id) && p.teamNumber === storedTeamNumber(teamOf.get(p.id)!));
  if (unchanged) return [];
  const assignments = game.players.map((p) => ({ playerId: p.id, teamNumber: teamOf.get(p.id)! }));
  return [{ type: 'TeamsAssigned', data: { gameId: game.id, teamCount: layout.teamCount, teamSize: layout.teamSize, assignments } }];
}
