import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '../../commands/domain-error.ts';
import {
  actorOf,
  adminId,
  gameCreated,
  gameId,
  givenGameEvents,
  playerAdded,
  playerIds,
  roundCourseChosen,
  teeChosen,
} from '../testing/given-game-events.ts';
import { decideRemovePlayer } from './decide.ts';

describe('remove player', () => {
  it('given a game in setup, then PlayerRemoved, and the player’s tees go with them', () => {
    const events = [gameCreated(), playerAdded(0), playerAdded(1), roundCourseChosen(), teeChosen(0)];
    const decided = decideRemovePlayer({ actor: actorOf(adminId), playerId: playerIds[0] }, givenGameEvents(events));
    expect(decided).toEqual([{ type: 'PlayerRemoved', data: { gameId, playerId: playerIds[0] } }]);
    const after = givenGameEvents([...events, ...decided]);
    expect(after.status === 'setup' && after.players.map((p) => p.name)).toEqual(['Bob']);
    expect(after.status === 'setup' && after.playerRounds).toEqual([]);
  });

  it('refuses once the game has started, and an unknown player', () => {
    const started = givenGameEvents([
      gameCreated(),
      playerAdded(0),
      { type: 'GameStatusChanged', data: { gameId, from: 'setup', status: 'in_progress' } },
    ]);
    expect(() => decideRemovePlayer({ actor: actorOf(adminId), playerId: playerIds[0] }, started)).toThrow(
      new ConflictError('Players can only be removed while the game is in setup'),
    );
    expect(() => decideRemovePlayer({ actor: actorOf(adminId), playerId: playerIds[1] }, started)).toThrow(NotFoundError);
  });
});
