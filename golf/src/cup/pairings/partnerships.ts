import { GolfRuleError } from '../../golf-rule-error.ts';

/** Players one exact partnership search takes: the search keeps one entry per set of players left. */
export const PARTNERSHIP_PLAYERS_MAX = 30;

/**
 * Pairs `players` (an even number) into partnerships of the least total `cost`, exactly: each
 * step pairs the first player left with every other, remembering the best cost of each set of
 * players left. The answer draws one of the partnerships of least cost each time it is called:
 * `random` chooses among equal costs, and the search is done once for every draw.
 */
export function leastCostPartnerships(
  players: readonly string[],
  cost: (a: string, b: string) => number,
): (random: () => number) => [string, string][] {
  const n = players.length;
  if (n % 2 !== 0) throw new GolfRuleError(`Partnerships need an even number of players, got ${n}`);
  if (n > PARTNERSHIP_PLAYERS_MAX) {
    throw new GolfRuleError(`Partnerships are proposed for up to ${PARTNERSHIP_PLAYERS_MAX} players, got ${n}`);
  }
  const pairCost = players.map((a) => players.map((b) => cost(a, b)));
  const best = new Map<number, number>([[0, 0]]);
  const least = (left: number): number => {
    const known = best.get(left);
    if (known !== undefined) return known;
    const first = lowestBit(left);
    let min = Infinity;
    for (let other = first + 1; other < n; other += 1) {
      if (!(left & (1 << other))) continue;
      min = Math.min(min, pairCost[first]![other]! + least(left & ~(1 << first) & ~(1 << other)));
    }
    best.set(left, min);
    return min;
  };
  return (random) => {
    const pairs: [string, string][] = [];
    let left = n === 0 ? 0 : (2 ** n - 1) | 0;
    while (left !== 0) {
      const first = lowestBit(left);
      const choices: number[] = [];
      for (let other = first + 1; other < n; other += 1) {
        if (!(left & (1 << other))) continue;
        const rest = left & ~(1 << first) & ~(1 << other);
        if (pairCost[first]![other]! + least(rest) === least(left)) choices.push(other);
      }
      const other = choices[Math.floor(random() * choices.length)]!;
      pairs.push([players[first]!, players[other]!]);
      left = left & ~(1 << first) & ~(1 << other);
    }
    return pairs;
  };
}

function lowestBit(mask: number): number {
  return 31 - Math.clz32(mask & -mask);
}
