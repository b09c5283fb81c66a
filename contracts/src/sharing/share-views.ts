import { z } from 'zod/mini';
import { CommandPosition } from '../errors/error-body.ts';
import { GameAccessLevel } from '../games/game-fields.ts';
import { GameView } from '../games/game-view.ts';

/** The three links of a game (`{PUBLIC_URL}/game/{id}/join?code=…[&player=…]`), one per level. */
export const ShareLinksResponse = z.object({
  admin: z.string().check(z.url()),
  player: z.string().check(z.url()),
  viewer: z.string().check(z.url()),
});
export type ShareLinksResponse = z.infer<typeof ShareLinksResponse>;

/** How someone came to hold access: an e-mail share, a code they entered, or their account as a player. */
export const ShareVia = z.enum(['email_share', 'code', 'player_account']);
export type ShareVia = z.infer<typeof ShareVia>;

/**
 * One access to a game besides its creator's (the Manage tab). `email` is an e-mail share's
 * address; `name` the holder's account name, null while no account holds it. `players` are the
 * players whose scores a player's access may enter.
 */
export const GameShareView = z.object({
  id: z.string().check(z.uuid()),
  gameId: z.string().check(z.uuid()),
  accessLevel: GameAccessLevel,
  via: ShareVia,
  email: z.nullable(z.string()),
  userId: z.nullable(z.string().check(z.uuid())),
  name: z.nullable(z.string()),
  playerName: z.nullable(z.string()),
  players: z.array(z.object({ id: z.string().check(z.uuid()), name: z.string() })),
  sharedByUserId: z.nullable(z.string().check(z.uuid())),
});
export type GameShareView = z.infer<typeof GameShareView>;

export const ShareListResponse = z.array(GameShareView);
export type ShareListResponse = z.infer<typeof ShareListResponse>;

/** A share made or changed; `created` is false when the address already had it (nothing new recorded). */
export const ShareCommandResponse = z.merge(z.object({ share: GameShareView, created: z.boolean() }), CommandPosition);
export type ShareCommandResponse = z.infer<typeof ShareCommandResponse>;

/**
 * POST /api/games/{id}/join: the level the caller now holds and the players they score for. A
 * spectator without an account gets a `guestToken` (read-only, this game only, until the codes
 * change) and no position; a signed-in user's access is recorded (`position`).
 */
export const JoinGameResponse = z.object({
  gameId: z.string().check(z.uuid()),
  accessLevel: GameAccessLevel,
  myPlayerIds: z.array(z.string().check(z.uuid())),
  guestToken: z.nullable(z.string()),
  position: z.nullable(z.string()),
});
export type JoinGameResponse = z.infer<typeof JoinGameResponse>;

/** GET /api/games/by-code/{code}: the game, the level the code grants, and which players someone already scores for. */
export const GameByCodeResponse = z.object({
  game: GameView,
  accessLevel: GameAccessLevel,
  claimedPlayerIds: z.array(z.string().check(z.uuid())),
});
export type GameByCodeResponse = z.infer<typeof GameByCodeResponse>;

/** /api/games/{id}/invitations/{token}: the key of an e-mail invitation's link. */
export const InvitationParams = z.object({ id: z.string(), token: z.string().check(z.maxLength(200)) });

/**
 * GET /api/games/{id}/invitations/{token}: what an e-mail invitation opens, for its join screen
 * signed in or out: the game (without its codes), the level, the address it went to, and whether
 * whoever signs in may take it (`claimable`: no account holds it yet; else only that account).
 */
export const InvitationView = z.object({
  game: GameView,
  accessLevel: GameAccessLevel,
  email: z.string(),
  claimable: z.boolean(),
});
export type InvitationView = z.infer<typeof InvitationView>;

/**
 * POST /api/games/{id}/invitations/{token}/accept: the level the caller now holds and the players
 * they score for; `position` of the acceptance when one was recorded.
 */
export const AcceptInvitationResponse = z.merge(
  z.object({ gameId: z.string().check(z.uuid()), accessLevel: GameAccessLevel, myPlayerIds: z.array(z.string().check(z.uuid())) }),
  CommandPosition,
);
export type AcceptInvitationResponse = z.infer<typeof AcceptInvitationResponse>;
