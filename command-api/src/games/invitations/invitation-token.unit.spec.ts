import { describe, expect, it } from 'vitest';
import { grantOfInvitationToken, invitationToken } from './invitation-token.ts';

const secret = 'a-secret-of-the-app-at-least-32-characters';
const gameId = '6f1c9a52-3d4e-4b7a-9c1d-2e5f8a7b6c01';
const grantId = 'd0000000-0000-4000-8000-000000000001';

describe('invitation tokens', () => {
  it('given a token the server made, then it names its share in its game only', () => {
    const token = invitationToken(secret, gameId, grantId);
    expect(token).toMatch(/^d0000000-0000-4000-8000-000000000001\.[A-Za-z0-9_-]{43}$/);
    expect(grantOfInvitationToken(secret, gameId, token)).toBe(grantId);
    expect(grantOfInvitationToken(secret, gameId.toUpperCase(), token)).toBe(grantId);
    expect(grantOfInvitationToken(secret, 'a0000000-0000-4000-8000-000000000009', token)).toBeNull();
    expect(grantOfInvitationToken('another-secret-of-at-least-32-characters', gameId, token)).toBeNull();
  });

  it('given a token changed or made up, then it names nothing', () => {
    const token = invitationToken(secret, gameId, grantId);
    const otherShare = token.replace('000000000001', '000000000002');
    for (const wrong of [otherShare, `${token}x`, token.slice(0, -2), `${token}.x`, grantId, '', '..', 'not-a-token'])
      expect(grantOfInvitationToken(secret, gameId, wrong), wrong).toBeNull();
  });

  it('given the signature spelt another way that decodes to the same bytes, then it names nothing (decision 0722)', () => {
    const token = invitationToken(secret, gameId, grantId);
    const [id, mac = ''] = token.split('.');
    const last = mac.at(-1)!;
    const sameBits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
      .split('')
      .find((letter) => letter !== last && Buffer.from(`${mac.slice(0, -1)}${letter}`, 'base64url').equals(Buffer.from(mac, 'base64url')));
    expect(sameBits).toBeDefined();
    for (const spelling of [
      `${mac}=`,
      `${mac}==`,
      `${mac.slice(0, 10)}!${mac.slice(10)}`,
      `${mac.slice(0, 10)} ${mac.slice(10)}`,
      `${mac.slice(0, -1)}${sameBits}`,
    ])
      expect(grantOfInvitationToken(secret, gameId, `${id}.${spelling}`), spelling).toBeNull();
  });
});
