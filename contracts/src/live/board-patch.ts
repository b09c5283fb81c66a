import { z } from 'zod/mini';

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

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = Array<string | number>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keys that tell array items apart, tried in turn: an array is reordered by the first every item has, distinct. */
const ITEM_KEYS = ['player.id', 'id', 'playerId', 'teamNumber'] as const;

function keyOf(item: unknown, key: string): string | undefined {
  let value: unknown = item;
  for (const part of key.split('.')) value = isObject(value) && Object.hasOwn(value, part) ? value[part] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

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

function reorder(items: readonly unknown[], key: string, order: readonly string[]): unknown[] | undefined {
  const byKey = new Map(items.map((item) => [keyOf(item, key), item]));
  const reordered = order.map((k) => byKey.get(k));
  return reordered.length === items.length && reordered.every((item) => item !== undefined) ? reordered : undefined;
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

/** `document` with the value at `path` replaced by what `change` makes of it; every object on the way copied, the rest shared. */
function updateAt(document: unknown, path: readonly (string | number)[], change: (value: unknown) => unknown): unknown {
  if (path.length === 0) return change(document);
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(document) && typeof head === 'number' && head < document.length) {
    const copy = document.slice();
    copy[head] = updateAt(document[head], rest, change);
    return copy;
  }
  if (isObject(document) && typeof head === 'string') {
    const own = Object.hasOwn(document, head);
    if (rest.length > 0 && !own) throw new PatchMismatchError(path);
    return { ...document, [head]: updateAt(own ? document[head] : undefined, rest, change) };
  }
  throw new PatchMismatchError(path);
}

/** The patch does not fit the document it was applied to: fetch the document whole instead. */
export class PatchMismatchError extends Error {
  constructor(path: readonly (string | number)[]) {
    super(`The patch does not fit the document at ${path.join('.') || 'its root'}`);
    this.name = 'PatchMismatchError';
  }
}

/**
 * `document` after `patch`, as a new value sharing what did not change (so a screen redraws only
 * what moved). Throws PatchMismatchError when the patch does not fit the document.
 */
export function applyPatch<T>(document: T, patch: Patch): T {
  let result: unknown = document;
  for (const op of patch) {
    if ('order' in op) {
      result = updateAt(result, op.p, (items) => {
        const reordered = Array.isArray(items) ? reorder(items, op.k, op.order) : undefined;
        if (!reordered) throw new PatchMismatchError(op.p);
        return reordered;
      });
    } else if ('d' in op) {
      const parent = op.p.slice(0, -1);
      const key = op.p.at(-1);
      result = updateAt(result, parent, (object) => {
        if (!isObject(object) || typeof key !== 'string') throw new PatchMismatchError(op.p);
        const { [key]: _removed, ...rest } = object;
        return rest;
      });
    } else {
      result = updateAt(result, op.p, () => op.v as Json);
    }
  }
  return result as T;
}
