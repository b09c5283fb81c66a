import { evolveGame, gameEvents, streamNames, type EventStore, type GameState } from '@golf/events';
import type { Aggregate } from '../commands/handle-command.ts';

export { evolveGame, isGame, type Game, type GameState } from '@golf/events';

export const gameStream = (gameId: string) => streamNames.game(gameId);

export const gameAggregate: Aggregate<GameState> = {
  initialState: { status: 'absent' },
  evolve: evolveGame,
  events: gameEvents,
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can name a game (a uuid); anything else is simply not found. */
export function isGameId(id: string): boolean {
  return uuidPattern.test(id);
}

/** The game's current state, folded from its stream. */
export async function loadGame(store: EventStore, gameId: string): Promise<GameState> {
  if (!isGameId(gameId)) return gameAggregate.initialState;
  const recorded = await store.readStream(gameStream(gameId));
  return recorded.reduce((state, event) => evolveGame(state, event), gameAggregate.initialState);
}
