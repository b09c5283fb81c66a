import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heartbeatFrame, LIVE_HEARTBEAT_MS, streamHeartbeat } from './sse-frames.ts';

describe('a live stream heartbeat', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('given a quiet stream, when 15 s pass, then it writes one heartbeat each interval', () => {
    const written: string[] = [];
    const heartbeat = streamHeartbeat({ write: (chunk) => written.push(chunk) });
    vi.advanceTimersByTime(LIVE_HEARTBEAT_MS - 1);
    expect(written).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(written).toEqual([heartbeatFrame()]);
    vi.advanceTimersByTime(LIVE_HEARTBEAT_MS);
    expect(written).toHaveLength(2);
    heartbeat.stop();
  });

  it('given a frame written, when the interval has not passed since it, then no heartbeat is written', () => {
    const written: string[] = [];
    const heartbeat = streamHeartbeat({ write: (chunk) => written.push(chunk) });
    vi.advanceTimersByTime(10_000);
    heartbeat.wrote();
    vi.advanceTimersByTime(LIVE_HEARTBEAT_MS - 1);
    expect(written).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(written).toEqual([heartbeatFrame()]);
    heartbeat.stop();
  });

  it('given a stopped heartbeat, when time passes, then nothing is written', () => {
    const written: string[] = [];
    streamHeartbeat({ write: (chunk) => written.push(chunk) }).stop();
    vi.advanceTimersByTime(3 * LIVE_HEARTBEAT_MS);
    expect(written).toEqual([]);
  });
});
