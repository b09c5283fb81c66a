import { gameMessages } from '@golf/contracts';
import { gameTypeDefinition, teamConfigurations, HANDICAP_INDEX_MAX, HANDICAP_INDEX_MIN } from '@golf/golf';
import { NotFoundError, RuleViolationError } from '../../commands/domain-error.ts';
import type { Game, GamePlayer } from '@golf/events';

/** Player names are compared trimmed and lower-cased: 'Ann' and ' ann ' are the same player. */
export const nameKey = (name: string) => name.trim().toLowerCase();

export function playerNamed(game: Game, name: string): GamePlayer | undefined {
  return game.players.find((p) => nameKey(p.name) === nameKey(name));
}

export function requirePlayer(game: Game, playerId: string): GamePlayer {
  const player = game.players.find((p) => p.id === playerId);
  if (!player) throw new NotFoundError(gameMessages.playerNotFound);
  return player;
}

export function requireHandicapIndex(handicap: number): void {
  if (!Number.isFinite(handicap) || handicap < HANDICAP_INDEX_MIN || handicap > HANDICAP_INDEX_MAX) {
    throw new RuleViolationError(gameMessages.handicapIndex);
  }
}

/** A team number on a player needs a team format (match play, best ball), or Las Vegas (teams 1 and 2, docs/golf-rules.md section 13). */
export function requireTeamFormat(game: Game, teamNumber: number | null): void {
  if (teamNumber !== null && game.sideGames?.vegas) return;
  if (teamNumber !== null && teamConfigurations(game.gameType, Math.max(game.players.length, 2)).length === 0) {
    throw new RuleViolationError(`${gameTypeDefinition(game.gameType).name} is played without teams`);
  }
}
