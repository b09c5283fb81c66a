import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPatch, diffJson, PatchMismatchError } from './board-patch.ts';

const entry = (id: string, points: number, holes: (number | null)[]) => ({
  position: 0,
  player: { id, name: `Player ${id}` },
  totalPoints: points,
  scorecards: [{ roundNumber: 1, holes: holes.map((strokes, i) => ({ holeNumber: i + 1, strokes })) }],
});
const board = (entries: ReturnType<typeof entry>[]) => ({
  version: 'v1',
  status: 'in_progress',
  entries: entries.map((e, i) => ({ ...e, position: i + 1 })),
  summary: { birdies: 1 },
});

describe('board patches', () => {
  it('given one hole scored, then the patch names that hole’s value and the totals that moved, and applying it gives the new board', () => {
    const before = board([entry('a', 4, [4, null]), entry('b', 2, [5, null])]);
    const after = structuredClone(before);
    after.entries[1]!.scorecards[0]!.holes[1]!.strokes = 3;
    after.entries[1]!.totalPoints = 5;
    const patch = diffJson(before, after);
    expect(patch).toEqual([
      { p: ['entries', 1, 'totalPoints'], v: 5 },
      { p: ['entries', 1, 'scorecards', 0, 'holes', 1, 'strokes'], v: 3 },
    ]);
    expect(applyPatch(before, patch)).toEqual(after);
  });

  it('given the standings change, then the entries are reordered by player, not sent again', () => {
    const eighteen = (last: number) => [...Array.from({ length: 17 }, () => 4), last];
    const before = board([entry('a', 4, eighteen(4)), entry('b', 2, eighteen(5))]);
    const after = board([entry('b', 6, eighteen(3)), entry('a', 4, eighteen(4))]);
    const patch = diffJson(before, after);
    expect(patch[0]).toEqual({ p: ['entries'], k: 'player.id', order: ['b', 'a'] });
    expect(JSON.stringify(patch).length).toBeLessThan(JSON.stringify(after.entries).length / 2);
    expect(applyPatch(before, patch)).toEqual(after);
  });

  it('given a value unchanged, then applying keeps the same object for it (a screen redraws only what moved)', () => {
    const before = board([entry('a', 4, [4]), entry('b', 2, [5])]);
    const after = { ...structuredClone(before), status: 'completed' };
    const patched = applyPatch(before, diffJson(before, after));
    expect(patched.entries).toBe(before.entries);
    expect(patched.status).toBe('completed');
  });

  it('given a patch for another board, then applying it refuses instead of guessing', () => {
    const before = board([entry('a', 4, [4]), entry('b', 2, [5])]);
    const after = board([entry('b', 2, [5]), entry('a', 4, [4])]);
    const other = board([entry('c', 1, [4]), entry('d', 2, [5])]);
    expect(() => applyPatch(other, diffJson(before, after))).toThrow(PatchMismatchError);
    expect(() => applyPatch({ entries: [] }, [{ p: ['entries', 3, 'totalPoints'], v: 1 }])).toThrow(PatchMismatchError);
  });

  it('given any two JSON values, then applying the diff of the first to the second gives the second', () => {
    const json = fc.jsonValue({ maxDepth: 4 });
    fc.assert(
      fc.property(json, json, (before, after) => {
        expect(applyPatch(before, diffJson(before, after))).toEqual(after);
      }),
      { numRuns: 500 },
    );
  });

  it('given boards whose entries are shuffled and rescored, then the diff applies and names no unchanged entry', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
    const arbitraryBoard = fc
      .tuple(
        fc.shuffledSubarray(ids, { minLength: 6, maxLength: 6 }),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 }),
      )
      .map(([order, points]) => board(order.map((id, i) => entry(id, points[i]!, [points[i]!, 4, null]))));
    fc.assert(
      fc.property(arbitraryBoard, arbitraryBoard, (before, after) => {
        const patch = diffJson(before, after);
        expect(applyPatch(before, patch)).toEqual(after);
        expect(patch.every((op) => !('v' in op) || op.p.length > 1)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
