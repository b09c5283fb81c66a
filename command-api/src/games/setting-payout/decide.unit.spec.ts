import { describe, expect, it } from 'vitest';
import { RuleViolationError } from '../../commands/domain-error.ts';
import { actorOf, adminId, gameCreated, gameId, givenGame, givenGameEvents } from '../testing/given-game-events.ts';
import { decideSetPayout, type SetPayout } from './decide.ts';

const payout = (overrides: Partial<SetPayout> = {}): SetPayout => ({
  actor: actorOf(adminId),
  position: 1,
  betType: 'overall',
  amountCents: 6000,
  description: null,
  ...overrides,
});
const withFirst = [gameCreated({ payouts: [{ position: 1, betType: 'overall', amountCents: 6000, description: null }] })];

describe('set payout', () => {
  it('records a new payout; the same one again records nothing', () => {
    expect(decideSetPayout(payout({ position: 2, amountCents: 3000 }), givenGameEvents(withFirst))).toEqual([
      { type: 'PayoutSet', data: { gameId, position: 2, betType: 'overall', amountCents: 3000, description: null } },
    ]);
    expect(decideSetPayout(payout(), givenGameEvents(withFirst))).toEqual([]);
  });

  it('replaces an amount, and 0 takes the payout away (0 where there is none records nothing)', () => {
    const changed = decideSetPayout(payout({ amountCents: 5000 }), givenGameEvents(withFirst));
    expect(givenGame([...withFirst, ...changed]).payouts).toEqual([
      { position: 1, betType: 'overall', amountCents: 5000, description: null },
    ]);
    const removed = decideSetPayout(payout({ amountCents: 0 }), givenGameEvents(withFirst));
    expect(givenGame([...withFirst, ...removed]).payouts).toEqual([]);
    expect(decideSetPayout(payout({ position: 3, amountCents: 0 }), givenGameEvents(withFirst))).toEqual([]);
  });

  it('refuses Nassau bets outside a Nassau game and positions beyond the format', () => {
    expect(() => decideSetPayout(payout({ betType: 'front_9' }), givenGameEvents(withFirst))).toThrow(
      new RuleViolationError('The front_9 payout needs Nassau betting turned on'),
    );
    expect(() => decideSetPayout(payout({ position: 17 }), givenGameEvents(withFirst))).toThrow(
      new RuleViolationError('Payout position must be from 1 to 16'),
    );
  });
});
