/** The fields of `values` that differ from `initial` (after trimming), for an edit that sends only what changed. */
export function changedFields<T extends Record<string, string>>(initial: T, values: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const [key, value] of Object.entries(values) as Array<[keyof T, string]>) {
    if (value.trim() !== (initial[key] ?? '').trim()) changed[key] = value as T[keyof T];
  }
  return changed;
}
