import type { Projection } from './projection.ts';

/**
 * What each projection weighs in a rebuild, as measured (docs/performance.md, rebuild): its share
 * of a replay's time with every projection. One not listed weighs 1.
 */
const WEIGHTS: Readonly<Record<string, number>> = {
  games: 52,
  handicap: 25,
  'game-access': 8,
  users: 2,
};

/**
 * The projections in at most `lanes` groups of about equal weight, the heaviest first, each
 * replayed on its own connection beside the others (decision 0861). Projections read no other
 * projection's tables, so any grouping builds the same rows.
 */
export function rebuildLanes(projections: readonly Projection[], lanes: number): Projection[][] {
  if (!Number.isInteger(lanes) || lanes < 1) throw new RangeError('lanes must be a positive integer');
  const weight = (projection: Projection) => WEIGHTS[projection.name] ?? 1;
  const groups = Array.from({ length: Math.min(lanes, projections.length) }, () => ({ weight: 0, projections: [] as Projection[] }));
  for (const projection of [...projections].sort((a, b) => weight(b) - weight(a))) {
    const lightest = groups.reduce((least, group) => (group.weight < least.weight ? group : least), groups[0]!);
    lightest.projections.push(projection);
    lightest.weight += weight(projection);
  }
  return groups.map((group) => group.projections).filter((group) => group.length > 0);
}

/**
 * Items put once and taken by each of `readers` in order, holding at most `ahead` items the
 * slowest reader has not taken: one read of the log feeds every lane.
 */
export class Broadcast<T> {
  private readonly items = new Map<number, T>();
  private put = 0;
  private readonly taken: number[];
  private ended = false;
  private waiters: Array<() => void> = [];

  private readonly ahead: number;
  constructor(readers: number, ahead: number) {
    this.taken = Array.from({ length: readers }, () => 0);
    this.ahead = ahead;
  }

  /** Waits until the slowest reader is less than `ahead` items behind, then adds `item`. */
  async add(item: T): Promise<void> {
    while (!this.ended && this.put - this.slowest() >= this.ahead) await this.wait();
    if (this.ended) return;
    this.items.set(this.put++, item);
    this.wake();
  }

  /** No more items: readers get null once they took the rest; `add` adds nothing more (a reader failed). */
  end(): void {
    this.ended = true;
    this.wake();
  }

  /** Reader `reader`'s next item, or null after the end. */
  async take(reader: number): Promise<T | null> {
    while (this.taken[reader]! >= this.put && !this.ended) await this.wait();
    const index = this.taken[reader]!;
    if (index >= this.put) return null;
    const item = this.items.get(index) as T;
    this.taken[reader] = index + 1;
    if (this.slowest() > index) this.items.delete(index);
    this.wake();
    return item;
  }

  private slowest(): number {
    return Math.min(...this.taken);
  }

  private wait(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}
