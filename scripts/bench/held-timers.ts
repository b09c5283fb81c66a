/**
 * Which timers would keep the bench's process alive once it is done: setTimeout and setInterval
 * are wrapped so each timer still pending remembers its callback's source (the first line of it
 * says where it was set). Only the bench does this; the app's timers are its own.
 */
export function trackTimers(): { held(): string[] } {
  const pending = new Map<NodeJS.Timeout, string>();
  const {
    setTimeout: originalTimeout,
    setInterval: originalInterval,
    clearTimeout: originalClear,
    clearInterval: originalClearInterval,
  } = globalThis;
  const sourceOf = (callback: unknown) => String(callback).replace(/\s+/g, ' ').slice(0, 160);
  globalThis.setTimeout = ((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const timer: NodeJS.Timeout = originalTimeout(
      (...given: unknown[]) => {
        pending.delete(timer);
        callback(...given);
      },
      ms,
      ...args,
    );
    pending.set(timer, `timeout ${ms ?? 0} ms: ${sourceOf(callback)}`);
    return timer;
  }) as typeof setTimeout;
  globalThis.setInterval = ((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const timer = originalInterval(callback, ms, ...args);
    pending.set(timer, `interval ${ms ?? 0} ms: ${sourceOf(callback)}`);
    return timer;
  }) as typeof setInterval;
  globalThis.clearTimeout = ((timer?: NodeJS.Timeout | string | number) => {
    if (timer && typeof timer === 'object') pending.delete(timer);
    originalClear(timer);
  }) as typeof clearTimeout;
  globalThis.clearInterval = ((timer?: NodeJS.Timeout | string | number) => {
    if (timer && typeof timer === 'object') pending.delete(timer);
    originalClearInterval(timer);
  }) as typeof clearInterval;
  return { held: () => [...pending].filter(([timer]) => timer.hasRef()).map(([, source]) => source) };
}
