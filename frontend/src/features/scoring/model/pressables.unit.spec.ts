import type { LeaderboardView } from '@golf/contracts';
import { describe, expect, it } from 'vitest';
import { pressables } from './pressables.ts';

const ann = 'a0000000-0000-4000-8000-000000000001';
const bob = 'b0000000-0000-4000-8000-000000000002';
const bet = (betType: 'front_9' | 'back_9' | 'overall_18', from: number, to: number, winners: string[]) => ({
  betType,
  holes: { from, to },
  complete: false,
  winners,
  tied: false,
  stakeCents: 500,
});
const press = (id: string, pressOf: string, from: number, to: number, winners: string[] = []) => ({
  id,
  pressOf,
  holes: { from, to },
  automatic: false,
  complete: false,
  winners,
  tied: false,
  stakeCents: 500,
});
/** Ann 2 up after hole 2: Bob is down in the front nine and the overall; the back nine has not started. */
const board = (presses: ReturnType<typeof press>[] = []) =>
  ({
    nassau: [bet('front_9', 1, 9, [ann]), bet('back_9', 10, 18, []), bet('overall_18', 1, 18, [ann])],
    presses,
  }) as unknown as LeaderboardView;
const bobsPhone = { myPlayerIds: [bob], accessLevel: 'player' as const };

describe('what Press is offered for (decision 0793)', () => {
  it('given Bob 2 down on hole 3, then his phone offers the front nine and the overall; Ann, who is up, is offered nothing', () => {
    expect(pressables(bobsPhone, board(), 3).map((p) => p.label)).toEqual(['Front 9', 'Overall']);
    expect(pressables({ myPlayerIds: [ann], accessLevel: 'player' }, board(), 3)).toEqual([]);
    expect(pressables({ myPlayerIds: [], accessLevel: 'viewer' }, board(), 3)).toEqual([]);
  });

  it('given the front nine already pressed from hole 3, then only the overall is offered there', () => {
    expect(pressables(bobsPhone, board([press('front_9@1.3', 'front_9', 3, 9)]), 3).map((p) => p.id)).toEqual(['overall_18']);
  });

  it('given a press Bob is losing, then it can be pressed in its turn; none past the last hole of a bet', () => {
    const losing = board([press('front_9@1.3', 'front_9', 3, 9, [ann])]);
    expect(pressables(bobsPhone, losing, 5).map((p) => p.label)).toEqual(['Front 9', 'Overall', 'Press from 3']);
    expect(pressables(bobsPhone, losing, 10).map((p) => p.label)).toEqual(['Overall']);
  });

  it('given an admin, then the side that is down is offered its presses', () => {
    expect(pressables({ myPlayerIds: [ann, bob], accessLevel: 'admin' }, board(), 3).map((p) => p.id)).toEqual(['front_9', 'overall_18']);
  });
});
