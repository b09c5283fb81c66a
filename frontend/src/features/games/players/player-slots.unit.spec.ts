import type { PlayerView } from '@golf/contracts';
import { describe, expect, it } from 'vitest';
import {
  canAddSlot,
  canRemoveSlot,
  emptySlot,
  initialSlots,
  namedSlots,
  slotFromUser,
  withOfferChosen,
  slotHandicap,
  slotsToSend,
  withTypedName,
  type PlayerSlot,
} from './player-slots.ts';

const keys = () => {
  let n = 0;
  return () => `k${n++}`;
};
const player = (id: string, name: string): PlayerView => ({
  id,
  gameId: 'g',
  name,
  handicap: 10,
  ghinId: null,
  userId: null,
  teamNumber: null,
  totalPoints: 0,
  totalStrokes: 0,
});
const named = (key: string, name: string): PlayerSlot => ({ ...emptySlot(key), name });

describe('initial slots', () => {
  it('given no players, then one empty place per target player', () => {
    const slots = initialSlots([], 4, keys());
    expect(slots.map((s) => s.key)).toEqual(['k0', 'k1', 'k2', 'k3']);
    expect(slots.every((s) => s.name === '' && s.playerId === null)).toBe(true);
  });

  it("given players in the game, then they come first and fill the target's places", () => {
    const slots = initialSlots([player('p1', 'Ann')], 3, keys());
    expect(slots.map((s) => [s.name, s.playerId])).toEqual([
      ['Ann', 'p1'],
      ['', null],
      ['', null],
    ]);
  });

  it('given a target below 2, then still 2 places', () => {
    expect(initialSlots([], 1, keys())).toHaveLength(2);
  });
});

describe('adding and removing places', () => {
  it('removes only while more than 2 places exist', () => {
    expect(canRemoveSlot([named('a', ''), named('b', '')])).toBe(false);
    expect(canRemoveSlot([named('a', ''), named('b', ''), named('c', '')])).toBe(true);
  });

  it('adds until the target count, 16 when the game names none', () => {
    const three = [named('a', ''), named('b', ''), named('c', '')];
    expect(canAddSlot(three, 3)).toBe(false);
    expect(canAddSlot(three, 4)).toBe(true);
    expect(
      canAddSlot(
        Array.from({ length: 15 }, (_, i) => named(`s${i}`, '')),
        0,
      ),
    ).toBe(true);
    expect(
      canAddSlot(
        Array.from({ length: 16 }, (_, i) => named(`s${i}`, '')),
        0,
      ),
    ).toBe(false);
  });
});

describe('players to send', () => {
  it('given names already in the game (any case), then only the new ones, once each', () => {
    const slots = [named('a', 'ann'), named('b', ' Bob '), named('c', ''), named('d', 'BOB'), named('e', 'Cy')];
    expect(slotsToSend(slots, [player('p1', 'Ann')]).map((s) => s.key)).toEqual(['b', 'e']);
    expect(namedSlots(slots)).toHaveLength(4);
  });
});

/** A user without an app index who keeps the typed one. */
const typedOnly = { appHandicapIndex: null, useAppIndex: false };

describe('picking and typing', () => {
  it('given a searched user, then name, handicap, e-mail, verified and user id are filled', () => {
    const slot = slotFromUser(emptySlot('a'), {
      firstName: 'Anna',
      lastName: 'Berg',
      email: 'anna@example.com',
      handicap: 8.2,
      ...typedOnly,
      userId: 'u1',
    });
    expect(slot).toMatchObject({ name: 'Anna Berg', handicap: '8.2', email: 'anna@example.com', verified: true, userId: 'u1' });
  });

  it('given a user found by name (a search gives no address), then they are added by account with no address', () => {
    const slot = slotFromUser(emptySlot('a'), {
      firstName: 'Anna',
      lastName: 'Berg',
      email: null,
      handicap: 8.2,
      ...typedOnly,
      userId: 'u1',
    });
    expect(slot).toMatchObject({ name: 'Anna Berg', handicap: '8.2', email: null, verified: true, userId: 'u1' });
  });

  it('given a user with an app index who kept the typed one, then the typed one is filled and both are offered', () => {
    const slot = slotFromUser(emptySlot('a'), {
      firstName: 'Anna',
      lastName: null,
      email: 'a@example.com',
      handicap: 8.2,
      appHandicapIndex: 6.9,
      useAppIndex: false,
      userId: 'u1',
    });
    expect(slot).toMatchObject({ handicap: '8.2', offer: { typed: 8.2, app: 6.9 } });
    expect(withOfferChosen(slot, 6.9)).toMatchObject({ handicap: '6.9', offer: { typed: 8.2, app: 6.9 } });
  });

  it('given a user who chose “use my app index”, then the app index is filled, the typed one offered beside it', () => {
    const slot = slotFromUser(emptySlot('a'), {
      firstName: 'Anna',
      lastName: null,
      email: 'a@example.com',
      handicap: 8.2,
      appHandicapIndex: 6.9,
      useAppIndex: true,
      userId: 'u1',
    });
    expect(slot).toMatchObject({ handicap: '6.9', offer: { typed: 8.2, app: 6.9 } });
    expect(withOfferChosen(slot, 8.2).handicap).toBe('8.2');
  });

  it('given a user who chose the app index but has none yet, then the typed one is filled', () => {
    const slot = slotFromUser(emptySlot('a'), {
      firstName: 'Anna',
      lastName: null,
      email: 'a@example.com',
      handicap: 8.2,
      appHandicapIndex: null,
      useAppIndex: true,
      userId: 'u1',
    });
    expect(slot.handicap).toBe('8.2');
  });

  it('given a user without a name or handicap, then the e-mail names them and the handicap is empty', () => {
    const slot = slotFromUser(emptySlot('a'), {
      firstName: null,
      lastName: null,
      email: 'x@example.com',
      handicap: null,
      ...typedOnly,
      userId: 'u2',
    });
    expect(slot).toMatchObject({ name: 'x@example.com', handicap: '' });
  });

  it('typing a new name unlinks a picked account; a player in the game keeps theirs', () => {
    const picked = slotFromUser(emptySlot('a'), {
      firstName: 'Anna',
      lastName: null,
      email: 'a@example.com',
      handicap: 1,
      ...typedOnly,
      userId: 'u1',
    });
    expect(withTypedName(picked, 'Annie')).toMatchObject({ name: 'Annie', userId: null, email: null, verified: false, offer: null });
    const inGame = { ...picked, playerId: 'p1' };
    expect(withTypedName(inGame, 'Other')).toBe(inGame);
  });

  it('an empty handicap counts 0', () => {
    expect(slotHandicap(named('a', 'Ann'))).toBe(0);
    expect(slotHandicap({ ...named('a', 'Ann'), handicap: '-2.5' })).toBe(-2.5);
  });
});
