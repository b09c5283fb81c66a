import { afterEach, describe, expect, it, vi } from 'vitest';
import { minReadPosition, resetReadPosition } from './read-position.ts';
import {
  apiJson,
  apiRequest,
  httpErrorMessage,
  STALE_READ_TRIES,
  queryKeyToUrl,
  requestHeaders,
  setUnauthorizedHandler,
} from './api-client.ts';

function respond(status: number, statusText: string, body: string) {
  const fetchMock = vi.fn(async () => new Response(body === '' ? null : body, { status, statusText }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetReadPosition();
  setUnauthorizedHandler(() => {});
});

describe('httpErrorMessage', () => {
  it('is the status, a colon and a space, then the body text', () => {
    expect(httpErrorMessage(400, 'Bad Request', '{"message":"Email taken"}')).toBe('400: {"message":"Email taken"}');
  });

  it('uses the status text when the body is empty', () => {
    expect(httpErrorMessage(404, 'Not Found', '')).toBe('404: Not Found');
  });
});

describe('requestHeaders', () => {
  const none = { token: null, hasBody: false, method: 'GET', minPosition: null };

  it('sends the bearer token when there is one', () => {
    expect(requestHeaders({ ...none, token: 'abc' })).toEqual({ Authorization: 'Bearer abc' });
  });

  it('sets the JSON content type only when a body is present', () => {
    expect(requestHeaders(none)).toEqual({});
    expect(requestHeaders({ ...none, method: 'POST', hasBody: true })).toEqual({ 'Content-Type': 'application/json' });
  });

  it('asks reads, and only reads, to wait for the last change made', () => {
    expect(requestHeaders({ ...none, minPosition: '42' })).toEqual({ 'X-Min-Position': '42' });
    expect(requestHeaders({ ...none, method: 'PATCH', hasBody: true, minPosition: '42' })).toEqual({
      'Content-Type': 'application/json',
    });
  });

  it('asks a query sent as POST to wait too', () => {
    expect(requestHeaders({ ...none, method: 'POST', hasBody: true, minPosition: '42', read: true })).toEqual({
      'Content-Type': 'application/json',
      'X-Min-Position': '42',
    });
  });
});

describe('queryKeyToUrl', () => {
  it('joins the key parts with slashes', () => {
    expect(queryKeyToUrl(['/api/games', 42, 'leaderboard'])).toBe('/api/games/42/leaderboard');
    expect(queryKeyToUrl(['/api/auth/user'])).toBe('/api/auth/user');
  });
});

describe('apiRequest', () => {
  it('throws "<status>: <body>" for a non-OK answer', async () => {
    respond(409, 'Conflict', '{"message":"Username already taken"}');
    await expect(apiRequest('POST', '/api/auth/register', { a: 1 })).rejects.toThrow('409: {"message":"Username already taken"}');
  });

  it('throws "<status>: <status text>" when the body is empty', async () => {
    respond(500, 'Internal Server Error', '');
    await expect(apiRequest('GET', '/api/auth/user')).rejects.toThrow('500: Internal Server Error');
  });

  it('reports a 401 to the unauthorized handler and still throws', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    respond(401, 'Unauthorized', '{"message":"Not signed in"}');
    await expect(apiRequest('GET', '/api/auth/user')).rejects.toThrow('401: {"message":"Not signed in"}');
    expect(handler).toHaveBeenCalledExactlyOnceWith('Not signed in');
  });

  it('does not report a 401 for a token the phone no longer holds (a password change replaced it)', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    const stored = new Map([['authToken', 'old-token']]);
    vi.stubGlobal('window', { localStorage: { getItem: (key: string) => stored.get(key) ?? null } });
    const fetchMock = vi.fn(async () => {
      stored.set('authToken', 'new-token');
      return new Response('{"message":"Your session has ended. Please sign in again."}', { status: 401 });
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('GET', '/api/games')).rejects.toThrow('401: ');
    expect(fetchMock).toHaveBeenCalledWith('/api/games', expect.objectContaining({ headers: { Authorization: 'Bearer old-token' } }));
    expect(handler).not.toHaveBeenCalled();
  });

  it('does not report other failures as unauthorized', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    respond(403, 'Forbidden', '');
    await expect(apiRequest('GET', '/api/admin/users')).rejects.toThrow('403: Forbidden');
    expect(handler).not.toHaveBeenCalled();
  });

  it('sends a JSON body with its content type, and no content type without a body', async () => {
    const fetchMock = respond(200, 'OK', '{"ok":true}');
    await expect(apiJson('PATCH', '/api/auth/profile', { firstName: 'Ann' })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/profile', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: '{"firstName":"Ann"}',
    });
    await apiRequest('GET', '/api/auth/user');
    expect(fetchMock).toHaveBeenLastCalledWith('/api/auth/user', { method: 'GET', headers: {}, body: undefined });
  });

  it('sends a FormData body as is, with the token and without a JSON content type', async () => {
    const fetchMock = respond(202, 'Accepted', '{"jobId":"j1"}');
    const form = new FormData();
    form.append('file', new Blob(['x']), 'courses.xlsx');
    await expect(apiJson('POST', '/api/admin/courses/bulk-upload', form)).resolves.toEqual({ jobId: 'j1' });
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/courses/bulk-upload', { method: 'POST', headers: {}, body: form });
  });

  it('sends an Idempotency-Key when given one, and keepalive for a call made while the page unloads', async () => {
    const fetchMock = respond(200, 'OK', '{"position":"3"}');
    await apiJson('POST', '/api/games/g/scores', { strokes: 4 }, { idempotencyKey: 'k-1', keepalive: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/games/g/scores', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'k-1' },
      body: '{"strokes":4}',
      keepalive: true,
    });
  });

  it('given a read answered from tables behind the last change, then it is asked again, a few times at most', async () => {
    respond(200, 'OK', '{"position":"17"}');
    await apiJson('POST', '/api/games/g/scores', { strokes: 4 });
    const stale = () => new Response('{"currentHole":4}', { status: 200, headers: { 'x-min-position-reached': 'false' } });
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(stale())
      .mockResolvedValueOnce(new Response('{"currentHole":5}', { status: 200, headers: { 'x-min-position-reached': 'true' } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiJson('GET', '/api/games/g')).resolves.toEqual({ currentHole: 5 });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    const behind = vi.fn(async () => stale());
    vi.stubGlobal('fetch', behind);
    await expect(apiJson('GET', '/api/games/g')).resolves.toEqual({ currentHole: 4 });
    expect(behind).toHaveBeenCalledTimes(STALE_READ_TRIES);
  });

  it("remembers a command answer's position and sends it with the next read", async () => {
    const fetchMock = respond(200, 'OK', '{"user":{},"position":"17"}');
    await apiJson('PATCH', '/api/auth/profile', { lastName: 'Lee' });
    expect(minReadPosition()).toBe('17');
    await apiRequest('GET', '/api/auth/user');
    expect(fetchMock).toHaveBeenLastCalledWith('/api/auth/user', {
      method: 'GET',
      headers: { 'X-Min-Position': '17' },
      body: undefined,
    });
  });
});
