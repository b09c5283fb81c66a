import type { VegasResult } from '../side-games/vegas.ts';
import type { WolfResult } from '../side-games/wolf.ts';
import type { LedgerEntry } from './ledger.ts';
import { sidesEntry } from './money-entries.ts';

/** Wolf's line (section 12): each player's points times the point value; the points add up to zero, so the cents do. */
export function wolfEntry(result: WolfResult, pointValueCents: number): LedgerEntry {
  // `+ 0` keeps a zero a plain 0 (no −0 from −2 × 0).
  return { game: 'wolf', label: 'Wolf', cents: Object.fromEntries(result.totals.map((t) => [t.playerId, t.points * pointValueCents + 0])) };
}

/** Las Vegas's line (section 13): each player of the losing team pays one player of the winning team its points times the value. */
export function vegasEntry(result: VegasResult, pointValueCents: number): LedgerEntry {
  return sidesEntry('vegas', 'Las Vegas', result.teams, result.team1Points * pointValueCents);
}
