interface Verified<Claims> {
  secret: string;
  claims: Claims;
  /** The token's `exp`, in seconds since the epoch. */
  exp: number;
}

/**
 * Session tokens whose signature this process has checked, with their claims: a phone sends the
 * same token with every request, and checking its HMAC again each time (jose's Web Crypto job
 * on libuv's thread pool, and the key imported anew) was a tenth of a score command's time on
 * the API thread (decision 0540). A token is the same bytes whenever it comes back,
 * so its signature holds as long as the secret it was checked with; only its expiry moves with
 * the clock, and that is checked on every read. Least recently used go first. `Claims` is
 * session-token.ts's `SessionClaims` (generic here so that file can import this one).
 */
export class VerifiedSessionTokens<Claims> {
  private readonly kept = new Map<string, Verified<Claims>>();
  private readonly capacity: number;
  constructor(capacity = 5_000) {
    this.capacity = capacity;
  }

  /** The claims of `token` checked before with `secret`: `expired` once `now` reached its `exp`, undefined when not kept. */
  read(token: string, secret: string, now: Date): Claims | 'expired' | undefined {
    const kept = this.kept.get(token);
    if (!kept || kept.secret !== secret) return undefined;
    // jose's rule: a token is expired once its exp is at or before the current second.
    if (kept.exp <= Math.floor(now.getTime() / 1000)) {
      this.kept.delete(token);
      return 'expired';
    }
    this.kept.delete(token);
    this.kept.set(token, kept);
    return kept.claims;
  }

  /** Keeps a token whose signature and claims were just checked with `secret`. */
  keep(token: string, secret: string, claims: Claims, exp: number): void {
    this.kept.delete(token);
    this.kept.set(token, { secret, claims, exp });
    if (this.kept.size > this.capacity) this.kept.delete(this.kept.keys().next().value as string);
  }
}
