import { describe, expect, it } from 'vitest';
import { randomUuid } from './random-uuid.ts';

describe('random uuids', () => {
  it('when asked twice, then two different v4 uuids', () => {
    const a = randomUuid();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(randomUuid()).not.toBe(a);
  });
});
