import { sharingMessages } from '@golf/contracts';
import { isGame, type AccessGrant, type GameEvent, type GameState } from '@golf/events';
import { ForbiddenError, NotFoundError } from '../../commands/domain-error.ts';
import { invitationAcceptance, type GameActor } from '../access/access-rule.ts';
import { actorAccessOf } from '../access/require-access.ts';

/** A signed-in user opens an e-mail invitation's link: `grantId` is the share its token names. */
export interface AcceptInvitation {
  actor: GameActor;
  grantId: string;
  /** The account holding the share's address now; null when none does. */
  addressHolderId: string | null;
}

/** The e-mail share an invitation names, while it stands. */
export function invitedShare(state: GameState, grantId: string): AccessGrant | null {
  if (!isGame(state)) return null;
  return state.access.find((grant) => grant.grantId === grantId && grant.via === 'email_share') ?? null;
}

/**
 * Accepting an invitation (access-rule.ts `invitationAcceptance`): the invitee's own share, or
 * one an organiser opens, records nothing; a share no account holds becomes the caller's
 * (InvitationAccepted); another account's is refused (403) naming the address it went to. A
 * share removed since (or a game deleted) is 404 with what to do next.
 */
export function decideAcceptInvitation(command: AcceptInvitation, state: GameState): GameEvent[] {
  const share = invitedShare(state, command.grantId);
  if (!isGame(state) || !share) throw new NotFoundError(sharingMessages.invitationNotFound);
  const acceptance = invitationAcceptance(share, command.actor, actorAccessOf(state, command.actor), command.addressHolderId);
  if (acceptance === 'refused') throw new ForbiddenError(sharingMessages.invitationForAnother(share.email ?? 'someone else'));
  if (acceptance !== 'claims') return [];
  return [{ type: 'InvitationAccepted', data: { gameId: state.id, grantId: share.grantId, userId: command.actor.id } }];
}
