import type { EventStore } from '@golf/events';
import { loadUser, type UserState } from '../user.ts';
import type { SessionClaims } from '../session-token.ts';
import { sessionStatusOf, type SessionStatus } from './session-status.ts';

/** How long a process trusts a user's folded stream for session checks before reading it again. */
export const SESSION_CHECK_TTL_MS = 5_000;

interface Kept {
  /** The fold, shared by the checks that arrive while it is read. */
  user: Promise<UserState>;
  readAt: number;
}

export interface SessionRegistryOptions {
  ttlMs?: number;
  /** Users kept at most; the least recently checked go first. */
  capacity?: number;
  /** A monotonic clock in milliseconds (tests move it). */
  now?: () => number;
}

/**
 * The session check every signed-in request makes, against the write side: the user's stream,
 * folded, kept for a few seconds so a phone's burst of requests reads it once. A session this
 * process ends is refused at once (`forget` after each append to a user's stream); one ended by
 * another process, once that process's change is read here, within `ttlMs` (docs/decisions/0011-every-signed-in-request-checks-its-session-against-the-users.md).
 *
 * Kept separately from StreamCache, whose few hundred places belong to games and courses: a
 * user's stream is a handful of events, read whole.
 */
export class SessionRegistry {
  private readonly kept = new Map<string, Kept>();
  private readonly ttlMs: number;
  private readonly capacity: number;
  private readonly now: () => number;

  private readonly store: EventStore;
  constructor(store: EventStore, options: SessionRegistryOptions = {}) {
    this.store = store;
    this.ttlMs = options.ttlMs ?? SESSION_CHECK_TTL_MS;
    this.capacity = options.capacity ?? 10_000;
    this.now = options.now ?? (() => performance.now());
  }

  /** The session's status and the user's state it was judged on. */
  async check(claims: SessionClaims): Promise<{ status: SessionStatus; user: UserState }> {
    let user = await this.userOf(claims.userId);
    let status = sessionStatusOf(claims, user);
    if (status === 'ahead') {
      // The token was issued after the kept fold was read (by another process): read again.
      this.forget(claims.userId);
      user = await this.userOf(claims.userId);
      status = sessionStatusOf(claims, user);
    }
    return { status: status === 'ahead' ? 'ended' : status, user };
  }

  /** Drops what is kept of the user: the next check reads their stream. Called after every append to it in this process. */
  forget(userId: string): void {
    this.kept.delete(userId);
  }

  private userOf(userId: string): Promise<UserState> {
    const kept = this.kept.get(userId);
    if (kept && this.now() - kept.readAt < this.ttlMs) {
      this.kept.delete(userId);
      this.kept.set(userId, kept);
      return kept.user;
    }
    const entry: Kept = { user: loadUser(this.store, userId).then(({ state }) => state), readAt: this.now() };
    // A read that fails is not kept: the next check tries again. A read that a `forget` overtook
    // only answers the checks that were waiting for it; it is no longer kept for later ones.
    entry.user.catch(() => {
      if (this.kept.get(userId) === entry) this.kept.delete(userId);
    });
    this.kept.delete(userId);
    this.kept.set(userId, entry);
    if (this.kept.size > this.capacity) this.kept.delete(this.kept.keys().next().value as string);
    return entry.user;
  }
}
