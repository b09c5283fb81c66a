import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetReadPosition } from '../../../lib/read-position.ts';
import { saveScores } from './enter-score.ts';

const gameId = '00000000-0000-4000-8000-000000000001';
const score = (playerId: string, strokes: number) => ({ playerId, roundNumber: 1, holeNumber: 3, strokes });

/** A fetch that answers each call in turn with the given status (200 a score answer, else an error). */
function answers(...statuses: number[]) {
  const fetchMock = vi.fn(async () => {
    const status = statuses.shift() ?? 200;
    return new Response(status === 200 ? '{"score":null,"change":"entered","position":"5"}' : '{"message":"Try again"}', { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const keyOf = (call: unknown[]) => ((call[1] as RequestInit).headers as Record<string, string>)['Idempotency-Key'];

afterEach(() => {
  vi.unstubAllGlobals();
  resetReadPosition();
});

describe('saving scores', () => {
  it('sends each score with its own Idempotency-Key, one after another', async () => {
    const fetchMock = answers(200, 200);
    await saveScores(gameId, [score('p1', 4), score('p2', 5)]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [first, second] = fetchMock.mock.calls as unknown[][];
    expect(first![0]).toBe(`/api/games/${gameId}/scores`);
    expect(JSON.parse(String((first![1] as RequestInit).body))).toEqual(score('p1', 4));
    expect(keyOf(first!)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(first!)).not.toBe(keyOf(second!));
  });

  it('given a save that failed, when the same strokes are sent again, then the key is the same (a retry)', async () => {
    const fetchMock = answers(503, 200, 200);
    await expect(saveScores(gameId, [score('p3', 6)])).rejects.toThrow('503');
    await saveScores(gameId, [score('p3', 6)]);
    const [failed, retried] = fetchMock.mock.calls as unknown[][];
    expect(keyOf(retried!)).toBe(keyOf(failed!));
    // Once it succeeded, saving the slot again is a new attempt.
    await saveScores(gameId, [score('p3', 6)]);
    expect(keyOf(fetchMock.mock.calls[2] as unknown[])).not.toBe(keyOf(failed!));
  });

  it('stops at the first failure', async () => {
    const fetchMock = answers(500);
    await expect(saveScores(gameId, [score('p4', 4), score('p5', 4)])).rejects.toThrow('500: {"message":"Try again"}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('on unload, sends every score at once with keepalive', async () => {
    const fetchMock = answers(200, 200);
    await saveScores(gameId, [score('p6', 4), score('p7', 5)], { keepalive: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((fetchMock.mock.calls as unknown[][]).map((call) => (call[1] as RequestInit).keepalive)).toEqual([true, true]);
  });
});
