import type { UserView } from '@golf/contracts';
import { offeredHandicap, type OfferedHandicaps, type PlayerSlot } from './player-slots.ts';

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
 * The user as a player: their name, handicap index (the app's when they chose it, with the other
 * offered beside it) and account. No e-mail share: they are the game's organiser already, so
 * nobody needs to mail them access. `app`: their app index and choice, while not known none.
 */
export function slotForMe(
  slot: PlayerSlot,
  me: Pick<UserView, 'id' | 'firstName' | 'lastName' | 'email' | 'handicap'>,
  app: Pick<OfferedHandicaps, 'appHandicapIndex' | 'useAppIndex'> = { appHandicapIndex: null, useAppIndex: false },
): PlayerSlot {
  return {
    ...slot,
    name: myPlayerName(me),
    ...offeredHandicap({ handicap: me.handicap, ...app }),
    email: null,
    verified: false,
    userId: me.id,
  };
}
