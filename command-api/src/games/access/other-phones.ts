import type { AccessGrant } from '@golf/events';
import { isGrantOf, tiedPlayerIds, type GameAccessFacts, type GameActor } from './access-rule.ts';

/**
 * A player whose own phone scores them (decision 0700): someone else's account holds them, as the
 * player added with that account, or by a player-level grant tied to them (joined with the player
 * code choosing them, an accepted invitation, an e-mail share naming them). `phoneOf` names that
 * phone's holder as the game knows them (a player's name), or null when the game cannot tell.
 */
export interface PlayerOnOtherPhone {
  playerId: string;
  phoneOf: string | null;
}

type Facts = Pick<GameAccessFacts, 'grants' | 'players'>;

/** The players the grants of `holder` tie (its own player included), for naming its phone. */
function playersHeldBy(facts: Facts, grants: readonly AccessGrant[], holder: string | null): string[] {
  const tied = new Set(grants.filter((grant) => grant.level === 'player').flatMap((grant) => tiedPlayerIds(grant, facts.players, holder)));
  for (const player of facts.players) if (holder !== null && player.userId === holder) tied.add(player.id);
  return [...tied];
}

/** The name of a phone: its holder's own player, else the one player its grants tie; null when several and none is the holder. */
function phoneName(facts: Facts, holder: string | null, grant: AccessGrant | null): string | null {
  const own = holder === null ? undefined : facts.players.find((player) => player.userId === holder);
  if (own) return own.name;
  const grants = holder === null ? (grant ? [grant] : []) : facts.grants.filter((each) => each.userId === holder);
  const held = playersHeldBy(facts, grants, holder);
  return held.length === 1 ? (facts.players.find((player) => player.id === held[0])?.name ?? null) : null;
}

/**
 * The players of the game another account's phone scores, as `actor` sees them: every player
 * bound to someone else (see PlayerOnOtherPhone) that `actor` is not bound to themselves (their
 * own player, or a player their own player grant ties: what a phone was given to score stays
 * its own). A score `actor` sends for one of them is refused unless it says it is entered for
 * them on purpose (decideEnterScore); the scoring screen shows them as "On Rae's phone".
 */
export function playersOnOtherPhones(facts: Facts, actor: GameActor): PlayerOnOtherPhone[] {
  const mine = facts.grants.filter((grant) => isGrantOf(grant, actor));
  const own = new Set(playersHeldBy(facts, mine, actor.id));
  const others = facts.grants.filter((grant) => grant.level === 'player' && !isGrantOf(grant, actor));
  return facts.players.flatMap((player) => {
    if (own.has(player.id)) return [];
    if (player.userId !== null) return [{ playerId: player.id, phoneOf: player.name }];
    const grant = others.find((each) => tiedPlayerIds(each, facts.players, each.userId).includes(player.id));
    return grant ? [{ playerId: player.id, phoneOf: phoneName(facts, grant.userId, grant) }] : [];
  });
}

/** The players on other phones among those `actor` may score (`mayScore`): what their game view lists. */
export function otherPhonesOfScorer(facts: Facts, actor: GameActor, mayScore: readonly string[]): PlayerOnOtherPhone[] {
  if (mayScore.length === 0) return [];
  return playersOnOtherPhones(facts, actor).filter((player) => mayScore.includes(player.playerId));
}
