import { describe, expect, it } from 'vitest';
import { randomUuid, SaveAttempts } from './save-attempts.ts';

const slot = { roundNumber: 1, holeNumber: 4, playerId: 'p1' };

function attempts() {
  let n = 0;
  return new SaveAttempts(() => `key-${(n += 1)}`);
}

describe('idempotency keys of score saves', () => {
  it('given a failed save, when the same strokes are sent again, then the key is reused', () => {
    const saves = attempts();
    expect(saves.keyFor(slot, 5)).toBe('key-1');
    expect(saves.keyFor(slot, 5)).toBe('key-1');
  });

  it('given a failed save, when other strokes are sent, then it is a new attempt', () => {
    const saves = attempts();
    saves.keyFor(slot, 5);
    expect(saves.keyFor(slot, 6)).toBe('key-2');
    expect(saves.keyFor(slot, 5)).toBe('key-3');
  });

  it('given a successful save, then the next save of the slot takes a new key', () => {
    const saves = attempts();
    saves.keyFor(slot, 5);
    saves.settle(slot, 5);
    expect(saves.keyFor(slot, 5)).toBe('key-2');
  });

  it('keeps one attempt per player, hole and round', () => {
    const saves = attempts();
    expect(saves.keyFor(slot, 5)).toBe('key-1');
    expect(saves.keyFor({ ...slot, playerId: 'p2' }, 5)).toBe('key-2');
    expect(saves.keyFor({ ...slot, holeNumber: 5 }, 5)).toBe('key-3');
    expect(saves.keyFor({ ...slot, roundNumber: 2 }, 5)).toBe('key-4');
    expect(saves.keyFor(slot, 5)).toBe('key-1');
  });

  it('makes random v4 uuids', () => {
    const a = randomUuid();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(randomUuid()).not.toBe(a);
  });
});
