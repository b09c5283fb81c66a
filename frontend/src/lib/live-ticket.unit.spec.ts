import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveStreamUrl } from './live-ticket.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A browser with `token` stored, whose fetch answers `answer`; the calls made are kept. */
function browser(token: string | null, answer: () => Response) {
  const storage = new Map<string, string>(token ? [['authToken', token]] : []);
  vi.stubGlobal('window', { localStorage: { getItem: (key: string) => storage.get(key) ?? null } });
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the URL of a live stream', () => {
  it('carries a ticket for that stream, asked for with the session token in the header, never the token itself', async () => {
    const fetchMock = browser('session.jwt.token', () => Response.json({ ticket: 'tick.et', expiresAt: '2026-01-01T00:01:00.000Z' }));
    const url = await liveStreamUrl('/api/games/g1/live');
    expect(url).toBe('/api/games/g1/live?ticket=tick.et');
    expect(url).not.toContain('session.jwt.token');
    const [called, init] = fetchMock.mock.calls[0]!;
    expect([called, init?.method]).toEqual(['/api/games/g1/live-ticket', 'POST']);
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer session.jwt.token');
  });

  it('is none without a session or pass, and asks for nothing', async () => {
    const fetchMock = browser(null, () => Response.json({}));
    expect(await liveStreamUrl('/api/trips/t1/live')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fails when no ticket can be had, so the stream is tried again later', async () => {
    browser('session.jwt.token', () => new Response('{"message":"Game not found"}', { status: 404 }));
    await expect(liveStreamUrl('/api/games/g1/live')).rejects.toThrow();
  });
});
