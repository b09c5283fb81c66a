import { describe, expect, it } from 'vitest';
import { offersAddMe, slotForMe } from './add-me.ts';
import { emptySlot } from './player-slots.ts';

const me = { id: 'u-me', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', handicap: 10.4 };

describe('Add me', () => {
  it('given an empty first place, then it fills the user’s name, handicap and account', () => {
    expect(slotForMe(emptySlot('k0'), me)).toEqual({
      key: 'k0',
      name: 'Ann Lee',
      handicap: '10.4',
      email: null,
      verified: false,
      userId: 'u-me',
      playerId: null,
      offer: { typed: 10.4, app: null },
    });
    expect(slotForMe(emptySlot('k0'), { ...me, firstName: null, lastName: null, handicap: null })).toMatchObject({
      name: 'ann@example.com',
      handicap: '',
    });
  });

  it('given the user chose their app index, then it is filled and the typed one offered beside it', () => {
    expect(slotForMe(emptySlot('k0'), me, { appHandicapIndex: 9.1, useAppIndex: true })).toMatchObject({
      handicap: '9.1',
      offer: { typed: 10.4, app: 9.1 },
    });
    expect(slotForMe(emptySlot('k0'), me, { appHandicapIndex: 9.1, useAppIndex: false }).handicap).toBe('10.4');
  });

  it('is offered on an empty place until the user is one of the players', () => {
    const first = emptySlot('k0');
    expect(offersAddMe([first, emptySlot('k1')], first, me)).toBe(true);
    const mine = slotForMe(first, me);
    const second = emptySlot('k1');
    expect(offersAddMe([mine, second], second, me)).toBe(false);
    const typed = { ...first, name: 'Bob' };
    expect(offersAddMe([typed], typed, me)).toBe(false);
    expect(offersAddMe([first], first, undefined)).toBe(false);
  });
});
