import type { Projection } from '../projection.ts';
import { gameHandlers } from './game-handlers.ts';
import { playerHandlers } from './player-handlers.ts';
import { roundHandlers } from './round-handlers.ts';

const handlers = { ...gameHandlers, ...playerHandlers, ...roundHandlers };

/**
 * Maintains read.games, game_codes, game_players, game_rounds, player_rounds and game_payouts
 * (read-db/migrations/0004_games.sql) from the game-{id} streams, and keeps read.course_usage
 * (0003) listing the courses the games' rounds play.
 */
export const gamesProjection: Projection = {
  name: 'games',
  handles: Object.keys(handlers),
  async apply(tx, event) {
    await handlers[event.type]?.(tx, event);
  },
};
