import { describe, expect, it } from 'vitest';
import { applyPatch } from '@golf/contracts';
import { boardPatches } from './board-frames.ts';

const board = (version: string, points: number) => ({ version, entries: [{ player: { id: 'p1' }, totalPoints: points }] });
const stored = (roundNumber: number, view: ReturnType<typeof board>) => ({
  roundNumber,
  version: view.version,
  view: JSON.stringify(view),
});

describe('board patches of a change', () => {
  it('given boards held, when two move, then each gets a patch from the version held, and the held boards move on', () => {
    const held = new Map([
      [0, { version: 'o1', view: board('o1', 4) as unknown }],
      [1, { version: 'r1', view: board('r1', 4) as unknown }],
    ]);
    const patches = boardPatches(held, [stored(0, board('o2', 6)), stored(1, board('r2', 6))]);
    expect(patches?.map((p) => [p.round, p.base, p.version])).toEqual([
      [0, 'o1', 'o2'],
      [1, 'r1', 'r2'],
    ]);
    expect(applyPatch(board('o1', 4), patches![0]!.patch)).toEqual(board('o2', 6));
    expect(held.get(1)?.version).toBe('r2');
  });

  it('given nothing moved, then the change carries no patches: viewers keep their boards', () => {
    expect(boardPatches(new Map([[0, { version: 'o1', view: board('o1', 4) as unknown }]]), [])).toEqual([]);
  });

  it('given a board not held before (boards never read, or a new round), then the change carries no boards and viewers fetch', () => {
    const held = new Map([[0, { version: 'o1', view: board('o1', 4) as unknown }]]);
    expect(boardPatches(held, [stored(0, board('o2', 6)), stored(2, board('n1', 0))])).toBeUndefined();
    expect(held.get(2)?.version).toBe('n1');
    expect(boardPatches(new Map(), [stored(0, board('o2', 6))])).toBeUndefined();
  });
});
