import type { PlayerView, UserSearchResult } from '@golf/contracts';

/** One place in the players wizard: a player being typed in, picked, or already in the game. */
export type PlayerSlot = {
  key: string;
  name: string;
  /** Handicap index as typed; '' counts 0. */
  handicap: string;
  email: string | null;
  /**
   * A registered account was picked (search or trip members): adding it gives that account access.
   * With `email` known (a trip member, or a search by the whole address) it is also sent an invitation.
   */
  verified: boolean;
  userId: string | null;
  /** The game's player this slot shows, once they are in the game. */
  playerId: string | null;
  /** A picked user's two indexes, offered side by side: the one they typed and the app's; null otherwise. */
  offer: HandicapOffer | null;
};

/** The handicap indexes a registered user brings to a game (null: none). */
export type HandicapOffer = { typed: number | null; app: number | null };

/** A registered user's indexes and their choice of which one a game fills in (the typed one unless they chose the app's). */
export type OfferedHandicaps = Pick<UserSearchResult, 'handicap' | 'appHandicapIndex' | 'useAppIndex'>;

/** Add Player stops here when the game names no target count. */
export const PLAYER_COUNT_FALLBACK = 16;
/** Fewest players a game can be played with. */
export const MIN_PLAYERS = 2;

export const emptySlot = (key: string): PlayerSlot => ({
  key,
  name: '',
  handicap: '',
  email: null,
  verified: false,
  userId: null,
  playerId: null,
  offer: null,
});

/** The game's players first, then empty places up to the target count. */
export function initialSlots(players: readonly PlayerView[], targetPlayerCount: number, newKey: () => string): PlayerSlot[] {
  const existing = players.map((player) => ({
    ...emptySlot(player.id),
    name: player.name,
    handicap: String(player.handicap),
    userId: player.userId,
    playerId: player.id,
  }));
  const target = Math.max(targetPlayerCount || MIN_PLAYERS, MIN_PLAYERS);
  const empty = Array.from({ length: Math.max(0, target - existing.length) }, () => emptySlot(newKey()));
  return [...existing, ...empty];
}

/** A place can be removed only while more than 2 remain. */
export const canRemoveSlot = (slots: readonly PlayerSlot[]) => slots.length > MIN_PLAYERS;

/** Add Player is disabled at the target count (16 when the game names none). */
export const canAddSlot = (slots: readonly PlayerSlot[], targetPlayerCount: number) =>
  slots.length < (targetPlayerCount || PLAYER_COUNT_FALLBACK);

export const nameKey = (name: string) => name.trim().toLowerCase();

/** Slots with a name: the players the game will have. */
export const namedSlots = (slots: readonly PlayerSlot[]) => slots.filter((slot) => slot.name.trim() !== '');

/**
 * The named slots still to send: not already in the game, compared by lower-cased name (the
 * first of two equal names wins, as the server would skip the second).
 */
export function slotsToSend(slots: readonly PlayerSlot[], players: readonly PlayerView[]): PlayerSlot[] {
  const seen = new Set(players.map((player) => nameKey(player.name)));
  return namedSlots(slots).filter((slot) => {
    const key = nameKey(slot.name);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const asField = (handicap: number | null) => (handicap === null ? '' : String(handicap));

/** The index a game fills in for a user: the app's when they chose it and have one, else the one they typed. */
export function offeredHandicap(user: OfferedHandicaps): Pick<PlayerSlot, 'handicap' | 'offer'> {
  const useApp = user.useAppIndex && user.appHandicapIndex !== null;
  return {
    handicap: asField(useApp ? user.appHandicapIndex : user.handicap),
    offer: { typed: user.handicap, app: user.appHandicapIndex },
  };
}

/** Whether the slot plays off the app's index of its user (rather than the typed one or one typed here). */
export const playsOffAppIndex = (slot: PlayerSlot) => slot.offer?.app != null && slot.handicap === String(slot.offer.app);

/** The slot playing off the picked user's typed index or the app's. */
export const withOfferChosen = (slot: PlayerSlot, index: number | null): PlayerSlot => ({ ...slot, handicap: asField(index) });

/** A search result or trip member as a player: name, handicap (see offeredHandicap), e-mail, verified, userId. */
export function slotFromUser(
  slot: PlayerSlot,
  user: Pick<UserSearchResult, 'firstName' | 'lastName' | 'email'> & OfferedHandicaps & { userId: string },
): PlayerSlot {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email || 'Golfer';
  return {
    ...slot,
    name,
    ...offeredHandicap(user),
    email: user.email,
    verified: true,
    userId: user.userId,
  };
}

/** Typing a name by hand unlinks any account picked before. */
export function withTypedName(slot: PlayerSlot, name: string): PlayerSlot {
  if (slot.playerId) return slot;
  return { ...slot, name, ...(slot.userId ? { userId: null, email: null, verified: false, offer: null } : {}) };
}

/** The handicap index a slot will be sent with: '' counts 0. */
export const slotHandicap = (slot: PlayerSlot) => (slot.handicap.trim() === '' ? 0 : Number(slot.handicap));
