import { GolfRuleError } from '../../golf-rule-error.ts';

/**
 * A random source fixed by its seed (mulberry32): the same seed gives the same numbers, in
 * [0, 1), on every machine. A text seed is hashed first (FNV-1a), so a caller can seed with
 * something it already has, such as the cup's id and the session.
 */
export function seededRandom(seed: number | string): () => number {
  let state = seedNumber(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A copy of `items` in an order drawn from `random` (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

function seedNumber(seed: number | string): number {
  if (typeof seed === 'string') {
    let hash = 0x811c9dc5;
    for (let i = 0; i < seed.length; i += 1) hash = Math.imul(hash ^ seed.charCodeAt(i), 0x01000193) >>> 0;
    return hash;
  }
  if (!Number.isSafeInteger(seed)) throw new GolfRuleError(`A seed is a whole number or a text, not ${String(seed)}`);
  return seed >>> 0;
}
