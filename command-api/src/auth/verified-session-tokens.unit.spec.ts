import { describe, expect, it } from 'vitest';
import { VerifiedSessionTokens } from './verified-session-tokens.ts';

const claims = { userId: 'u1', sessionId: 's1', version: 2, expiresAt: '2025-01-08T00:00:00.000Z' };
const exp = Date.parse(claims.expiresAt) / 1000;

describe('verified session tokens', () => {
  it('answer a kept token’s claims only for the secret it was checked with', () => {
    const tokens = new VerifiedSessionTokens<typeof claims>();
    const now = new Date('2025-01-02T00:00:00Z');
    expect(tokens.read('t1', 'secret', now)).toBeUndefined();
    tokens.keep('t1', 'secret', claims, exp);
    expect(tokens.read('t1', 'secret', now)).toEqual(claims);
    expect(tokens.read('t1', 'another secret', now)).toBeUndefined();
    expect(tokens.read('t2', 'secret', now)).toBeUndefined();
  });

  it('answer expired from the second of the token’s exp on, as jose does, and forget it', () => {
    const tokens = new VerifiedSessionTokens<typeof claims>();
    tokens.keep('t1', 'secret', claims, exp);
    expect(tokens.read('t1', 'secret', new Date((exp - 1) * 1000 + 999))).toEqual(claims);
    expect(tokens.read('t1', 'secret', new Date(exp * 1000))).toBe('expired');
    expect(tokens.read('t1', 'secret', new Date((exp - 1) * 1000))).toBeUndefined();
  });

  it('keep at most their capacity, the least recently read going first', () => {
    const tokens = new VerifiedSessionTokens<typeof claims>(2);
    const now = new Date('2025-01-02T00:00:00Z');
    tokens.keep('a', 'secret', claims, exp);
    tokens.keep('b', 'secret', claims, exp);
    tokens.read('a', 'secret', now);
    tokens.keep('c', 'secret', claims, exp);
    expect(tokens.read('b', 'secret', now)).toBeUndefined();
    expect(tokens.read('a', 'secret', now)).toEqual(claims);
    expect(tokens.read('c', 'secret', now)).toEqual(claims);
  });
});
