import type { DatabasePool } from 'slonik';
import { getGameAccessFacts, getProvedEmail, getTripOfMember, getUserById } from '@golf/read-db';
import { accessOf, mayInTrip } from '../games/access/access-rule.ts';

/** Who holds a subscription and what it follows, as far as access is concerned. */
export interface Subscriber {
  userId: string | null;
  gameId: string | null;
  tripId: string | null;
  /** A spectator's view code (userId null). */
  viewCode: string | null;
}

/**
 * Whether a subscription's owner may see what it follows now, by the one access rule
 * (access-rule.ts) on the read tables, as the read routes decide: a user by their grants (or trip
 * membership), a spectator while the game's view code is the one they followed with.
 */
export async function subscriberMaySee(pool: DatabasePool, subscriber: Subscriber): Promise<boolean> {
  if (subscriber.tripId !== null) {
    if (subscriber.userId === null) return false;
    const trip = await getTripOfMember(pool, subscriber.tripId, subscriber.userId);
    return trip !== null && mayInTrip(trip.myRole, 'view');
  }
  if (subscriber.gameId === null) return false;
  if (subscriber.userId === null) {
    if (subscriber.viewCode === null) return false;
    const facts = await getGameAccessFacts(pool, subscriber.gameId, null);
    return facts !== null && accessOf(facts, { kind: 'guest', gameId: subscriber.gameId, viewCode: subscriber.viewCode }) !== null;
  }
  const user = await getUserById(pool, subscriber.userId);
  if (!user) return false;
  // Only an address the account proved takes the e-mail shares nobody holds (access-rule.ts GameActor).
  const actor = { id: user.id, email: await getProvedEmail(pool, user.id) };
  const facts = await getGameAccessFacts(pool, subscriber.gameId, { userId: actor.id, email: actor.email });
  return facts !== null && accessOf(facts, { kind: 'user', actor }) !== null;
}
