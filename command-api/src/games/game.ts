import { evolveGame, foldGame, gameEvents, streamNames, type GameState } from '@golf/events';
import { commandHandler, type Aggregate } from '../commands/handle-command.ts';

export const gameStream = (gameId: string) => streamNames.game(gameId);

export const gameAggregate: Aggregate<GameState> = {
  initialState: { status: 'absent' },
  evolve: evolveGame,
  fold: foldGame,
  events: gameEvents,
};

/** A command on a game's stream: `handleGame(deps.streamCache, gameStream(id), (state) => decide(command, state), { context })`. */
export const handleGame = commandHandler(gameAggregate);

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can name a game (a uuid); anything else is simply not found. */
export function isGameId(id: string): boolean {
  return uuidPattern.test(id);
}
