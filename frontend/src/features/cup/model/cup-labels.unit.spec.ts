import type { CupMatchView, CupView } from '@golf/contracts';
import { describe, expect, it } from 'vitest';
import { cupOutcomeText, nextSession, sessionsOf, teeTimeText } from './cup-labels.ts';

const team = (name: string, captainId: string): CupView['teams'][number] => ({
  name,
  color: '#c0392b',
  captainId,
  players: [],
  points: 0,
  projectedPoints: 0,
});
const standing = {
  teams: [team('Red', 'a'), team('Blue', 'b')] as CupView['teams'],
  pointsToWin: 14.5,
  pointsToRetain: null as number | null,
  holder: null as 0 | 1 | null,
  clinched: false,
};

describe('cup labels', () => {
  it('writes a tee time by the course’s clock, with its weekday', () => {
    expect(teeTimeText('2026-06-12T08:00')).toBe('Fri 12 Jun, 08:00');
    expect(teeTimeText('2026-12-31T23:50')).toBe('Thu 31 Dec, 23:50');
  });

  it('says what wins, retains, or how it ended', () => {
    expect(cupOutcomeText({ ...standing, result: 'in_progress', winner: null })).toBe('14½ to win');
    expect(cupOutcomeText({ ...standing, holder: 1, pointsToRetain: 14, result: 'in_progress', winner: null })).toBe(
      '14½ to win, 14 for Blue to retain',
    );
    expect(cupOutcomeText({ ...standing, result: 'won', winner: 0, clinched: true })).toBe('Red have won the cup');
    expect(cupOutcomeText({ ...standing, result: 'retained', winner: 1 })).toBe('Blue retain the cup');
    expect(cupOutcomeText({ ...standing, result: 'tied', winner: null })).toBe('The cup is tied');
  });

  it('groups matches by session and names the next session', () => {
    const match = (session: number, format: CupMatchView['format']) => ({ session, format }) as CupMatchView;
    const sessions = sessionsOf([match(2, 'singles'), match(1, 'four_ball'), match(1, 'four_ball'), match(2, 'foursomes')]);
    expect(sessions.map((s) => [s.title, s.matches.length])).toEqual([
      ['Session 1 · Four-ball', 2],
      ['Session 2 · Mixed', 2],
    ]);
    expect(nextSession([match(2, 'singles'), match(1, 'four_ball')])).toBe(3);
    expect(nextSession([])).toBe(1);
  });
});
