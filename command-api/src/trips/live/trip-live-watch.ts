import type { CommonQueryMethods } from 'slonik';
import { getTripsFollowed, type TripFollowedRow } from '@golf/read-db';
import { PeriodicWatch } from '../../games/live/periodic-watch.ts';
import { LIVE_HEARTBEAT_MS } from '../../games/live/sse-frames.ts';

/** A trip's live stream: its member, what to do with the trip's games as they are now, and what to do once they may no longer follow it. */
export interface TripFollower {
  userId: string;
  games: (gameIds: readonly string[]) => void;
  lost: () => void;
}

/**
 * Looks again, every `intervalMs`, at the trips that live streams follow, with one read of every
 * followed trip's members and games for all the streams of the process: each stream hears its
 * trip's games (a new game is followed from then on), and a stream of someone removed from the
 * trip is told so, once. A read that fails (the database away) ends nothing.
 */
export class TripLiveWatch extends PeriodicWatch<TripFollowedRow, TripFollower> {
  constructor(db: CommonQueryMethods, options: { intervalMs?: number; read?: typeof getTripsFollowed } = {}) {
    const read = options.read ?? getTripsFollowed;
    super({
      read: (tripIds) => read(db, tripIds),
      show: (follower, trip) => {
        if (!trip?.memberIds.includes(follower.userId)) {
          follower.lost();
          return false;
        }
        follower.games(trip.gameIds);
        return true;
      },
      intervalMs: options.intervalMs ?? LIVE_HEARTBEAT_MS,
    });
  }
}
