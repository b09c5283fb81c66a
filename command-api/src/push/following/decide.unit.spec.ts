import { describe, expect, it } from 'vitest';
import type { PushSubscriptionState } from '@golf/events';
import { decideUnfollow } from '../unfollowing/decide.ts';
import { decideFollow, type FollowCommand } from './decide.ts';

const id = '00000000-0000-4000-8000-000000000001';
const ann = '00000000-0000-4000-8000-0000000000a1';
const game = '00000000-0000-4000-8000-0000000000f1';
const follow: FollowCommand = {
  subscriptionId: id,
  userId: ann,
  gameId: game,
  tripId: null,
  via: 'account',
  pushService: 'https://fcm.googleapis.com',
};
const active: PushSubscriptionState = {
  status: 'active',
  id,
  userId: ann,
  gameId: game,
  tripId: null,
  via: 'account',
  createdAt: '2026-11-27T10:00:00.000Z',
  endedBecause: null,
};

describe('following and unfollowing with push (deciders)', () => {
  it('given no subscription, when Ann follows a game, then PushSubscribed', () => {
    expect(decideFollow(follow, { status: 'absent' })).toEqual([{ type: 'PushSubscribed', data: follow }]);
  });

  it('given Ann follows already, when she follows again, then nothing is recorded', () => {
    expect(decideFollow(follow, active)).toEqual([]);
  });

  it('given an ended subscription, when Ann follows again, then it starts again', () => {
    expect(decideFollow(follow, { ...active, status: 'ended', endedBecause: 'unfollowed' })).toHaveLength(1);
  });

  it('given Ann’s subscription, when she unfollows, then PushUnsubscribed (unfollowed)', () => {
    expect(decideUnfollow({ reason: 'unfollowed', callerId: ann }, active)).toEqual([
      { type: 'PushUnsubscribed', data: { subscriptionId: id, reason: 'unfollowed' } },
    ]);
  });

  it('given Ann’s subscription, when someone else asks to end it, then 404 and nothing recorded', () => {
    expect(() => decideUnfollow({ reason: 'unfollowed', callerId: null }, active)).toThrow(/No such subscription/);
  });

  it('given a spectator’s subscription, when its holder (no account) ends it, then PushUnsubscribed', () => {
    expect(decideUnfollow({ reason: 'unfollowed', callerId: null }, { ...active, userId: null, via: 'view_code' })).toHaveLength(1);
  });

  it('given an ended subscription, when the push service says it is gone, then nothing more is recorded', () => {
    expect(decideUnfollow({ reason: 'push_service_gone' }, { ...active, status: 'ended', endedBecause: 'access_ended' })).toEqual([]);
  });

  it('given no subscription, when anyone unfollows, then 404', () => {
    expect(() => decideUnfollow({ reason: 'unfollowed', callerId: ann }, { status: 'absent' })).toThrow(/No such subscription/);
  });
});
