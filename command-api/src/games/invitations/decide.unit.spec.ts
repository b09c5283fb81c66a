import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@golf/events';
import { ForbiddenError, NotFoundError } from '../../commands/domain-error.ts';
import {
  actorOf,
  adminId,
  gameCreated,
  gameId,
  givenGame,
  givenGameEvents,
  playingUserId,
  strangerId,
} from '../testing/given-game-events.ts';
import { decideAcceptInvitation } from './decide.ts';

const shareId = 'd0000000-0000-4000-8000-000000000007';
const shared = (userId: string | null): GameEvent[] => [
  gameCreated(),
  { type: 'GameShared', data: { gameId, grantId: shareId, email: 'eve@example.com', userId, level: 'player', playerName: null } },
];

describe('accepting an e-mail invitation', () => {
  it('given a share to an address without an account, when someone signs in with another address and accepts, then it is theirs', () => {
    const accepted = decideAcceptInvitation(
      { actor: actorOf(strangerId, 'eve@work.example'), grantId: shareId, addressHolderId: null },
      givenGameEvents(shared(null)),
    );
    expect(accepted).toEqual([{ type: 'InvitationAccepted', data: { gameId, grantId: shareId, userId: strangerId } }]);
    const after = givenGame([...shared(null), ...accepted]);
    expect(after.access.find((grant) => grant.grantId === shareId)).toMatchObject({ userId: strangerId, level: 'player' });
    expect(() =>
      decideAcceptInvitation(
        { actor: actorOf(playingUserId), grantId: shareId, addressHolderId: null },
        givenGameEvents([...shared(null), ...accepted]),
      ),
    ).toThrow(
      new ForbiddenError(
        'This invitation is for eve@example.com: sign in with that address, or ask the organiser to share the game with yours',
      ),
    );
  });

  it('given the invitee signs in with the invited address, then nothing needs recording', () => {
    const state = givenGameEvents(shared(null));
    expect(
      decideAcceptInvitation({ actor: actorOf(strangerId, 'Eve@Example.com'), grantId: shareId, addressHolderId: strangerId }, state),
    ).toEqual([]);
  });

  it('given the organiser opens the link, then the invitation is left for its invitee', () => {
    expect(
      decideAcceptInvitation({ actor: actorOf(adminId), grantId: shareId, addressHolderId: null }, givenGameEvents(shared(null))),
    ).toEqual([]);
  });

  it('given a share another account holds, then anyone else is refused and nothing is recorded', () => {
    expect(() =>
      decideAcceptInvitation(
        { actor: actorOf(strangerId), grantId: shareId, addressHolderId: null },
        givenGameEvents(shared(playingUserId)),
      ),
    ).toThrow(ForbiddenError);
    expect(() =>
      decideAcceptInvitation(
        { actor: actorOf(strangerId), grantId: shareId, addressHolderId: playingUserId },
        givenGameEvents(shared(null)),
      ),
    ).toThrow(ForbiddenError);
  });

  it('given the share was removed, or the game is gone, then the invitation opens nothing and says what to do next', () => {
    const removed: GameEvent[] = [...shared(null), { type: 'AccessRevoked', data: { gameId, grantId: shareId, reason: 'revoked' } }];
    const refused = new NotFoundError('This invitation no longer opens the game: ask the organiser to share it with you again');
    expect(() =>
      decideAcceptInvitation({ actor: actorOf(strangerId), grantId: shareId, addressHolderId: null }, givenGameEvents(removed)),
    ).toThrow(refused);
    expect(() =>
      decideAcceptInvitation({ actor: actorOf(strangerId), grantId: shareId, addressHolderId: null }, { status: 'absent' }),
    ).toThrow(refused);
  });
});
