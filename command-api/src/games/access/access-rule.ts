import type { GameAccessLevel } from '@golf/contracts';
import type { AccessGrant } from '@golf/events';

/**
 * The rule of who may do what in a game, the one place that decides it (docs/access.md). It is
 * pure: commands feed it the grants of the game's stream, queries those of read.game_access,
 * and both get the same answer.
 */

/**
 * A signed-in user acting on a game. `email` is the address the account has PROVED (lower-cased),
 * null while it has proved none: e-mail shares nobody holds yet apply to it only then
 * (docs/decisions/0730-an-address-takes-its-pending-shares-only-once-proved.md).
 */
export interface GameActor {
  id: string;
  email: string | null;
}

/** The game actor of a signed-in user: their address only once they proved it. */
export function gameActorOf(user: { id: string; email: string; emailConfirmed: boolean }): GameActor {
  return { id: user.id, email: user.emailConfirmed ? user.email.trim().toLowerCase() : null };
}

/** Who calls: a signed-in user, or a spectator without an account holding a game's view code. */
export type GameCaller = { kind: 'user'; actor: GameActor } | { kind: 'guest'; gameId: string; viewCode: string };

/** What a caller may do in a game. */
export interface CallerAccess {
  level: GameAccessLevel;
  /** The grant giving that level; null for a guest spectator. */
  grant: AccessGrant | null;
  /** Players whose scores the caller may enter and correct: every player for an admin. */
  playerIds: string[];
}

/** The game as far as access is concerned. `grants` may be only the caller's own. */
export interface GameAccessFacts {
  gameId: string;
  viewCode: string;
  grants: readonly AccessGrant[];
  players: readonly { id: string; name: string; userId: string | null }[];
  /** The caller is a member of the trip the game belongs to: they may view it. */
  tripMember?: boolean;
}

const RANK: Record<GameAccessLevel, number> = { viewer: 1, player: 2, admin: 3 };

export const atLeast = (level: GameAccessLevel, needed: GameAccessLevel) => RANK[level] >= RANK[needed];

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether a grant is the actor's: held by their account, or an e-mail share nobody holds to the address they proved. */
export function isGrantOf(grant: AccessGrant, actor: GameActor): boolean {
  if (grant.userId !== null) return grant.userId === actor.id;
  return grant.email !== null && actor.email !== null && grant.email === actor.email.trim().toLowerCase();
}

/** The players a player-level grant is tied to: chosen ones, the one its e-mail share names, and its holder's own. */
export function tiedPlayerIds(grant: AccessGrant, players: GameAccessFacts['players'], holderId: string | null): string[] {
  return players
    .filter(
      (player) =>
        grant.playerIds.includes(player.id) ||
        (grant.playerName !== null && sameName(player.name, grant.playerName)) ||
        (holderId !== null && player.userId === holderId),
    )
    .map((player) => player.id);
}

/** Players someone already scores for: played with an account, or tied to someone's player access. */
export function claimedPlayerIds(grants: readonly AccessGrant[], players: GameAccessFacts['players']): string[] {
  const claimed = new Set(players.filter((player) => player.userId !== null).map((player) => player.id));
  for (const grant of grants) {
    if (grant.level === 'player') for (const id of tiedPlayerIds(grant, players, grant.userId)) claimed.add(id);
  }
  return players.filter((player) => claimed.has(player.id)).map((player) => player.id);
}

/** The caller's access to the game; null when they have none (a stranger, or a guest with an old code). */
export function accessOf(facts: GameAccessFacts, caller: GameCaller): CallerAccess | null {
  if (caller.kind === 'guest') {
    return caller.gameId === facts.gameId && caller.viewCode === facts.viewCode ? { level: 'viewer', grant: null, playerIds: [] } : null;
  }
  const mine = facts.grants.filter((grant) => isGrantOf(grant, caller.actor));
  if (mine.length === 0) return facts.tripMember ? { level: 'viewer', grant: null, playerIds: [] } : null;
  const best = mine.reduce((a, b) => (RANK[b.level] > RANK[a.level] ? b : a));
  if (best.level === 'admin') return { level: 'admin', grant: best, playerIds: facts.players.map((p) => p.id) };
  const tied = new Set(mine.filter((g) => g.level === 'player').flatMap((g) => tiedPlayerIds(g, facts.players, caller.actor.id)));
  return { level: best.level, grant: best, playerIds: facts.players.filter((p) => tied.has(p.id)).map((p) => p.id) };
}

/**
 * How a score's writer reached the game, as score events record it: the creator is the `owner`;
 * an e-mail share or a player account is `shared_…`; an access code `code_…`.
 */
export type ScoreAccess = 'owner' | 'shared_admin' | 'shared_player' | 'code_admin' | 'code_player';

function scoreAccessOfGrant(grant: AccessGrant): ScoreAccess {
  if (grant.via === 'creator') return 'owner';
  const level = grant.level === 'admin' ? 'admin' : 'player';
  return grant.via === 'code' ? `code_${level}` : `shared_${level}`;
}

/**
 * The access `actor` writes `playerId`'s scores with: their admin grant, else a player grant tied
 * to that player; null when they may not (a viewer, another player's score, no access).
 */
export function scoreAccessOf(facts: GameAccessFacts, actor: GameActor, playerId: string): ScoreAccess | null {
  const mine = facts.grants.filter((grant) => isGrantOf(grant, actor));
  const admin = mine.find((grant) => grant.via === 'creator') ?? mine.find((grant) => grant.level === 'admin');
  if (admin) return scoreAccessOfGrant(admin);
  const tied = mine.find((grant) => grant.level === 'player' && tiedPlayerIds(grant, facts.players, actor.id).includes(playerId));
  return tied ? scoreAccessOfGrant(tied) : null;
}

/**
 * What opening an e-mail invitation (a share's link) does for a signed-in `actor`: `holds`, the
 * share is theirs already (their account, or their address); `has_more`, they hold as much
 * access as it gives or more (the organiser checking the link), so it is left for its invitee;
 * `claims`, no account holds it (`addressHolderId`, the account that proved its address, is null)
 * and it becomes theirs, since the link went only to that address; `refused`, it is another account's.
 */
export function invitationAcceptance(
  grant: AccessGrant,
  actor: GameActor,
  current: CallerAccess | null,
  addressHolderId: string | null,
): 'holds' | 'has_more' | 'claims' | 'refused' {
  if (isGrantOf(grant, actor)) return 'holds';
  if (current && atLeast(current.level, grant.level)) return 'has_more';
  return grant.userId === null && addressHolderId === null ? 'claims' : 'refused';
}

/** The level a code grants in a game with these codes, or null when it is none of them. */
export function accessLevelOfCode(
  codes: { adminCode: string; playerCode: string; viewCode: string },
  code: string,
): GameAccessLevel | null {
  const upper = code.trim().toUpperCase();
  if (upper === codes.adminCode) return 'admin';
  if (upper === codes.playerCode) return 'player';
  if (upper === codes.viewCode) return 'viewer';
  return null;
}

/** The codes a level may see: the admin all three, a player the player and view codes, a viewer the view code. */
export function visibleCodes(codes: { adminCode: string; playerCode: string; viewCode: string }, level: GameAccessLevel) {
  return {
    adminCode: level === 'admin' ? codes.adminCode : null,
    playerCode: level === 'viewer' ? null : codes.playerCode,
    viewCode: codes.viewCode,
  };
}

/** A trip member's role: an organizer manages the trip, a member takes part in it. */
export type TripRole = 'member' | 'organizer';

/** What can be done in a trip: look at it (trip, members, courses, games, standings), create a game in it, change it. */
export type TripAction = 'view' | 'create_game' | 'manage';

/** The actor's role in a trip with these members; null when they are not a member. */
export function tripRoleOf(members: readonly { userId: string; role: TripRole }[], actorId: string): TripRole | null {
  return members.find((member) => member.userId === actorId)?.role ?? null;
}

/**
 * The trip rule (docs/access.md): members and organizers view the trip and create games in it;
 * only organizers manage it (its members and courses). Anyone else, a super admin included, is
 * a stranger to the trip.
 */
export function mayInTrip(role: TripRole | null, action: TripAction): boolean {
  if (role === null) return false;
  return action === 'manage' ? role === 'organizer' : true;
}

/** What can be done with a trip's cup: read its board, ask for pairings and make its matches, set it up (teams, holder). */
export type CupAction = 'view' | 'make_matches' | 'manage';

/** Who someone is to a trip's cup. */
export interface CupCaller {
  /** Their role in the trip; null when they are not a member. */
  role: TripRole | null;
  /** They captain one of the cup's teams. */
  captain: boolean;
  /** They play one of the cup's matches. */
  playsInCup: boolean;
}

/**
 * The cup rule (docs/access.md, "A trip's cup"): the trip's organizers set the cup up; they and
 * the teams' captains who are members ask for pairings and make matches; members and the players
 * of its matches read it. Anyone else, a super admin included, is a stranger to it.
 */
export function mayInCup(caller: CupCaller, action: CupAction): boolean {
  if (action === 'manage') return caller.role === 'organizer';
  if (action === 'make_matches') return caller.role === 'organizer' || (caller.role !== null && caller.captain);
  return caller.role !== null || caller.playsInCup;
}
