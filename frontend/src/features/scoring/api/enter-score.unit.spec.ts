import { scoreMessages } from '@golf/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkFailure } from '../../../lib/network-failure.ts';
import { resetReadPosition } from '../../../lib/read-position.ts';
import { refusalOf, ScoreSaveRefused } from '../model/save-refusal.ts';
import type { KeyedScore } from '../model/score-save.ts';
import { postScore } from './enter-score.ts';

const gameId = '00000000-0000-4000-8000-000000000001';
const score = (playerId: string, strokes: number, expectedStrokes?: number | null) => ({
  playerId,
  roundNumber: 1,
  holeNumber: 3,
  strokes,
  ...(expectedStrokes === undefined ? {} : { expectedStrokes }),
});

/** A fetch that answers each call in turn: a status (200 a score answer, else the body given), or a thrown TypeError for 'offline'. */
function answers(...replies: Array<number | 'offline' | [number, string]>) {
  const fetchMock = vi.fn(async () => {
    const reply = replies.shift() ?? 200;
    if (reply === 'offline') throw new TypeError('Failed to fetch');
    const [status, message] = Array.isArray(reply) ? reply : [reply, 'Try again'];
    return new Response(status === 200 ? '{"score":null,"change":"entered","position":"5"}' : JSON.stringify({ message }), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const call = (fetchMock: ReturnType<typeof answers>, index: number) => fetchMock.mock.calls[index] as unknown as [string, RequestInit];
const keyOf = (init: RequestInit) => (init.headers as Record<string, string>)['Idempotency-Key'];

afterEach(() => {
  vi.unstubAllGlobals();
  resetReadPosition();
});

describe('posting a score of a save', () => {
  it('sends the strokes, what the phone saw recorded, and the save’s Idempotency-Key', async () => {
    const fetchMock = answers(200);
    const keyed: KeyedScore = { ...score('p1', 5, 4), idempotencyKey: 'key-1' };
    await postScore(gameId, keyed);
    const [url, init] = call(fetchMock, 0);
    expect(url).toBe(`/api/games/${gameId}/scores`);
    expect(JSON.parse(String(init.body))).toEqual(score('p1', 5, 4));
    expect(keyOf(init)).toBe('key-1');
  });

  it('leaves expectedStrokes out when the save replaces whatever is there, and sends null for "saw none"', async () => {
    const fetchMock = answers(200, 200);
    await postScore(gameId, { ...score('p1', 5), idempotencyKey: 'a' });
    await postScore(gameId, { ...score('p1', 5, null), idempotencyKey: 'b' });
    expect(JSON.parse(String(call(fetchMock, 0)[1].body))).not.toHaveProperty('expectedStrokes');
    expect(JSON.parse(String(call(fetchMock, 1)[1].body))).toMatchObject({ expectedStrokes: null });
  });

  it('says a score is entered for another phone’s player only when the save says so (decision 0700)', async () => {
    const fetchMock = answers(200, 200);
    await postScore(gameId, { ...score('p1', 5, null), onBehalf: true, idempotencyKey: 'a' });
    await postScore(gameId, { ...score('p1', 5, null), idempotencyKey: 'b' });
    expect(JSON.parse(String(call(fetchMock, 0)[1].body))).toEqual({ ...score('p1', 5, null), onBehalf: true });
    expect(JSON.parse(String(call(fetchMock, 1)[1].body))).not.toHaveProperty('onBehalf');
  });

  it('given no connection or a gateway error, then a NetworkFailure (sent again later), not a refusal', async () => {
    answers('offline', 503);
    const keyed = { ...score('p2', 4, null), idempotencyKey: 'k' };
    await expect(postScore(gameId, keyed)).rejects.toBeInstanceOf(NetworkFailure);
    await expect(postScore(gameId, keyed)).rejects.toBeInstanceOf(NetworkFailure);
  });

  it('given a conflict, then a refusal naming the strokes recorded now; other refusals carry the server message', async () => {
    answers([409, scoreMessages.changedMeanwhile('Ann', 3, 4, 6)], [409, 'This game is completed: scores can no longer change']);
    const conflict = await postScore(gameId, { ...score('p3', 6, 5), idempotencyKey: 'c' }).catch((error: unknown) => error);
    expect(conflict).toBeInstanceOf(ScoreSaveRefused);
    expect(refusalOf(conflict)).toMatchObject({ playerId: 'p3', status: 409, theirs: 4 });
    const completed = await postScore(gameId, { ...score('p3', 6, 5), idempotencyKey: 'd' }).catch((error: unknown) => error);
    expect(refusalOf(completed)).toEqual({
      playerId: 'p3',
      status: 409,
      message: 'This game is completed: scores can no longer change',
      theirs: null,
    });
  });

  it('keeps a refusal readable after the queue’s JSON round trip (a reload)', () => {
    const refused = new ScoreSaveRefused({ playerId: 'p4', status: 409, message: 'changed', theirs: 4 });
    expect(refusalOf(JSON.parse(JSON.stringify({ error: refused })).error)).toEqual({
      playerId: 'p4',
      status: 409,
      message: 'changed',
      theirs: 4,
    });
    expect(refusalOf(new Error('plain'))).toBeNull();
  });
});
