/** A match as the pairings see it: its two sides' player ids (team 0's side first). */
export interface PairedMatch {
  teams: readonly [readonly string[], readonly string[]];
}

/**
 * How often players have met in a cup's matches so far: as partners (the same side of a four-ball
 * or foursomes match), as opponents (opposite sides of any match), and how many matches each
 * played.
 */
export interface PairingHistory {
  partnered(a: string, b: string): number;
  faced(a: string, b: string): number;
  played(id: string): number;
}

export function pairingHistory(matches: readonly PairedMatch[]): PairingHistory {
  const partners = new Map<string, number>();
  const opponents = new Map<string, number>();
  const played = new Map<string, number>();
  const add = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const { teams } of matches) {
    const [a, b] = teams;
    for (const side of teams) {
      side.forEach((id, i) => {
        add(played, id);
        side.slice(i + 1).forEach((other) => add(partners, pairKey(id, other)));
      });
    }
    for (const x of a) for (const y of b) add(opponents, pairKey(x, y));
  }
  return {
    partnered: (x, y) => partners.get(pairKey(x, y)) ?? 0,
    faced: (x, y) => opponents.get(pairKey(x, y)) ?? 0,
    played: (id) => played.get(id) ?? 0,
  };
}

/** The partnerships and the opponents of `matches` that already met that way in `history`. */
export function repeatsOf(
  matches: readonly PairedMatch[],
  history: PairingHistory,
): { partners: [string, string][]; opponents: [string, string][] } {
  const partners: [string, string][] = [];
  const opponents: [string, string][] = [];
  for (const { teams } of matches) {
    for (const side of teams) {
      side.forEach((id, i) => side.slice(i + 1).forEach((other) => history.partnered(id, other) > 0 && partners.push([id, other])));
    }
    for (const x of teams[0]) for (const y of teams[1]) if (history.faced(x, y) > 0) opponents.push([x, y]);
  }
  return { partners, opponents };
}

function pairKey(a: string, b: string): string {
  return JSON.stringify(a < b ? [a, b] : [b, a]);
}
