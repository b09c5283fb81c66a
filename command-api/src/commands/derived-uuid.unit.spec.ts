import { describe, expect, it } from 'vitest';
import { derivedUuid, idempotentEventId } from './derived-uuid.ts';

const uuidV5 = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('derivedUuid', () => {
  it('gives a version-5 uuid that depends only on the name', () => {
    const id = derivedUuid('abc');
    expect(id).toMatch(uuidV5);
    expect(derivedUuid('abc')).toBe(id);
    expect(derivedUuid('abd')).not.toBe(id);
  });
});

describe('idempotentEventId', () => {
  it('is stable per caller, key, stream and index, and differs when any of them differs', () => {
    const id = idempotentEventId('ann', 'key-1', 'user-1', 0);
    expect(idempotentEventId('ann', 'key-1', 'user-1', 0)).toBe(id);
    expect(
      new Set([
        id,
        idempotentEventId('ben', 'key-1', 'user-1', 0),
        idempotentEventId(null, 'key-1', 'user-1', 0),
        idempotentEventId('ann', 'key-2', 'user-1', 0),
        idempotentEventId('ann', 'key-1', 'user-2', 0),
        idempotentEventId('ann', 'key-1', 'user-1', 1),
      ]).size,
    ).toBe(6);
    expect(id).toMatch(uuidV5);
  });
});
