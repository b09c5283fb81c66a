import { describe, expect, it } from 'vitest';
import { evolveGame } from '@golf/events';
import { gameCreated, gameId, givenGame, givenGameEvents, playerAdded } from './given-game-events.ts';

describe('evolve game', () => {
  it('a new game is in setup at round 1, hole 1, created and updated at its event time', () => {
    const game = givenGame([gameCreated()]);
    expect(game).toMatchObject({
      status: 'setup',
      currentRound: 1,
      currentHole: 1,
      createdAt: '2025-06-01T10:00:00.000Z',
      updatedAt: '2025-06-01T10:00:00.000Z',
    });
    expect(game.codes).toEqual({ adminCode: 'ADM234', playerCode: 'PLY234', viewCode: 'VUE234' });
  });

  it('every later event moves updatedAt; an unknown event changes nothing', () => {
    const game = givenGame([gameCreated()]);
    const metadata = {
      userId: null,
      commandId: 'c',
      correlationId: 'c',
      causationId: null,
      occurredAt: '2025-07-01T00:00:00.000Z',
      client: null,
      schemaVersion: 1,
    };
    const renamed = evolveGame(game, { type: 'GameRenamed', data: { gameId, name: 'New' }, metadata });
    expect(renamed).toMatchObject({ name: 'New', updatedAt: '2025-07-01T00:00:00.000Z' });
    expect(evolveGame(game, { type: 'SomethingFromTheFuture', data: {}, metadata })).toBe(game);
  });

  it('events before creation or after deletion leave the state alone', () => {
    expect(givenGameEvents([playerAdded(0)])).toEqual({ status: 'absent' });
    expect(givenGameEvents([gameCreated(), { type: 'GameDeleted', data: { gameId } }, playerAdded(0)])).toEqual({
      status: 'deleted',
      id: gameId,
    });
  });
});
