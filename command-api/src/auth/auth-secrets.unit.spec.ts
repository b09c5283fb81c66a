import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password-hash.ts';
import { SignJWT } from 'jose';
import { issueGuestToken, issueSessionToken, readGuestToken, readSessionToken, SESSION_TOKEN_LIFETIME_SECONDS } from './session-token.ts';
import { newResetToken, resetLink, resetTokenHash } from './reset-token.ts';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const userId = '6f1c2f9e-5b1a-4c55-9d7e-0a1b2c3d4e5f';

describe('password hashing', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(stored).not.toContain('correct horse');
    expect(await verifyPassword(stored, 'correct horse')).toBe(true);
    expect(await verifyPassword(stored, 'wrong horse')).toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('answers false for a hash it cannot read, and for the decoy', async () => {
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
    expect(await verifyAgainstDecoy('anything')).toBe(false);
  });
});

describe('session tokens', () => {
  const session = { userId, version: 3 };
  const claimsOf = async (token: string, key = secret, now?: Date) => {
    const reading = await readSessionToken(token, key, now);
    return reading.kind === 'session' ? reading.claims : reading.kind;
  };

  it('carry the user id, a session id of their own and the session version, and verify with the same secret', async () => {
    const issued = new Date('2025-01-01T00:00:00Z');
    const token = await issueSessionToken(session, secret, issued);
    const claims = await claimsOf(token, secret, issued);
    expect(claims).toEqual({
      userId,
      sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      version: 3,
      expiresAt: '2025-01-08T00:00:00.000Z',
    });
    const other = await claimsOf(await issueSessionToken(session, secret, issued), secret, issued);
    expect(typeof other === 'object' && typeof claims === 'object' && other.sessionId !== claims.sessionId).toBe(true);
  });

  it('are refused with another secret, when garbled, or when tampered with', async () => {
    const token = await issueSessionToken(session, secret);
    expect(await claimsOf(token, `${secret}-other`)).toBe('not_a_session');
    expect(await claimsOf('garbage')).toBe('not_a_session');
    const [header, , signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: 'someone-else' })).toString('base64url');
    expect(await claimsOf(`${header}.${forgedPayload}.${signature}`)).toBe('not_a_session');
  });

  it('expire after 7 days', async () => {
    const issued = new Date('2025-01-01T00:00:00Z');
    const token = await issueSessionToken(session, secret, issued);
    const justBefore = new Date(issued.getTime() + (SESSION_TOKEN_LIFETIME_SECONDS - 60) * 1000);
    const after = new Date(issued.getTime() + (SESSION_TOKEN_LIFETIME_SECONDS + 60) * 1000);
    expect(await claimsOf(token, secret, justBefore)).toMatchObject({ userId });
    expect(await claimsOf(token, secret, after)).toBe('expired');
  });

  it('read a signed token without a session id and version (from before sessions could end) as expired', async () => {
    const legacy = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime('1d')
      .sign(new TextEncoder().encode(secret));
    expect(await claimsOf(legacy)).toBe('expired');
  });

  it('tell a spectator token, even an expired one, from a session token', async () => {
    const pass = { gameId: userId, viewCode: 'ABC123' };
    const issued = new Date('2025-01-01T00:00:00Z');
    const guest = await issueGuestToken(pass, secret, issued);
    expect(await claimsOf(guest, secret, issued)).toBe('not_a_session');
    expect(await claimsOf(guest, secret, new Date('2025-03-01T00:00:00Z'))).toBe('not_a_session');
    expect(await readGuestToken(await issueSessionToken(session, secret), secret)).toBeNull();
  });

  it('refuse an unsigned ("alg: none") token', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: userId, sid: userId, sv: 0, exp: 9999999999 })).toString('base64url');
    expect(await claimsOf(`${header}.${payload}.`)).toBe('not_a_session');
  });
});

describe('reset tokens', () => {
  it('are 32 random bytes in base64url, stored as their SHA-256', () => {
    const { token, tokenHash } = newResetToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(resetTokenHash(token)).toBe(tokenHash);
    expect(newResetToken().token).not.toBe(token);
  });

  it('travel in a link to the reset page', () => {
    const link = resetLink('https://golf.example.com', 'a+b@example.com', 'tok_en-1');
    expect(link).toBe('https://golf.example.com/reset-password?email=a%2Bb%40example.com&token=tok_en-1');
  });
});

describe('reset links under a path', () => {
  it('keep the path of the public URL', () => {
    expect(resetLink('https://example.com/golf/', 'a@b.co', 't')).toBe('https://example.com/golf/reset-password?email=a%40b.co&token=t');
  });
});
