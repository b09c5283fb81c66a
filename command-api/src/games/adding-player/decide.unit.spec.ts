import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@golf/events';
import { ConflictError, ForbiddenError, NotFoundError, RuleViolationError } from '../../commands/domain-error.ts';
import {
  actorOf,
  playerWithAccount,
  adminId,
  gameCreated,
  gameId,
  givenGameEvents,
  playerAdded,
  playerIds,
  playingUserId,
  strangerId,
} from '../testing/given-game-events.ts';
import { decideAddPlayer, type AddPlayer } from './decide.ts';

const newPlayerId = 'd0000000-0000-4000-8000-000000000009';
const add = (overrides: Partial<AddPlayer> = {}): AddPlayer => ({
  actor: actorOf(adminId),
  playerId: newPlayerId,
  name: 'Eve',
  handicap: 12.5,
  ghinId: null,
  userId: null,
  teamNumber: null,
  ...overrides,
});

describe('add player', () => {
  it('given a game, when a player is typed in, then PlayerAdded with the trimmed name', () => {
    expect(decideAddPlayer(add({ name: '  Eve ', ghinId: '1234567' }), givenGameEvents([gameCreated()]))).toEqual([
      {
        type: 'PlayerAdded',
        data: { gameId, playerId: newPlayerId, name: 'Eve', handicap: 12.5, ghinId: '1234567', userId: null, teamNumber: null },
      },
    ]);
  });

  it('given a registered user without access, then PlayerAdded and AccessGranted tying their account to the player', () => {
    expect(decideAddPlayer(add({ userId: playingUserId }), givenGameEvents([gameCreated()]))).toEqual([
      {
        type: 'PlayerAdded',
        data: { gameId, playerId: newPlayerId, name: 'Eve', handicap: 12.5, ghinId: null, userId: playingUserId, teamNumber: null },
      },
      {
        type: 'AccessGranted',
        data: { gameId, grantId: newPlayerId, userId: playingUserId, level: 'player', via: 'player_account', playerIds: [newPlayerId] },
      },
    ]);
    expect(decideAddPlayer(add({ userId: adminId }), givenGameEvents([gameCreated()]))).toHaveLength(1);
  });

  it('given a player of the same name (lower-cased), then the new one is skipped', () => {
    expect(decideAddPlayer(add({ name: ' ANN ' }), givenGameEvents([gameCreated(), playerAdded(0)]))).toEqual([]);
  });

  it('takes plus handicaps and the limits −10 and 54, and refuses beyond', () => {
    const game = givenGameEvents([gameCreated()]);
    expect(decideAddPlayer(add({ handicap: -10 }), game)).toHaveLength(1);
    expect(decideAddPlayer(add({ handicap: 54 }), game)).toHaveLength(1);
    for (const handicap of [-10.1, 54.1, Number.NaN]) {
      expect(() => decideAddPlayer(add({ handicap }), game)).toThrow(new RuleViolationError('Handicap must be between -10 and 54'));
    }
  });

  it('refuses a player over the format’s maximum', () => {
    const matchPlay: GameEvent[] = [
      gameCreated({ gameType: 'match_play', targetPlayerCount: 4 }),
      ...[0, 1, 2, 3].map((n) => playerAdded(n)),
    ];
    expect(() => decideAddPlayer(add(), givenGameEvents(matchPlay))).toThrow(new RuleViolationError('Match Play allows at most 4 players'));
    const sixteen: GameEvent[] = [gameCreated()];
    for (let n = 0; n < 16; n += 1) {
      sixteen.push(playerAdded(0, { playerId: `e0000000-0000-4000-8000-${String(n).padStart(12, '0')}`, name: `P${n}` }));
    }
    expect(() => decideAddPlayer(add(), givenGameEvents(sixteen))).toThrow(new RuleViolationError('Dogfight allows at most 16 players'));
  });

  it('refuses the same registered user twice', () => {
    const game = givenGameEvents([gameCreated(), ...playerWithAccount(0, playingUserId)]);
    expect(() => decideAddPlayer(add({ userId: playingUserId }), game)).toThrow(
      new ConflictError('This user is already a player in this game'),
    );
  });

  it('takes a team number in team formats only', () => {
    const bestBall = givenGameEvents([gameCreated({ gameType: 'best_ball' })]);
    expect(decideAddPlayer(add({ teamNumber: 2 }), bestBall)[0]?.data).toMatchObject({ teamNumber: 2 });
    expect(() => decideAddPlayer(add({ teamNumber: 1 }), givenGameEvents([gameCreated()]))).toThrow(
      new RuleViolationError('Dogfight is played without teams'),
    );
  });

  it('refuses a completed game, a player of the game (403) and a stranger (404)', () => {
    const completed = givenGameEvents([
      gameCreated(),
      { type: 'GameStatusChanged', data: { gameId, from: 'in_progress', status: 'completed' } },
    ]);
    expect(() => decideAddPlayer(add(), completed)).toThrow(new ConflictError('This game is completed'));
    const game = givenGameEvents([gameCreated(), ...playerWithAccount(0, playingUserId)]);
    expect(() => decideAddPlayer(add({ actor: actorOf(playingUserId) }), game)).toThrow(ForbiddenError);
    expect(() => decideAddPlayer(add({ actor: actorOf(strangerId) }), game)).toThrow(NotFoundError);
    expect(playerIds).toHaveLength(4);
  });
});
