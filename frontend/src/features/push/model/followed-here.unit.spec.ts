import { beforeEach, describe, expect, it } from 'vitest';
import { followedHere, forgetFollowed, noteFollowed } from './followed-here.ts';

const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  Object.assign(globalThis, {
    window: {
      localStorage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => void store.set(key, value),
      },
    },
  });
});

describe('what this browser follows', () => {
  it('given a game followed, then it is known by its id, whatever the letters’ case; a trip apart', () => {
    noteFollowed({ gameId: 'ABC' }, 'sub-1');
    expect(followedHere({ gameId: 'abc' })).toBe('sub-1');
    expect(followedHere({ tripId: 'abc' })).toBeNull();
  });

  it('given a subscription removed (from the profile, by id), then the button forgets it', () => {
    noteFollowed({ gameId: 'g1' }, 'sub-1');
    noteFollowed({ tripId: 't1' }, 'sub-2');
    forgetFollowed('sub-1');
    expect(followedHere({ gameId: 'g1' })).toBeNull();
    expect(followedHere({ tripId: 't1' })).toBe('sub-2');
  });

  it('given stored text that is not a record, then nothing is followed', () => {
    store.set('pushFollows', '[1,2]');
    expect(followedHere({ gameId: 'g1' })).toBeNull();
  });
});
