/**
 * Applying a board's patch (board-patch.ts), apart from the patch's schema: what a page's own
 * small script needs without zod (frontend/src/first-screen/live, decision 0560).
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Path = Array<string | number>;

/** One operation of a patch, as board-patch.ts's schema reads it. */
export type PatchStep = { p: Path; v: unknown } | { p: Path; d: 1 } | { p: Path; k: string; order: string[] };

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keys that tell array items apart, tried in turn: an array is reordered by the first every item has, distinct. */
export const ITEM_KEYS = ['player.id', 'id', 'playerId', 'teamNumber'] as const;

export function keyOf(item: unknown, key: string): string | undefined {
  let value: unknown = item;
  for (const part of key.split('.')) value = isObject(value) && Object.hasOwn(value, part) ? value[part] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

export function reorder(items: readonly unknown[], key: string, order: readonly string[]): unknown[] | undefined {
  const byKey = new Map(items.map((item) => [keyOf(item, key), item]));
  const reordered = order.map((k) => byKey.get(k));
  return reordered.length === items.length && reordered.every((item) => item !== undefined) ? reordered : undefined;
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
export function applyPatch<T>(document: T, patch: readonly PatchStep[]): T {
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
