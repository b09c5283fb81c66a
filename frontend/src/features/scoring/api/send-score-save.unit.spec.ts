import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetReadPosition } from '../../../lib/read-position.ts';
import { newScoreSave } from '../model/score-save.ts';
import { sendScoreSave } from './send-score-save.ts';

const gameId = '00000000-0000-4000-8000-000000000001';

afterEach(() => {
  vi.unstubAllGlobals();
  resetReadPosition();
});

describe('sending a save that moves play', () => {
  it('given a save with a move, then its scores and the move each go with a key of their own, the move with the save’s id', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('/scores')
        ? new Response('{"score":null,"change":"entered","position":"5"}', { status: 200 })
        : new Response('{"game":null,"position":"6"}', { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    let n = 0;
    const save = newScoreSave(gameId, [{ playerId: 'p1', roundNumber: 1, holeNumber: 3, strokes: 4 }], {
      moveTo: { roundNumber: 1, currentHole: 4 },
      newKey: () => `key-${(n += 1)}`,
    });
    await sendScoreSave(save);
    const sent = fetchMock.mock.calls.map((args) => {
      const [url, init] = args as unknown as [string, RequestInit];
      return [init.method, url, (init.headers as Record<string, string>)['Idempotency-Key']];
    });
    expect(sent).toEqual([
      ['POST', `/api/games/${gameId}/scores`, 'key-2'],
      ['PATCH', `/api/games/${gameId}`, 'key-1'],
    ]);
    expect(save.id).toBe('key-1');
  });
});
