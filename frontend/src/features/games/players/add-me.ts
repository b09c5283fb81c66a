import type { UserView } from '@golf/contracts';
import type { PlayerSlot } from './player-slots.ts';

/** How 'Add me' names the user: first and last name, else the e-mail. */
export const myPlayerName = (me: Pick<UserView, 'firstName' | 'lastName' | 'email'>) =>
  [me.firstName, me.lastName].filter(Boolean).join(' ').trim() || me.email;

/**
 * 'Add me' is offered on an empty place while the user is not yet one of the game's players
 * (picked or typed in under their account), so the organiser plays in their own game in one tap.
 */
export function offersAddMe(slots: readonly PlayerSlot[], slot: PlayerSlot, me: Pick<UserView, 'id'> | undefined): boolean {
  if (!me || slot.playerId !== null || slot.name.trim() !== '') return false;
  return !slots.some((s) => s.userId === me.id);
}

/**
 * The user as a player: their name, handicap index and account. No e-mail share: they are the
 * game's organiser already, so nobody needs to mail them access.
 */
export function slotForMe(slot: PlayerSlot, me: Pick<UserView, 'id' | 'firstName' | 'lastName' | 'email' | 'handicap'>): PlayerSlot {
  return {
    ...slot,
    name: myPlayerName(me),
    handicap: me.handicap === null ? '' : String(me.handicap),
    email: null,
    verified: false,
    userId: me.id,
  };
}
