import { dehydrate, hydrate, MutationObserver, onlineManager, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { resumeQueuedMutations, shouldPersistMutation } from '../../../lib/query-persistence.ts';
import { resetReadPosition } from '../../../lib/read-position.ts';
import { newScoreSave, type ScoreSave } from '../model/score-save.ts';
import { registerHoleAwardsSave, type HoleAwardsSave } from './hole-awards-save.ts';
import { registerScoreSave } from './score-save-defaults.ts';
import { holeAwardsSaveKey, scoreSaveKey } from './scoring-keys.ts';

const gameId = '00000000-0000-4000-8000-000000000001';

/** The API answering 200 to every call; records method, path and Idempotency-Key of each. */
function api() {
  const calls: Array<{ method: string; path: string; key: string | undefined; body: unknown }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({
      method: String(init.method),
      path: url.replace(`/api/games/${gameId}/`, ''),
      key: (init.headers as Record<string, string>)['Idempotency-Key'],
      body: JSON.parse(String(init.body)),
    });
    const body = url.endsWith('/scores') ? { score: null, change: 'entered', position: '7' } : { awards: {}, position: '8' };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  return calls;
}

function newClient(): QueryClient {
  const client = createQueryClient();
  registerScoreSave(client);
  registerHoleAwardsSave(client);
  return client;
}

function reload(from: QueryClient): QueryClient {
  const stored = JSON.parse(JSON.stringify(dehydrate(from, { shouldDehydrateMutation: shouldPersistMutation })));
  const client = newClient();
  hydrate(client, stored);
  return client;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

afterEach(() => {
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
  resetReadPosition();
});

describe('hole awards set offline (decision 0813)', () => {
  it('given no connection, when a hole is scored and its bingo set, then both wait, survive a reload, and go in order, the award with its key', async () => {
    const calls = api();
    onlineManager.setOnline(false);
    const before = newClient();
    const score: ScoreSave = newScoreSave(gameId, [{ playerId: 'ann', roundNumber: 1, holeNumber: 3, strokes: 4, expectedStrokes: null }]);
    const award: HoleAwardsSave = { id: 'award-1', gameId, roundNumber: 1, holeNumber: 3, awards: { bingo: 'ann' } };
    void new MutationObserver<unknown, Error, ScoreSave>(before, { mutationKey: scoreSaveKey }).mutate(score).catch(() => undefined);
    void new MutationObserver<unknown, Error, HoleAwardsSave>(before, { mutationKey: holeAwardsSaveKey })
      .mutate(award)
      .catch(() => undefined);
    await settle();
    expect(calls).toEqual([]);

    const after = reload(before);
    onlineManager.setOnline(true);
    await resumeQueuedMutations(after);
    await settle();
    expect(calls.map((c) => [c.method, c.path, c.key])).toEqual([
      ['POST', 'scores', score.scores[0]!.idempotencyKey],
      ['PUT', 'rounds/1/holes/3/awards', 'award-1'],
    ]);
    expect(calls[1]!.body).toEqual({ bingo: 'ann' });
  });
});
