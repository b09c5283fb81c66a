import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairingHistory, repeatsOf, type PairedMatch } from './pairing-history.ts';
import { proposePairings, type PairingPlayer, type PairingRequest } from './session-pairings.ts';

const team = (prefix: string, handicaps: readonly number[]): PairingPlayer[] =>
  handicaps.map((handicap, i) => ({ id: `${prefix}${i + 1}`, handicap }));
const red = team('r', [4, 10, 12, 20]);
const blue = team('b', [6, 9, 14, 22]);

/** Every way to pair `ids` into partnerships. */
function allPartnerships(ids: readonly string[]): string[][][] {
  if (ids.length === 0) return [[]];
  const [first, ...rest] = ids;
  return rest.flatMap((other) => allPartnerships(rest.filter((id) => id !== other)).map((pairs) => [[first!, other], ...pairs]));
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((p) => [item, ...p]));
}

describe('the pairing generator (docs/golf-rules.md section 16)', () => {
  it('given a first four-ball session of 4 against 4, then two matches with every player once', () => {
    const proposal = proposePairings({ format: 'four_ball', teams: [red, blue], previousMatches: [], seed: 1 });
    expect(proposal.matches).toHaveLength(2);
    expect(proposal.matches.flatMap((m) => m.teams.flat()).sort()).toEqual([...red, ...blue].map((p) => p.id).sort());
    expect(proposal.resting).toEqual([[], []]);
  });

  it('given the four-ball partnerships of session 1, then the foursomes of session 2 pair everyone anew', () => {
    const session1: PairedMatch[] = [
      {
        teams: [
          ['r1', 'r2'],
          ['b1', 'b2'],
        ],
      },
      {
        teams: [
          ['r3', 'r4'],
          ['b3', 'b4'],
        ],
      },
    ];
    for (const seed of [1, 2, 3, 'x']) {
      const { matches } = proposePairings({ format: 'foursomes', teams: [red, blue], previousMatches: session1, seed });
      expect(repeatsOf(matches, pairingHistory(session1)).partners).toEqual([]);
    }
  });

  it('given two sessions played, then new partners, and of their draws the one with fewest opponents met before (4 of 8)', () => {
    const previous: PairedMatch[] = [
      {
        teams: [
          ['r1', 'r2'],
          ['b1', 'b2'],
        ],
      },
      {
        teams: [
          ['r3', 'r4'],
          ['b3', 'b4'],
        ],
      },
      {
        teams: [
          ['r1', 'r3'],
          ['b1', 'b3'],
        ],
      },
      {
        teams: [
          ['r2', 'r4'],
          ['b2', 'b4'],
        ],
      },
    ];
    const { matches } = proposePairings({ format: 'four_ball', teams: [red, blue], previousMatches: previous, seed: 9 });
    const repeats = repeatsOf(matches, pairingHistory(previous));
    expect(repeats.partners).toEqual([]);
    // r1–r4 against b1–b4 meets r1–b1 and r4–b4 again; against b2–b3 all four pairs would meet again.
    expect(repeats.opponents).toHaveLength(4);
    expect(matches.map((m) => m.teams)).toEqual([
      [
        ['r1', 'r4'],
        ['b1', 'b4'],
      ],
      [
        ['r2', 'r3'],
        ['b2', 'b3'],
      ],
    ]);
  });

  it('given singles with no history, then like meets like by rank, best handicaps first', () => {
    const { matches } = proposePairings({ format: 'singles', teams: [red, blue], previousMatches: [], seed: 3 });
    expect(matches.map((m) => m.teams)).toEqual([
      [['r1'], ['b1']],
      [['r2'], ['b2']],
      [['r3'], ['b3']],
      [['r4'], ['b4']],
    ]);
  });

  it('given r1 and b1 met in the four-ball, then in singles r1 meets b2 though b1 is closer in handicap', () => {
    const previous: PairedMatch[] = [
      {
        teams: [
          ['r1', 'r9'],
          ['b1', 'b9'],
        ],
      },
    ];
    const { matches } = proposePairings({
      format: 'singles',
      teams: [team('r', [4, 10]), team('b', [5, 11])],
      previousMatches: previous,
      seed: 3,
    });
    expect(matches.map((m) => m.teams)).toEqual([
      [['r1'], ['b2']],
      [['r2'], ['b1']],
    ]);
  });

  it('given five against four in singles, then four matches and the player with the most matches rests', () => {
    const five = team('r', [4, 10, 12, 20, 25]);
    const previous: PairedMatch[] = [{ teams: [['r3'], ['b1']] }];
    const proposal = proposePairings({ format: 'singles', teams: [five, blue], previousMatches: previous, seed: 5 });
    expect(proposal.matches).toHaveLength(4);
    expect(proposal.resting).toEqual([['r3'], []]);
  });

  it('given five against five in four-ball, then two matches and one player of each team rests', () => {
    const proposal = proposePairings({
      format: 'four_ball',
      teams: [team('r', [1, 2, 3, 4, 5]), team('b', [1, 2, 3, 4, 5])],
      previousMatches: [],
      seed: 5,
    });
    expect([proposal.matches.length, proposal.resting.map((r) => r.length)]).toEqual([2, [1, 1]]);
  });

  it('given bad requests, then clear errors', () => {
    const request: PairingRequest = { format: 'four_ball', teams: [red, blue], previousMatches: [], seed: 1 };
    expect(() => proposePairings({ ...request, teams: [red.slice(0, 1), blue] })).toThrow('A session of four-ball needs 2 players a team');
    expect(() => proposePairings({ ...request, teams: [red, red] })).toThrow('A player can be on one team only, once');
    expect(() => proposePairings({ ...request, teams: [[{ id: 'x', handicap: Number.NaN }, ...red], blue] })).toThrow(
      'The handicap of player x must be a number from -20 to 80, not NaN',
    );
    expect(() => proposePairings({ ...request, format: 'scramble' as 'singles' })).toThrow(
      'A cup match is four_ball, foursomes or singles, not scramble',
    );
    expect(() => proposePairings({ ...request, seed: 0.5 })).toThrow('A seed is a whole number or a text');
    const many = team('r', new Array<number>(25).fill(10));
    expect(() => proposePairings({ ...request, teams: [many, blue] })).toThrow(
      'Pairings are proposed for up to 24 players a team; team 1 has 25',
    );
  });

  describe('properties', () => {
    const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
    /** Two teams of `n` each with handicaps, and earlier matches drawn among them. */
    const cup = fc.integer({ min: 1, max: 4 }).chain((half) => {
      const n = half * 2;
      const [reds, blues] = [ids('r', n), ids('b', n)];
      const side = (pool: string[], size: number) => fc.shuffledSubarray(pool, { minLength: size, maxLength: size });
      const previous = fc.array(
        fc
          .constantFrom(1, 2)
          .chain((size) => fc.tuple(side(reds, size), side(blues, size)).map(([a, b]): PairedMatch => ({ teams: [a, b] }))),
        { maxLength: 12 },
      );
      const handicaps = fc.array(fc.integer({ min: -5, max: 54 }), { minLength: 2 * n, maxLength: 2 * n });
      return fc.record({
        teams: handicaps.map(
          (h) => [reds.map((id, i) => ({ id, handicap: h[i]! })), blues.map((id, i) => ({ id, handicap: h[n + i]! }))] as const,
        ),
        previousMatches: previous,
        seed: fc.integer(),
        format: fc.constantFrom('four_ball' as const, 'foursomes' as const, 'singles' as const),
      });
    });

    it('property: no repeated partnership where one is avoidable (as few as any pairing of the team has)', () => {
      fc.assert(
        fc.property(cup, (request) => {
          if (request.format === 'singles') return;
          const history = pairingHistory(request.previousMatches);
          const proposal = proposePairings(request);
          ([0, 1] as const).forEach((t) => {
            const proposed = proposal.matches.filter((m) => m.teams[t].length === 2).map((m) => m.teams[t]);
            const repeated = (pairs: readonly string[][]) => pairs.filter(([a, b]) => history.partnered(a!, b!) > 0).length;
            const fewest = Math.min(...allPartnerships(request.teams[t].map((p) => p.id)).map(repeated));
            expect(repeated(proposed)).toBe(fewest);
          });
        }),
      );
    });

    it('property: the same seed gives the same proposal', () => {
      fc.assert(
        fc.property(cup, (request) => {
          expect(proposePairings(request)).toEqual(proposePairings({ ...request, teams: [[...request.teams[0]], [...request.teams[1]]] }));
        }),
      );
    });

    it("property: every player at most once a session, on their own team's side, sides of the format's size", () => {
      fc.assert(
        fc.property(cup, (request) => {
          const proposal = proposePairings(request);
          const size = request.format === 'singles' ? 1 : 2;
          const used = proposal.matches.flatMap((m) => m.teams.flat());
          expect(new Set(used).size).toBe(used.length);
          expect(proposal.matches).toHaveLength(request.teams[0].length / size);
          for (const match of proposal.matches) {
            match.teams.forEach((side, t) => {
              expect(side).toHaveLength(size);
              side.forEach((id) => expect(request.teams[t]!.some((p) => p.id === id)).toBe(true));
            });
          }
          expect([...used, ...proposal.resting.flat()].sort()).toEqual(
            request.teams
              .flat()
              .map((p) => p.id)
              .sort(),
          );
        }),
      );
    });

    it('property: in singles, as few repeated opponents as any draw has, and without history like meets like by rank', () => {
      fc.assert(
        fc.property(cup, (request) => {
          // Six a team at most, so that every draw (6! = 720) can be tried.
          const singles = {
            ...request,
            teams: [request.teams[0].slice(0, 6), request.teams[1].slice(0, 6)] as const,
            format: 'singles' as const,
          };
          const history = pairingHistory(request.previousMatches);
          const { matches } = proposePairings(singles);
          const [reds, blues] = singles.teams.map((t) => t.map((p) => p.id));
          const repeats = (pairs: [string, string][]) => pairs.filter(([a, b]) => history.faced(a, b) > 0).length;
          const fewest = Math.min(...permutations(blues!).map((order) => repeats(reds!.map((r, i) => [r, order[i]!]))));
          expect(repeats(matches.map((m) => [m.teams[0][0]!, m.teams[1][0]!]))).toBe(fewest);
          const unseen = proposePairings({ ...singles, previousMatches: [] });
          const rank = (t: 0 | 1, id: string) =>
            singles.teams[t].filter((p) => p.handicap < singles.teams[t].find((q) => q.id === id)!.handicap).length;
          const distinct = singles.teams.every((t) => new Set(t.map((p) => p.handicap)).size === t.length);
          if (distinct) unseen.matches.forEach((m) => expect(rank(0, m.teams[0][0]!)).toBe(rank(1, m.teams[1][0]!)));
        }),
      );
    });
  });
});
