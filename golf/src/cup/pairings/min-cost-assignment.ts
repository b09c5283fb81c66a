/**
 * The assignment of rows to columns of a square cost matrix with the least total cost (the
 * Hungarian method with potentials, O(n³)): `result[row]` is the row's column. Of assignments
 * costing the same, which one comes back depends only on the matrix.
 */
export function minCostAssignment(cost: readonly (readonly number[])[]): number[] {
  const n = cost.length;
  // 1-based arrays as in the textbook method; column 0 is the unassigned sentinel.
  const u = new Array<number>(n + 1).fill(0);
  const v = new Array<number>(n + 1).fill(0);
  const rowOf = new Array<number>(n + 1).fill(0);
  const way = new Array<number>(n + 1).fill(0);
  for (let row = 1; row <= n; row += 1) {
    rowOf[0] = row;
    let column = 0;
    const minimum = new Array<number>(n + 1).fill(Infinity);
    const used = new Array<boolean>(n + 1).fill(false);
    do {
      used[column] = true;
      const current = rowOf[column]!;
      let delta = Infinity;
      let next = 0;
      for (let j = 1; j <= n; j += 1) {
        if (used[j]) continue;
        const reduced = cost[current - 1]![j - 1]! - u[current]! - v[j]!;
        if (reduced < minimum[j]!) {
          minimum[j] = reduced;
          way[j] = column;
        }
        if (minimum[j]! < delta) {
          delta = minimum[j]!;
          next = j;
        }
      }
      for (let j = 0; j <= n; j += 1) {
        if (used[j]) {
          u[rowOf[j]!]! += delta;
          v[j]! -= delta;
        } else {
          minimum[j]! -= delta;
        }
      }
      column = next;
    } while (rowOf[column] !== 0);
    do {
      const previous = way[column]!;
      rowOf[column] = rowOf[previous]!;
      column = previous;
    } while (column !== 0);
  }
  const result = new Array<number>(n).fill(-1);
  for (let j = 1; j <= n; j += 1) if (rowOf[j]! > 0) result[rowOf[j]! - 1] = j - 1;
  return result;
}
