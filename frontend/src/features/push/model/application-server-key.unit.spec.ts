import { describe, expect, it } from 'vitest';
import { applicationServerKey } from './application-server-key.ts';

describe('the VAPID public key as bytes', () => {
  it('given base64url text without padding, then its bytes', () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i * 37) % 256);
    const text = Buffer.from(bytes).toString('base64url');
    expect([...applicationServerKey(text)]).toEqual([...bytes]);
  });
});
