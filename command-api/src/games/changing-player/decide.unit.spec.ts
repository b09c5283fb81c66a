import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, RuleViolationError } from '../../commands/domain-error.ts';
import {
  actorOf,
  adminId,
  gameCreated,
  gameId,
  givenGameEvents,
  playerAdded,
  playerIds,
  strangerId,
} from '../testing/given-game-events.ts';
import { decideChangePlayer } from './decide.ts';

const game = givenGameEvents([gameCreated({ gameType: 'best_ball' }), playerAdded(0), playerAdded(1)]);
const ann = playerIds[0];

describe('change player', () => {
  it('records only the fields that differ', () => {
    expect(
      decideChangePlayer({ actor: actorOf(adminId), playerId: ann, changes: { name: 'Ann', handicap: 9.8, teamNumber: 1 } }, game),
    ).toEqual([{ type: 'PlayerDetailsChanged', data: { gameId, playerId: ann, changes: { handicap: 9.8, teamNumber: 1 } } }]);
    expect(decideChangePlayer({ actor: actorOf(adminId), playerId: ann, changes: { name: ' Ann ', handicap: 10.4 } }, game)).toEqual([]);
  });

  it('lets a player’s own name change case, but not take another player’s name', () => {
    expect(decideChangePlayer({ actor: actorOf(adminId), playerId: ann, changes: { name: 'ANN' } }, game)[0]?.data).toMatchObject({
      changes: { name: 'ANN' },
    });
    expect(() => decideChangePlayer({ actor: actorOf(adminId), playerId: ann, changes: { name: 'bob' } }, game)).toThrow(
      new ConflictError('Another player is already called Bob'),
    );
  });

  it('refuses a handicap outside −10 … 54, an unknown player, and a stranger', () => {
    expect(() => decideChangePlayer({ actor: actorOf(adminId), playerId: ann, changes: { handicap: 55 } }, game)).toThrow(
      RuleViolationError,
    );
    expect(() => decideChangePlayer({ actor: actorOf(adminId), playerId: playerIds[3], changes: { handicap: 5 } }, game)).toThrow(
      new NotFoundError('Player not found'),
    );
    expect(() => decideChangePlayer({ actor: actorOf(strangerId), playerId: ann, changes: { handicap: 5 } }, game)).toThrow(
      new NotFoundError('Game not found'),
    );
  });
});
