import { describe, expect, it } from 'vitest';
import { CreateGameBody, PayoutBody, UpdateGameBody } from './game-requests.ts';
import { AddPlayerBody, UpdatePlayerBody } from './player-requests.ts';
import { AddRoundBody, CalculateCourseHandicapsBody, PlayerRoundBody, UpdateCourseHandicapsBody } from './round-requests.ts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('games contracts', () => {
  it('a new game defaults to a 1-round dogfight for 4 with an empty name and no payouts (the money settings are the decider’s)', () => {
    expect(CreateGameBody.parse({})).toEqual({
      name: '',
      gameType: 'dogfight',
      numberOfRounds: 1,
      targetPlayerCount: 4,
      tripId: null,
      useEightyPercentHandicap: false,
      payouts: [],
    });
    expect(CreateGameBody.parse({ name: '  ', gameType: '', tripId: '', numberOfRounds: '3' })).toMatchObject({
      name: '',
      gameType: 'dogfight',
      tripId: null,
      numberOfRounds: 3,
    });
  });

  it('a skin’s value and the Nassau stakes are dollars with 2 decimals at most; empty is left to the decider ($10 a skin) and no stake', () => {
    expect(CreateGameBody.parse({ skinValue: '2.5', nassauStakes: { front_9: '5', back_9: '', overall_18: 10 } })).toMatchObject({
      skinValue: 2.5,
      nassauStakes: { front_9: 5, back_9: 0, overall_18: 10 },
    });
    expect(CreateGameBody.parse({ skinValue: '' }).skinValue).toBeUndefined();
    expect(messages(CreateGameBody.safeParse({ skinValue: -1, nassauStakes: { front_9: 1.005, back_9: 0, overall_18: 'x' } }))).toEqual([
      'skinValue: Value per skin must be 0 or more, in dollars with at most 2 decimals',
      'nassauStakes.front_9: Nassau stake must be 0 or more, in dollars with at most 2 decimals',
      'nassauStakes.overall_18: Nassau stake must be 0 or more, in dollars with at most 2 decimals',
    ]);
  });

  it('rounds 1 … 20, whole numbers', () => {
    expect(messages(CreateGameBody.safeParse({ numberOfRounds: 0 }))).toEqual([
      'numberOfRounds: Number of rounds must be between 1 and 20',
    ]);
    expect(messages(CreateGameBody.safeParse({ numberOfRounds: 2.5 }))).toEqual([
      'numberOfRounds: Number of rounds must be between 1 and 20',
    ]);
    expect(CreateGameBody.parse({ numberOfRounds: 20 }).numberOfRounds).toBe(20);
  });

  it('points are whole numbers 0 or more, empty is 0, unknown keys are refused', () => {
    expect(CreateGameBody.parse({ pointsSystem: { eagle: '', birdie: '5' } }).pointsSystem).toEqual({ eagle: 0, birdie: 5 });
    expect(messages(CreateGameBody.safeParse({ pointsSystem: { eagle: 1.5 } }))).toEqual([
      'pointsSystem.eagle: Points must be whole numbers, 0 or more',
    ]);
    expect(CreateGameBody.safeParse({ pointsSystem: { albatross: 1 } }).success).toBe(false);
  });

  it('payouts: dollars with at most 2 decimals, position 1 … 20, bet type overall by default', () => {
    expect(PayoutBody.parse({ position: '2', amount: '10.25' })).toEqual({
      position: 2,
      amount: 10.25,
      betType: 'overall',
      description: null,
    });
    expect(PayoutBody.parse({ position: 1, amount: 0, betType: 'overall_18', description: ' Big one ' })).toMatchObject({
      betType: 'overall_18',
      description: 'Big one',
    });
    expect(messages(PayoutBody.safeParse({ position: 1, amount: -1 }))).toEqual([
      'amount: Payout amount must be 0 or more, in dollars with at most 2 decimals',
    ]);
    expect(messages(PayoutBody.safeParse({ position: 21, amount: 1 }))).toEqual([
      'position: Payout position must be a whole number from 1 to 20',
    ]);
    expect(messages(PayoutBody.safeParse({ position: 1, amount: 1, betType: 'middle_9' }))).toEqual([
      'betType: Bet type must be overall, front_9, back_9 or overall_18',
    ]);
  });

  it('the edit form needs a name when one is sent', () => {
    expect(messages(UpdateGameBody.safeParse({ name: ' ' }))).toEqual(['name: Please enter a game name.']);
    expect(UpdateGameBody.parse({})).toEqual({});
  });

  it('player handicap −10 … 54, empty is 0; name required; totals accepted (and ignored later)', () => {
    expect(AddPlayerBody.parse({ name: ' Ann ', handicap: '' })).toMatchObject({
      name: 'Ann',
      handicap: 0,
      userId: null,
      teamNumber: null,
      ghinId: null,
    });
    expect(AddPlayerBody.parse({ name: 'Ann', handicap: -10, totalPoints: 3 })).toMatchObject({ handicap: -10, totalPoints: 3 });
    expect(messages(AddPlayerBody.safeParse({ name: 'Ann', handicap: 54.1 }))).toEqual(['handicap: Handicap must be between -10 and 54']);
    expect(messages(AddPlayerBody.safeParse({ name: '' }))).toEqual(['name: Player name is required']);
    expect(UpdatePlayerBody.parse({ totalPoints: 1 })).toEqual({ totalPoints: 1 });
  });

  it('a round needs its course, named by round number', () => {
    expect(messages(AddRoundBody.safeParse({ roundNumber: 3 }))).toEqual(['courseId: Please select a course for round 3.']);
    expect(messages(AddRoundBody.safeParse({ roundNumber: 21, courseId: 'x' }))).toEqual([
      'roundNumber: Round number must be between 1 and 20',
    ]);
  });

  it("course handicaps: a tee id or 'all'; manual values 0 … 54", () => {
    expect(CalculateCourseHandicapsBody.parse({ roundNumber: 1, teeSetId: 'all' }).teeSetId).toBe('all');
    expect(messages(CalculateCourseHandicapsBody.safeParse({ roundNumber: 1, teeSetId: 'white' }))).toEqual([
      "teeSetId: teeSetId must be a tee set id or 'all'",
    ]);
    const update = (courseHandicap: unknown) =>
      UpdateCourseHandicapsBody.safeParse({
        roundNumber: 1,
        handicapUpdates: [{ playerId: '00000000-0000-4000-8000-000000000001', courseHandicap }],
      });
    expect(update('12').success).toBe(true);
    expect(messages(update(-1))).toEqual(['handicapUpdates.0.courseHandicap: Course handicap must be between 0 and 54']);
    expect(
      PlayerRoundBody.parse({
        playerId: '00000000-0000-4000-8000-000000000001',
        roundNumber: 1,
        teeSetId: '00000000-0000-4000-8000-000000000002',
        courseHandicap: '',
      }).courseHandicap,
    ).toBeNull();
  });
});
