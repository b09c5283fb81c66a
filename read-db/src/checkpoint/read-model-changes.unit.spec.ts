import { describe, expect, it } from 'vitest';
import { encodeReadModelChange, parseReadModelChange } from './read-model-changes.ts';

const gameStream = (index: number) => `game-00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

describe('read model change payloads', () => {
  it('round-trips a change, keeping a position beyond 2^53 exact', () => {
    const change = { position: 2n ** 60n + 1n, streams: ['game-a', 'user-b'] };
    const payloads = encodeReadModelChange(change);
    expect(payloads).toHaveLength(1);
    expect(parseReadModelChange(payloads[0])).toEqual(change);
  });

  it('sends a change that touched no stream, so waiters still see the position', () => {
    const payloads = encodeReadModelChange({ position: 7n, streams: [] });
    expect(payloads.map(parseReadModelChange)).toEqual([{ position: 7n, streams: [] }]);
  });

  it('splits a long stream list into payloads under the NOTIFY limit, each with the position', () => {
    const streams = Array.from({ length: 1000 }, (_, index) => gameStream(index));
    const payloads = encodeReadModelChange({ position: 42n, streams });
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    const parsed = payloads.map(parseReadModelChange);
    expect(parsed.every((change) => change?.position === 42n)).toBe(true);
    expect(parsed.flatMap((change) => change?.streams ?? [])).toEqual(streams);
  });

  it('ignores payloads that are not read model changes', () => {
    expect(parseReadModelChange(undefined)).toBeNull();
    expect(parseReadModelChange('not json')).toBeNull();
    expect(parseReadModelChange('{"position":12,"streams":[]}')).toBeNull();
    expect(parseReadModelChange('{"position":"-1","streams":[]}')).toBeNull();
  });
});
