import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const macOf = (secret: string, gameId: string, grantId: string) =>
  createHmac('sha256', secret).update(`game-invitation:${gameId.toLowerCase()}:${grantId.toLowerCase()}`).digest();

/**
 * The key of an e-mail invitation's link (`/game/{id}/join?invite=…`): the share's id and an
 * HMAC-SHA-256 of game and share under the app's secret, so only the server makes one and the
 * link goes only to the invited address. It holds no expiry: it opens the share as long as the
 * share stands (an admin removes it on the Manage tab), as the share itself lasts.
 */
export function invitationToken(secret: string, gameId: string, grantId: string): string {
  return `${grantId.toLowerCase()}.${macOf(secret, gameId, grantId).toString('base64url')}`;
}

/**
 * The share an invitation token names in this game, or null when it is not one the server made
 * for it. The signature is compared as text, in the one form `invitationToken` writes (base64url,
 * no padding): a decoder would also take `…==`, other letters after the last one's bits, or
 * characters it skips, so one link would have many spellings (decision 0722).
 */
export function grantOfInvitationToken(secret: string, gameId: string, token: string): string | null {
  const [grantId, mac, ...rest] = token.split('.');
  if (!grantId || !mac || rest.length > 0 || !UUID.test(grantId) || !UUID.test(gameId.toLowerCase())) return null;
  const expected = Buffer.from(macOf(secret, gameId, grantId).toString('base64url'));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? grantId : null;
}
