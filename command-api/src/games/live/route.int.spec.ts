import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPatch, LiveChange, type LeaderboardView } from '@golf/contracts';
import { streamNames } from '@golf/events';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { enterScore, startedGame } from '../testing/score-test-calls.ts';
import { liveChangeHubOf } from './live-change-hub.ts';
import { issueLiveTicket } from '../../auth/live-ticket.ts';
import { LIVE_TICKET_USED } from '../access/game-caller.ts';
import { readSessionToken } from '../../auth/session-token.ts';

let api: TestApi;
let baseUrl: string;
beforeAll(async () => {
  api = await startTestApi();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await api?.close();
});

/** A live ticket for the game's stream, asked for as the page does (the token in the header). */
async function ticketFor(token: string, gameId: string, position = '0'): Promise<string> {
  const response = await api.call('POST', `/api/games/${gameId}/live-ticket`, { token, headers: { 'x-min-position': position } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ ticket: string }>().ticket;
}

const players = [
  { name: 'Ann', courseHandicap: 0 },
  { name: 'Bob', courseHandicap: 10 },
];

/** How long a test waits for a frame before failing: long enough for a loaded machine, never a speed target. */
const DEADLINE_MS = 10_000;

interface SseEvent {
  event: string | null;
  id: string | null;
  data: string | null;
  comment: string | null;
  retry: string | null;
}

/** An open live stream, read frame by frame. */
async function openLive(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const nextFrame = async (): Promise<SseEvent> => {
    while (!buffer.includes('\n\n')) {
      const { value, done } = await reader.read();
      if (done) throw new Error('the live stream ended');
      buffer += value;
    }
    const end = buffer.indexOf('\n\n');
    const frame = buffer.slice(0, end);
    buffer = buffer.slice(end + 2);
    const event: SseEvent = { event: null, id: null, data: null, comment: null, retry: null };
    for (const line of frame.split('\n')) {
      if (line.startsWith(':')) event.comment = line.slice(1).trim();
      const [field, ...rest] = line.split(': ');
      if (field === 'event' || field === 'id' || field === 'data' || field === 'retry') event[field] = rest.join(': ');
    }
    return event;
  };
  /** The first `changed` event at `position` or later; fails after `withinMs`. */
  const changedAtLeast = async (position: bigint, withinMs: number): Promise<LiveChange> => {
    const deadline = setTimeout(() => controller.abort(), withinMs);
    try {
      for (;;) {
        const frame = await nextFrame();
        if (frame.event !== 'changed') continue;
        const data = LiveChange.parse(JSON.parse(frame.data!));
        expect(frame.id).toBe(data.position);
        if (BigInt(data.position) >= position) return data;
      }
    } finally {
      clearTimeout(deadline);
    }
  };
  return { response, nextFrame, changedAtLeast, close: () => controller.abort() };
}

async function waitUntil(check: () => boolean, ms = 2000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('GET /api/games/{id}/live', () => {
  // How soon a change reaches viewers is a speed target: `npm run bench -- fanout` measures it.
  // Here a deadline only stops a test that would otherwise wait for ever.
  it('pushes a change to a viewer when a score is entered through the API', async () => {
    const admin = await api.register();
    const game = await startedGame(api, admin.token, { players });
    const live = await openLive(`${baseUrl}/api/games/${game.gameId}/live`, {
      authorization: `Bearer ${admin.token}`,
      'x-min-position': game.position,
    });
    expect(live.response.status).toBe(200);
    expect(live.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(live.response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect((await live.nextFrame()).retry).toBe('3000');
    // The opening event carries the current checkpoint, so a (re)connected page refetches once.
    await live.changedAtLeast(0n, DEADLINE_MS);

    const entered = await enterScore(api, admin.token, game.gameId, { playerId: game.playerIds[0]!, holeNumber: 1, strokes: 4 });
    const change = await live.changedAtLeast(BigInt(entered.position), DEADLINE_MS);
    expect(BigInt(change.position)).toBeGreaterThanOrEqual(BigInt(entered.position));
    live.close();
  });

  it('carries a patch of each board the score moved, from the version a viewer holds to the board a fetch now gives', async () => {
    const admin = await api.register();
    const game = await startedGame(api, admin.token, { players });
    let readFrom = game.position;
    const board = async (path: string) => {
      const response = await api.call('GET', `/api/games/${game.gameId}/${path}`, {
        token: admin.token,
        headers: { 'x-min-position': String(readFrom) },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<LeaderboardView>();
    };
    const [overall, round] = [await board('leaderboard'), await board('leaderboard/round/1')];
    expect(overall.version).toEqual(expect.any(String));
    const viewers = await Promise.all(
      [0, 1].map(async () => openLive(`${baseUrl}/api/games/${game.gameId}/live?ticket=${await ticketFor(admin.token, game.gameId)}`)),
    );
    for (const viewer of viewers) await viewer.changedAtLeast(0n, DEADLINE_MS);

    const entered = await enterScore(api, admin.token, game.gameId, { playerId: game.playerIds[1]!, holeNumber: 1, strokes: 3 });
    const changes = await Promise.all(viewers.map((viewer) => viewer.changedAtLeast(BigInt(entered.position), DEADLINE_MS)));
    readFrom = entered.position;
    expect(changes[1]).toEqual(changes[0]);
    const patches = new Map((changes[0]!.boards ?? []).map((b) => [b.round, b]));
    expect([...patches.keys()].sort()).toEqual([0, 1]);
    expect(patches.get(0)!.base).toBe(overall.version);
    const patched = applyPatch(overall, patches.get(0)!.patch);
    expect(patched).toEqual(await board('leaderboard'));
    expect(patched.version).toBe(patches.get(0)!.version);
    expect(applyPatch(round, patches.get(1)!.patch)).toEqual(await board('leaderboard/round/1'));
    // A patch, not the board again: a few hundred bytes against the whole board.
    expect(JSON.stringify(patches.get(0)!.patch).length).toBeLessThan(JSON.stringify(overall).length / 4);
    for (const viewer of viewers) viewer.close();
  });

  it('tells viewers of a game set aside with a change that carries no board, so they fetch and are told it is being repaired', async () => {
    const admin = await api.register();
    const game = await startedGame(api, admin.token, { players });
    const ticket = await ticketFor(admin.token, game.gameId, game.position);
    const live = await openLive(`${baseUrl}/api/games/${game.gameId}/live?ticket=${ticket}`, { 'x-min-position': game.position });
    await live.changedAtLeast(0n, DEADLINE_MS);
    const entered = await enterScore(api, admin.token, game.gameId, { playerId: game.playerIds[0]!, holeNumber: 1, strokes: 4 });
    expect((await live.changedAtLeast(BigInt(entered.position), DEADLINE_MS)).boards).toEqual(expect.any(Array));

    // A score in a shape the schema refuses, straight into the log: the projector sets the game aside.
    const { metadata } = (await api.store.readStream(streamNames.game(game.gameId))).at(-1)!;
    const bad = { gameId: game.gameId, scoreId: randomUUID(), playerId: game.playerIds[1], roundNumber: 1, holeNumber: 1, gross: 5 };
    const appended = await api.store.append(
      streamNames.game(game.gameId),
      [{ id: randomUUID(), type: 'ScoreEntered', data: bad, metadata: { ...metadata, commandId: randomUUID(), schemaVersion: 0 } }],
      { expectedRevision: 'any' },
    );
    const change = await live.changedAtLeast(appended.position, DEADLINE_MS);
    expect(change.boards).toBeUndefined();
    const board = await api.call('GET', `/api/games/${game.gameId}/leaderboard`, {
      token: admin.token,
      headers: { 'x-min-position': change.position },
    });
    expect([board.statusCode, board.json().code]).toEqual([503, 'being_repaired']);
    live.close();
  });

  it('opens with a live ticket in ?ticket= (EventSource cannot set headers) and tells viewers of a tee change', async () => {
    const admin = await api.register();
    const game = await startedGame(api, admin.token, { players });
    const ticket = await ticketFor(admin.token, game.gameId, game.position);
    const live = await openLive(`${baseUrl}/api/games/${game.gameId}/live?ticket=${ticket}`, { 'x-min-position': game.position });
    expect(live.response.status).toBe(200);
    await live.changedAtLeast(0n, DEADLINE_MS);
    // A tee change is on the course's stream: the scoring projection reports the games it recomputed.
    const changed = await api.call('PATCH', `/api/tees/${game.course.white}`, { token: admin.token, body: { slope: 131 } });
    expect(changed.statusCode, changed.body).toBe(200);
    await live.changedAtLeast(BigInt(changed.json().position), DEADLINE_MS);
    live.close();
  });

  it('does not resend what a reconnecting browser already has (Last-Event-ID)', async () => {
    const admin = await api.register();
    const game = await startedGame(api, admin.token, { players });
    const url = `${baseUrl}/api/games/${game.gameId}/live`;
    const first = await openLive(`${url}?ticket=${await ticketFor(admin.token, game.gameId, game.position)}`, {
      'x-min-position': game.position,
    });
    const seen = await first.changedAtLeast(BigInt(game.position), DEADLINE_MS);
    first.close();
    const again = await openLive(`${url}?ticket=${await ticketFor(admin.token, game.gameId)}`, { 'last-event-id': seen.position });
    expect((await again.nextFrame()).retry).toBe('3000');
    const entered = await enterScore(api, admin.token, game.gameId, { playerId: game.playerIds[1]!, holeNumber: 1, strokes: 5 });
    const next = await again.changedAtLeast(0n, DEADLINE_MS);
    expect(BigInt(next.position)).toBeGreaterThanOrEqual(BigInt(entered.position));
    again.close();
  });

  it('answers 401 without a valid token and 404 to a stranger or for no game; drops a closed stream', async () => {
    const admin = await api.register();
    const stranger = await api.register();
    const game = await startedGame(api, admin.token, { players });
    const url = `${baseUrl}/api/games/${game.gameId}/live`;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(`${url}?ticket=not-a-ticket`)).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
    const hidden = await fetch(url, { headers: { authorization: `Bearer ${stranger.token}` } });
    expect([hidden.status, ((await hidden.json()) as { message: string }).message]).toEqual([404, 'Game not found']);
    expect((await fetch(`${baseUrl}/api/games/nope/live`, { headers: { authorization: `Bearer ${admin.token}` } })).status).toBe(404);

    const hub = liveChangeHubOf(api.pool);
    const before = hub.subscriptionCount;
    const live = await openLive(url, { authorization: `Bearer ${admin.token}`, 'x-min-position': game.position });
    await live.changedAtLeast(0n, DEADLINE_MS);
    expect(hub.subscriptionCount).toBe(before + 1);
    live.close();
    await waitUntil(() => hub.subscriptionCount === before);
  });

  it('never takes a session token from the URL, and a ticket opens only its own stream, for a minute, while its session holds', async () => {
    const admin = await api.register();
    const game = await startedGame(api, admin.token, { players });
    const other = await startedGame(api, admin.token, { players });
    const url = `${baseUrl}/api/games/${game.gameId}/live`;
    expect((await fetch(`${url}?token=${admin.token}`)).status).toBe(401);
    expect((await fetch(`${url}?ticket=${admin.token}`)).status).toBe(401);
    expect((await fetch(`${url}?ticket=${await ticketFor(admin.token, other.gameId, other.position)}`)).status).toBe(401);
    const claims = await readSessionToken(admin.token, api.config.JWT_SECRET);
    if (claims.kind !== 'session') throw new Error('no session');
    const stale = await issueLiveTicket(
      { kind: 'session', claims: claims.claims },
      `game:${game.gameId}`,
      api.config.JWT_SECRET,
      new Date(Date.now() - 61_000),
    );
    expect((await fetch(`${url}?ticket=${stale.ticket}`)).status).toBe(401);
    // A ticket is no bearer token: it opens a stream and nothing else.
    const ticket = await ticketFor(admin.token, game.gameId, game.position);
    expect((await api.call('GET', `/api/games/${game.gameId}`, { token: ticket })).statusCode).toBe(401);
    // Signed out, the session's tickets open nothing either.
    expect((await api.call('POST', '/api/auth/logout', { token: admin.token })).statusCode).toBe(200);
    expect((await fetch(`${url}?ticket=${ticket}`)).status).toBe(401);
  });

  it('a ticket opens its stream once: a second opening within its minute is 401, for a member and a spectator alike', async () => {
    const admin = await api.register();
    const game = await startedGame(api, admin.token, { players });
    const url = `${baseUrl}/api/games/${game.gameId}/live`;
    const view = await api.call('GET', `/api/games/${game.gameId}`, { token: admin.token, headers: { 'x-min-position': game.position } });
    const joined = await api.call('POST', `/api/games/${game.gameId}/join`, { body: { code: view.json<{ viewCode: string }>().viewCode } });
    for (const holder of [admin.token, joined.json<{ guestToken: string }>().guestToken]) {
      const ticket = await ticketFor(holder, game.gameId, game.position);
      const first = await openLive(`${url}?ticket=${ticket}`);
      expect(first.response.status).toBe(200);
      first.close();
      const again = await fetch(`${url}?ticket=${ticket}`);
      expect([again.status, ((await again.json()) as { message: string }).message]).toEqual([401, LIVE_TICKET_USED]);
      const fresh = await openLive(`${url}?ticket=${await ticketFor(holder, game.gameId)}`);
      expect(fresh.response.status).toBe(200);
      fresh.close();
    }
  });

  it('gives tickets to whoever may watch: a spectator with the view code, not a stranger or someone signed out', async () => {
    const admin = await api.register();
    const stranger = await api.register();
    const game = await startedGame(api, admin.token, { players });
    const view = await api.call('GET', `/api/games/${game.gameId}`, { token: admin.token, headers: { 'x-min-position': game.position } });
    const joined = await api.call('POST', `/api/games/${game.gameId}/join`, { body: { code: view.json<{ viewCode: string }>().viewCode } });
    const guestToken = joined.json<{ guestToken: string }>().guestToken;
    const live = await openLive(`${baseUrl}/api/games/${game.gameId}/live?ticket=${await ticketFor(guestToken, game.gameId)}`);
    expect(live.response.status).toBe(200);
    live.close();
    expect((await api.call('POST', `/api/games/${game.gameId}/live-ticket`, { token: stranger.token })).statusCode).toBe(404);
    expect((await api.call('POST', `/api/games/${game.gameId}/live-ticket`)).statusCode).toBe(401);
  });
});
