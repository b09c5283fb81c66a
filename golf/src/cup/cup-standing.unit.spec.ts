import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TeamIndex } from './cup-format.ts';
import { cupStanding, type CupStandingInput } from './cup-standing.ts';

type Match = CupStandingInput['matches'][number];
const share = (leader: TeamIndex | null, value: number): [number, number] =>
  leader === null ? [value / 2, value / 2] : leader === 0 ? [value, 0] : [0, value];
/** A match decided: won by `leader`, or halved (null). */
const decided = (leader: TeamIndex | null, value = 1): Match => ({
  state: 'decided',
  value,
  points: share(leader, value),
  projectedPoints: share(leader, value),
});
/** A match on the course, `leader` up or all square (null). */
const live = (leader: TeamIndex | null, value = 1): Match => ({
  state: 'in_progress',
  value,
  points: [0, 0],
  projectedPoints: share(leader, value),
});
const notStarted = (value = 1): Match => ({ state: 'not_started', value, points: [0, 0], projectedPoints: [0, 0] });

const RED = 0;
const BLUE = 1;

describe("the cup's points (docs/golf-rules.md section 16)", () => {
  describe("section 16's example: 8 points, Red against Blue, no holder", () => {
    // Four-ball Red 2&1, halved; foursomes Blue 3&2, Blue 1 UP; singles Red, Red, Red, Blue.
    const firstSeven = [decided(RED), decided(null), decided(BLUE), decided(BLUE), decided(RED), decided(RED), decided(RED)];

    it('given the last single still on the course with Blue up, then Red has 4½: it has clinched the cup', () => {
      const standing = cupStanding({ matches: [...firstSeven, live(BLUE)], holder: null });
      expect(standing).toEqual({
        teams: [
          { points: 4.5, projectedPoints: 4.5 },
          { points: 2.5, projectedPoints: 3.5 },
        ],
        pointsAvailable: 8,
        pointsToWin: 4.5,
        pointsToRetain: null,
        result: 'won',
        winner: RED,
        clinched: true,
      });
    });

    it('given every match decided, then Red 4½, Blue 3½: Red wins', () => {
      const standing = cupStanding({ matches: [...firstSeven, decided(BLUE)], holder: null });
      expect([standing.teams.map((t) => t.points), standing.result, standing.winner, standing.clinched]).toEqual([
        [4.5, 3.5],
        'won',
        RED,
        false,
      ]);
    });

    it('given one match fewer decided (Red at 3½), then still in progress, Red projected to win', () => {
      const standing = cupStanding({ matches: [...firstSeven.slice(0, 6), live(RED), live(BLUE)], holder: null });
      expect([standing.teams.map((t) => [t.points, t.projectedPoints]), standing.result, standing.winner]).toEqual([
        [
          [3.5, 4.5],
          [2.5, 3.5],
        ],
        'in_progress',
        null,
      ]);
    });
  });

  describe('a holder', () => {
    it('given Blue holds the cup and reaches 4 of 8 with matches left, then Blue has retained it; Red can only tie', () => {
      const matches = [decided(BLUE), decided(BLUE), decided(BLUE), decided(BLUE), live(RED), live(RED), notStarted(), notStarted()];
      expect(cupStanding({ matches, holder: BLUE })).toMatchObject({ pointsToRetain: 4, result: 'retained', winner: BLUE, clinched: true });
    });

    it('given the holder retained and then wins one more, then it has won', () => {
      const matches = [decided(BLUE), decided(BLUE), decided(BLUE), decided(BLUE), decided(BLUE), live(RED), live(RED), live(RED)];
      expect(cupStanding({ matches, holder: BLUE })).toMatchObject({ result: 'won', winner: BLUE });
    });

    it('given 4–4 with every match decided, then the holder retains; without a holder the cup is tied', () => {
      const matches = [...new Array<Match>(4).fill(decided(RED)), ...new Array<Match>(4).fill(decided(BLUE))];
      expect(cupStanding({ matches, holder: RED })).toMatchObject({ result: 'retained', winner: RED, clinched: false });
      expect(cupStanding({ matches, holder: null })).toMatchObject({ result: 'tied', winner: null, clinched: false });
    });

    it('given the challenger at exactly half, then nothing: only the holder retains', () => {
      const matches = [decided(RED), decided(RED), live(BLUE), live(BLUE)];
      expect(cupStanding({ matches, holder: BLUE })).toMatchObject({ result: 'in_progress', winner: null });
    });
  });

  describe('points to win', () => {
    it.each([
      { points: 8, toWin: 4.5 },
      { points: 28, toWin: 14.5 },
      { points: 7, toWin: 4 },
      { points: 1, toWin: 1 },
    ])('given $points points of whole-point matches, then $toWin to win', ({ points, toWin }) => {
      expect(cupStanding({ matches: new Array<Match>(points).fill(notStarted()), holder: null }).pointsToWin).toBe(toWin);
    });

    it('given matches worth 1½ and 1 (2½ in all), then teams score in quarters: 1½ to win', () => {
      expect(cupStanding({ matches: [notStarted(1.5), notStarted(1)], holder: null }).pointsToWin).toBe(1.5);
    });
  });

  describe('planned points', () => {
    it('given the first session of a 20-point cup won 3–1, then nobody has won: 10½ to win', () => {
      const matches = [decided(RED), decided(RED), decided(RED), decided(BLUE)];
      expect(cupStanding({ matches, holder: null })).toMatchObject({ pointsAvailable: 4, result: 'won' });
      expect(cupStanding({ matches, holder: null, plannedPoints: 20 })).toMatchObject({
        pointsAvailable: 20,
        pointsToWin: 10.5,
        result: 'in_progress',
      });
    });

    it('given planned points below the matches made, then a clear error', () => {
      expect(() => cupStanding({ matches: [notStarted(), notStarted()], holder: null, plannedPoints: 1 })).toThrow(
        "The cup's planned points must be in half points and at least the 2 of the matches made, not 1",
      );
    });
  });

  it('given no match made, then in progress with nothing to win yet', () => {
    expect(cupStanding({ matches: [], holder: 0 })).toMatchObject({ pointsAvailable: 0, result: 'in_progress', winner: null });
  });

  it('property: once decided, points add up to the matches decided; a won cup stays won as more matches are decided', () => {
    const outcome = fc.constantFrom<TeamIndex | null>(0, 1, null);
    fc.assert(
      fc.property(fc.array(outcome, { minLength: 1, maxLength: 28 }), fc.constantFrom<TeamIndex | null>(0, 1, null), (results, holder) => {
        let before = cupStanding({ matches: results.map(() => notStarted()), holder });
        results.forEach((_, n) => {
          const matches = results.map((r, i) => (i <= n ? decided(r) : notStarted()));
          const now = cupStanding({ matches, holder });
          expect(now.teams[0].points + now.teams[1].points).toBe(n + 1);
          if (before.result === 'won') expect([now.result, now.winner]).toEqual(['won', before.winner]);
          if (before.result === 'retained') expect(now.winner).toBe(before.winner);
          expect(now.teams[0].points <= now.pointsAvailable / 2 || now.result === 'won').toBe(true);
          before = now;
        });
        expect(before.result).not.toBe('in_progress');
      }),
    );
  });
});
