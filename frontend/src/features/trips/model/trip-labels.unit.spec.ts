import { describe, expect, it } from 'vitest';
import { dateRangeText, gamePlace, memberName, provisionalText, resultText, signedMoney } from './trip-labels.ts';

describe('trip labels', () => {
  it('shows a trip’s days as calendar days', () => {
    expect(dateRangeText({ startDate: '2026-05-01', endDate: '2026-05-04' })).toBe('May 1, 2026 – May 4, 2026');
    expect(dateRangeText({ startDate: '2026-05-01', endDate: '2026-05-01' })).toBe('May 1, 2026');
    expect(dateRangeText({ startDate: '2026-05-01', endDate: null })).toBe('From May 1, 2026');
    expect(dateRangeText({ startDate: null, endDate: null })).toBeNull();
  });

  it('names members, money and results', () => {
    expect(
      memberName({ id: 'u', firstName: 'Ada', lastName: null, email: 'a@x', handicap: null, appHandicapIndex: null, useAppIndex: false }),
    ).toBe('Ada');
    expect(
      memberName({ id: 'u', firstName: null, lastName: null, email: 'a@x', handicap: null, appHandicapIndex: null, useAppIndex: false }),
    ).toBe('a@x');
    expect([signedMoney(1250), signedMoney(-400), signedMoney(0)]).toEqual(['+$12.50', '-$4.00', '$0.00']);
    expect(resultText({ kind: 'quota', value: 3 })).toBe('+3 quota');
    expect(resultText({ kind: 'skins', value: 1 })).toBe('1 skin');
    expect(resultText({ kind: 'points', value: 12 })).toBe('12 pts');
    expect(resultText({ kind: 'points', value: 1 })).toBe('1 pt');
    expect(resultText({ kind: 'strokes', value: 1 })).toBe('1 stroke');
  });

  it('says why standings are provisional: how many games are not completed yet', () => {
    const games = (...statuses: Array<'setup' | 'in_progress' | 'completed'>) => ({
      games: statuses.map((status, i) => ({ gameId: `g${i}`, name: `Game ${i}`, gameType: 'dogfight' as const, status })),
    });
    expect(provisionalText(games('completed', 'in_progress', 'setup'))).toBe(
      '2 of 3 games are not completed yet: the money may still change.',
    );
    expect(provisionalText(games('completed', 'in_progress'))).toBe('1 of 2 games is not completed yet: the money may still change.');
    expect(provisionalText(games('in_progress', 'in_progress'))).toBe('None of the 2 games is completed yet: the money may still change.');
    expect(provisionalText(games('in_progress'))).toBe('The trip’s game is not completed yet: the money may still change.');
  });

  it('shows a game’s place, or that the person has not started it', () => {
    expect([gamePlace({ position: 1, tied: false, started: true }), gamePlace({ position: 2, tied: true, started: true })]).toEqual([
      '1st',
      'T2',
    ]);
    expect(gamePlace({ position: 3, tied: true, started: false })).toBe('Not started');
  });
});
