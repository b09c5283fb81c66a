import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minCostAssignment } from './min-cost-assignment.ts';

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) => Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]));
}

describe('least-cost assignment', () => {
  it('given a 3 × 3 matrix, then the assignment of least total', () => {
    expect(
      minCostAssignment([
        [4, 1, 3],
        [2, 0, 5],
        [3, 2, 2],
      ]),
    ).toEqual([1, 0, 2]);
  });

  it('given an empty matrix, then an empty assignment', () => {
    expect(minCostAssignment([])).toEqual([]);
  });

  it('property: the total is the least of every permutation, and each column is used once', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 6 })
          .chain((n) => fc.array(fc.array(fc.nat(1e9), { minLength: n, maxLength: n }), { minLength: n, maxLength: n })),
        (cost) => {
          const assignment = minCostAssignment(cost);
          expect([...assignment].sort()).toEqual(cost.map((_, i) => i));
          const total = (p: number[]) => p.reduce((sum, column, row) => sum + cost[row]![column]!, 0);
          expect(total(assignment)).toBe(Math.min(...permutations(cost.length).map(total)));
        },
      ),
    );
  });
});
