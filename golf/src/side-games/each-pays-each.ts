import { GolfRuleError } from '../golf-rule-error.ts';

/**
 * Money when every unit a player earns (a junk dot, a Bingo Bango Bongo point) is paid by every
 * other player: each pair settles the difference of their units × the value, so a player's net is
 * `(players × own units − all units) × value` (docs/golf-rules.md section 15). Whole cents per
 * player, in the given order, adding up to zero.
 */
export function eachPaysEach(units: ReadonlyMap<string, number>, playerIds: readonly string[], valueCents: number): Record<string, number> {
  if (new Set(playerIds).size !== playerIds.length) throw new GolfRuleError('A player is listed twice');
  const all = playerIds.reduce((sum, id) => sum + (units.get(id) ?? 0), 0);
  // fromEntries defines every id as its own key, "__proto__" too.
  return Object.fromEntries(playerIds.map((id) => [id, (playerIds.length * (units.get(id) ?? 0) - all) * valueCents || 0]));
}
