/**
 * A table of values by string key for values that come and go with each command (a stream's
 * queued task or read in flight), in an object with no prototype rather than a `Map`
 * (decision 0881). A Map whose entries keep being added and deleted rehashes into a new
 * backing table every few dozen changes, and V8 leaves each replaced table pointing at its
 * successor, with the entries it held (for iterators open on it). Once one replaced table has
 * reached the old generation, it keeps every later table, and each command promise they held
 * with all the command's objects behind it, alive through young collections until the next full
 * collection: promoted garbage. An object without a prototype keeps its properties in a
 * dictionary that grows and shrinks without that link.
 */
export class SlotTable<Value> {
  private readonly slots: Record<string, Value> = Object.create(null) as Record<string, Value>;

  get(key: string): Value | undefined {
    return this.slots[key];
  }

  set(key: string, value: Value): void {
    this.slots[key] = value;
  }

  delete(key: string): void {
    delete this.slots[key];
  }
}
