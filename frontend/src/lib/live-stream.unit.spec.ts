import { describe, expect, it } from 'vitest';
import { LiveStream, SOURCE_CLOSED, type LiveSource } from './live-stream.ts';

/** A stand-in EventSource the test drives: open, changed events, errors. */
class FakeSource implements LiveSource {
  readyState = 0;
  closed = false;
  private readonly listeners = new Map<string, Array<(event: Event) => void>>();
  readonly url: string;
  constructor(url: string) {
    this.url = url;
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = SOURCE_CLOSED;
  }
  private emit(type: string, event: Event) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  opened() {
    this.readyState = 1;
    this.emit('open', new Event('open'));
  }
  changed(position: string) {
    this.emit('changed', new MessageEvent('changed', { data: JSON.stringify({ position }) }));
  }
  /** The browser lost the connection and retries by itself. */
  dropped() {
    this.readyState = 0;
    this.emit('error', new Event('error'));
  }
  /** The browser gave up (an error answer such as 401 or 503). */
  refused() {
    this.readyState = SOURCE_CLOSED;
    this.emit('error', new Event('error'));
  }
}

function given(ticket: string | null = 'tok') {
  const sources: FakeSource[] = [];
  const timers: Array<{ run: () => void; ms: number; cancelled: boolean }> = [];
  const changes: string[] = [];
  const stream = new LiveStream({
    url: () => (ticket ? `/live?ticket=${ticket}` : null),
    onChange: (position) => changes.push(position),
    createSource: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    schedule: (run, ms) => {
      const timer = { run, ms, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    random: () => 0.999999,
  });
  const pending = () => timers.filter((t) => !t.cancelled);
  const fire = () => {
    const timer = pending().at(-1)!;
    timer.cancelled = true;
    timer.run();
  };
  return { stream, sources, timers, pending, fire, changes, last: () => sources.at(-1)! };
}

describe('a live stream', () => {
  it('opens once however often it is started, and reports each new position once', () => {
    const { stream, sources, changes, last } = given();
    stream.start();
    stream.start();
    expect(sources.map((s) => s.url)).toEqual(['/live?ticket=tok']);
    last().opened();
    last().changed('7');
    last().changed('7');
    last().changed('5');
    last().changed('9');
    expect(changes).toEqual(['7', '9']);
    expect(stream.state).toBe('open');
  });

  it('leaves a dropped connection to the browser, which retries it itself', () => {
    const { stream, sources, pending, last } = given();
    stream.start();
    last().dropped();
    expect(sources).toHaveLength(1);
    expect(pending()).toHaveLength(0);
  });

  it('reopens a stream the browser gave up on, waiting longer after each failure in a row', () => {
    const { stream, sources, pending, fire, last } = given();
    stream.start();
    last().refused();
    expect(stream.state).toBe('waiting');
    expect(pending().map((t) => t.ms)).toEqual([1000]);
    fire();
    expect(sources).toHaveLength(2);
    last().refused();
    expect(pending().map((t) => t.ms)).toEqual([2000]);
    fire();
    last().refused();
    expect(pending().map((t) => t.ms)).toEqual([4000]);
    fire();
    // Once a stream opens, the next failure waits the shortest time again.
    last().opened();
    last().refused();
    expect(pending().map((t) => t.ms)).toEqual([1000]);
  });

  it('closes on stop, cancels a pending reopen, and after a restart reports only what is new', () => {
    const { stream, sources, pending, changes, last } = given();
    stream.start();
    last().opened();
    last().changed('10');
    stream.stop();
    expect(sources[0]!.closed).toBe(true);
    expect(stream.state).toBe('stopped');

    stream.start();
    expect(sources).toHaveLength(2);
    // Reopened with the current checkpoint: nothing happened while stopped, nothing to refetch.
    last().changed('10');
    last().refused();
    expect(pending()).toHaveLength(1);
    stream.stop();
    expect(pending()).toHaveLength(0);
    stream.start();
    last().changed('12');
    expect(changes).toEqual(['10', '12']);
  });

  it('ignores events of a source it has already closed', () => {
    const { stream, changes, sources } = given();
    stream.start();
    stream.stop();
    stream.start();
    sources[0]!.changed('3');
    sources[0]!.refused();
    expect(changes).toEqual([]);
    expect(stream.state).toBe('open');
  });

  it('reopens at once when asked (back online), but only if a reopen is pending', () => {
    const { stream, sources, pending, last } = given();
    stream.start();
    stream.retryNow();
    expect(sources).toHaveLength(1);
    last().refused();
    stream.retryNow();
    expect(sources).toHaveLength(2);
    expect(pending()).toHaveLength(0);
  });

  it('opens nothing without a session', () => {
    const { stream, sources } = given(null);
    stream.start();
    expect(sources).toHaveLength(0);
    expect(stream.state).toBe('stopped');
  });

  it('given a URL that must be fetched (a ticket), then it opens once it arrives, and retries later when it cannot be had', async () => {
    const sources: string[] = [];
    const timers: Array<{ run: () => void; ms: number }> = [];
    let answer: () => Promise<string | null> = () => Promise.resolve('/live?ticket=t1');
    const stream = new LiveStream({
      url: () => answer(),
      onChange: () => undefined,
      createSource: (url) => {
        sources.push(url);
        return new FakeSource(url);
      },
      schedule: (run, ms) => {
        timers.push({ run, ms });
        return () => undefined;
      },
      random: () => 0.999999,
    });
    stream.start();
    expect(stream.state).toBe('open');
    await Promise.resolve();
    expect(sources).toEqual(['/live?ticket=t1']);

    stream.stop();
    answer = () => Promise.reject(new Error('no signal'));
    stream.start();
    await Promise.resolve().then(() => undefined);
    expect(stream.state).toBe('waiting');
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    answer = () => Promise.resolve('/live?ticket=t2');
    timers[0]!.run();
    await Promise.resolve();
    expect(sources).toEqual(['/live?ticket=t1', '/live?ticket=t2']);
  });

  it('given a stop while the URL is being fetched, then no stream opens when it arrives', async () => {
    const sources: string[] = [];
    let arrive: (url: string) => void = () => undefined;
    const stream = new LiveStream({
      url: () => new Promise((resolve) => (arrive = resolve)),
      onChange: () => undefined,
      createSource: (url) => {
        sources.push(url);
        return new FakeSource(url);
      },
    });
    stream.start();
    stream.stop();
    arrive('/live?ticket=late');
    await Promise.resolve();
    expect(sources).toEqual([]);
    expect(stream.state).toBe('stopped');
  });
});
