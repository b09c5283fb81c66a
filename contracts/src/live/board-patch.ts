import { z } from 'zod/mini';
import { isObject, ITEM_KEYS, keyOf, reorder, type Path } from './apply-patch.ts';

export { applyPatch, PatchMismatchError } from './apply-patch.ts';

/**
 * A change from one JSON document to another, small enough to send to every viewer of a game at
 * each score: the values that changed, by path, instead of the whole board. Built by `diffJson`
 * on the server once per change, applied by `applyPatch` on the phone.
 *
 * - `{ p, v }` sets the value at path `p` (object keys and array indexes) to `v`;
 * - `{ p, d: 1 }` deletes the key at `p`;
 * - `{ p, k, order }` reorders the array at `p`, whose items are objects told apart by `k`
 *   (a leaderboard's entries by their player's id when the standings change), before the
 *   operations after it, which then address items at their new indexes.
 *
 * An array that changes length is sent whole (`{ p, v }`); so is anything that changes type.
 */
export const PatchOperation = z.union([
  z.object({ p: z.array(z.union([z.string(), z.number().check(z.int(), z.nonnegative())])), v: z.unknown() }),
  z.object({ p: z.array(z.union([z.string(), z.number().check(z.int(), z.nonnegative())])), d: z.literal(1) }),
  z.object({ p: z.array(z.union([z.string(), z.number().check(z.int(), z.nonnegative())])), k: z.string(), order: z.array(z.string()) }),
]);
export type PatchOperation = z.infer<typeof PatchOperation>;
export type Patch = PatchOperation[];

/** The key both arrays' items are told apart by (the same set of values in each), if any. */
function sharedKey(before: readonly unknown[], after: readonly unknown[]): string | undefined {
  for (const key of ITEM_KEYS) {
    const a = before.map((item) => keyOf(item, key));
    const b = after.map((item) => keyOf(item, key));
    if (a.some((k) => k === undefined) || b.some((k) => k === undefined)) continue;
    if (new Set(a).size !== a.length || new Set(b).size !== b.length) continue;
    const inAfter = new Set(b);
    if (a.every((k) => inAfter.has(k))) return key;
  }
  return undefined;
}

function diffInto(before: unknown, after: unknown, path: Path, patch: Patch): void {
  if (Object.is(before, after)) return;
  if (isObject(before) && isObject(after)) {
    for (const key of Object.keys(after)) {
      if (Object.hasOwn(before, key)) diffInto(before[key], after[key], [...path, key], patch);
      else patch.push({ p: [...path, key], v: after[key] });
    }
    for (const key of Object.keys(before)) if (!Object.hasOwn(after, key)) patch.push({ p: [...path, key], d: 1 });
    return;
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    let items: readonly unknown[] = before;
    const key = sharedKey(before, after);
    if (key) {
      const order = after.map((item) => keyOf(item, key)!);
      if (order.some((k, i) => k !== keyOf(before[i], key))) {
        patch.push({ p: path, k: key, order });
        items = reorder(before, key, order)!;
      }
    }
    after.forEach((item, i) => diffInto(items[i], item, [...path, i], patch));
    return;
  }
  patch.push({ p: path, v: after });
}

/** The operations that turn `before` into `after` (JSON values: objects, arrays and primitives). */
export function diffJson(before: unknown, after: unknown): Patch {
  const patch: Patch = [];
  diffInto(before, after, [], patch);
  return patch;
}
