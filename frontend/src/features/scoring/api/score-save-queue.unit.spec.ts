import { scoreMessages } from '@golf/contracts';
import { dehydrate, hydrate, MutationObserver, onlineManager, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { resumeQueuedMutations, shouldPersistMutation } from '../../../lib/query-persistence.ts';
import { resetReadPosition } from '../../../lib/read-position.ts';
import { newScoreSave, type ScoreSave } from '../model/score-save.ts';
import { queuedScoreItems, type QueuedMutation } from '../model/sync-queue.ts';
import { registerScoreSave } from './score-save-defaults.ts';
import { scoreSavesOf } from './score-save-cache.ts';
import { scoreSaveKey, scoringKeys } from './scoring-keys.ts';

const gameId = '00000000-0000-4000-8000-000000000001';
const strokes = (playerId: string, holeNumber: number, value: number) => ({
  playerId,
  roundNumber: 1,
  holeNumber,
  strokes: value,
  expectedStrokes: null,
});
/** Next Hole on hole `holeNumber`: Ann's and Bob's strokes, and play moving to the next hole. */
const nextHole = (holeNumber: number, ann: number, bob: number) =>
  newScoreSave(gameId, [strokes('ann', holeNumber, ann), strokes('bob', holeNumber, bob)], {
    moveTo: { roundNumber: 1, currentHole: holeNumber + 1 },
  });

type Reply = number | [number, string] | 'hang' | 'offline';

/** The API: answers calls in turn (200 by default); records method, last URL segment, key and body of each. */
function api(...replies: Reply[]) {
  const calls: Array<{ method: string; path: string; key: string | undefined; body: unknown }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({
      method: String(init.method),
      path: url.split('/').at(-1)!,
      key: (init.headers as Record<string, string>)['Idempotency-Key'],
      body: JSON.parse(String(init.body)),
    });
    const reply = replies.shift() ?? 200;
    if (reply === 'hang') return new Promise<Response>(() => undefined);
    if (reply === 'offline') throw new TypeError('Failed to fetch');
    const [status, message] = Array.isArray(reply) ? reply : [reply, ''];
    const body =
      status !== 200
        ? { message }
        : url.endsWith('/scores')
          ? { score: null, change: 'entered', position: '7' }
          : { game: { id: gameId }, position: '8' };
    return new Response(JSON.stringify(body), { status });
  });
  return calls;
}

function newClient(): QueryClient {
  const client = createQueryClient();
  registerScoreSave(client);
  return client;
}

/** What a screen does: mutate with the save's key only (the defaults do the rest). */
const save = (client: QueryClient, variables: ScoreSave) =>
  new MutationObserver<unknown, Error, ScoreSave>(client, { mutationKey: scoreSaveKey }).mutate(variables).catch(() => undefined);

/** What a reload does: the persisted part of the cache through JSON into a fresh client. */
function reload(from: QueryClient): QueryClient {
  const stored = JSON.parse(JSON.stringify(dehydrate(from, { shouldDehydrateMutation: shouldPersistMutation })));
  const client = newClient();
  hydrate(client, stored);
  return client;
}

const items = (client: QueryClient) =>
  queuedScoreItems(
    scoreSavesOf(client).map((m) => m.state as unknown as QueuedMutation<ScoreSave>),
    gameId,
  );
const states = (client: QueryClient) => items(client).map((item) => [item.score.holeNumber, item.score.playerId, item.state]);

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

afterEach(() => {
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
  resetReadPosition();
});

describe('the offline score queue: one mutation per save, run by its defaults', () => {
  it('given no connection, when two holes are saved, then they wait, survive a reload, and are sent once, in order, with the keys made when saved', async () => {
    const calls = api();
    onlineManager.setOnline(false);
    const before = newClient();
    const [one, two] = [nextHole(1, 4, 5), nextHole(2, 3, 4)];
    void save(before, one);
    void save(before, two);
    await settle();
    expect(calls).toEqual([]);
    expect(items(before).map((item) => item.state)).toEqual(['waiting', 'waiting', 'waiting', 'waiting']);

    const after = reload(before);
    onlineManager.setOnline(true);
    await resumeQueuedMutations(after);
    const keys = [one, two].flatMap((s) => s.scores.map((score) => score.idempotencyKey));
    expect(calls.map((c) => [c.method, c.path, c.key])).toEqual([
      ['POST', 'scores', keys[0]],
      ['POST', 'scores', keys[1]],
      ['PATCH', gameId, one.id],
      ['POST', 'scores', keys[2]],
      ['POST', 'scores', keys[3]],
      ['PATCH', gameId, two.id],
    ]);
    expect(calls.map((c) => c.body)).toEqual([
      strokes('ann', 1, 4),
      strokes('bob', 1, 5),
      { currentHole: 2 },
      strokes('ann', 2, 3),
      strokes('bob', 2, 4),
      { currentHole: 3 },
    ]);
    await vi.waitFor(() => expect(items(after).every((item) => item.state === 'sent')).toBe(true));
  });

  it('given a score entered for another phone’s player, when it waits offline and the app reloads, then it is still sent as entered for them', async () => {
    const calls = api();
    onlineManager.setOnline(false);
    const before = newClient();
    const forRae = { ...strokes('rae', 4, 6), onBehalf: true as const };
    void save(before, newScoreSave(gameId, [strokes('ann', 4, 5), forRae]));
    await settle();
    const after = reload(before);
    onlineManager.setOnline(true);
    await resumeQueuedMutations(after);
    expect(calls.map((c) => c.body)).toEqual([strokes('ann', 4, 5), forRae]);
  });

  it('given a save in flight when the page went away, when the app opens again, then it is sent again with the same key (the API records it once)', async () => {
    const calls = api('hang');
    const before = newClient();
    void save(before, newScoreSave(gameId, [strokes('ann', 5, 6)]));
    await settle();
    const after = reload(before);
    await resumeQueuedMutations(after);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.key).toBe(calls[0]?.key);
  });

  it('given a call without an answer, then the whole save is tried again by itself, each score with its own key again and the move with the save’s', async () => {
    const calls = api(200, 'offline');
    const client = newClient();
    const hole = nextHole(9, 4, 5);
    void save(client, hole);
    await vi.waitFor(() => expect(states(client).map(([, , state]) => state)).toEqual(['sent', 'sent']), { timeout: 3000 });
    expect(calls.map((c) => c.key)).toEqual([
      hole.scores[0]!.idempotencyKey,
      hole.scores[1]!.idempotencyKey,
      hole.scores[0]!.idempotencyKey,
      hole.scores[1]!.idempotencyKey,
      hole.id,
    ]);
  });

  it('given a conflict on Ann’s score, then the save stops there: Bob’s is held, play does not move, it stays refused after a reload, and the next save still goes', async () => {
    const calls = api([409, scoreMessages.changedMeanwhile('Ann', 6, 4, 5)], 200, 200, 200);
    onlineManager.setOnline(false);
    const client = newClient();
    void save(client, nextHole(6, 5, 6));
    void save(client, nextHole(7, 4, 4));
    onlineManager.setOnline(true);
    await resumeQueuedMutations(client);
    await vi.waitFor(() =>
      expect(states(client)).toEqual([
        [6, 'ann', 'refused'],
        [6, 'bob', 'waiting'],
        [7, 'ann', 'sent'],
        [7, 'bob', 'sent'],
      ]),
    );
    expect(calls.map((c) => [c.method, c.path])).toEqual([
      ['POST', 'scores'],
      ['POST', 'scores'],
      ['POST', 'scores'],
      ['PATCH', gameId],
    ]);
    expect(items(client)[0]?.refusal?.theirs).toBe(4);
    expect(states(reload(client))).toEqual([
      [6, 'ann', 'refused'],
      [6, 'bob', 'waiting'],
    ]);
  });

  it('given a read of the game sent while the save was under way, when it lands after the answer, then it is dropped and sent again', async () => {
    api();
    const client = newClient();
    const answers: Array<(game: { currentHole: number }) => void> = [];
    const queryFn = () => new Promise<{ currentHole: number }>((resolve) => answers.push(resolve));
    const game = new QueryObserver(client, { queryKey: scoringKeys.game(gameId), queryFn });
    const unsubscribe = game.subscribe(() => undefined);
    await settle();
    expect(answers).toHaveLength(1);
    await save(client, nextHole(4, 4, 5));
    // The read sent before the answer says play is on hole 4: it must not replace hole 5.
    answers[0]!({ currentHole: 4 });
    await settle();
    expect(client.getQueryData(scoringKeys.game(gameId))).toEqual({ id: gameId });
    expect(answers).toHaveLength(2);
    answers[1]!({ currentHole: 5 });
    await vi.waitFor(() => expect(client.getQueryData(scoringKeys.game(gameId))).toEqual({ currentHole: 5 }));
    unsubscribe();
  });

  it('given the scores recorded but the move refused, then nothing is left in the queue to settle', async () => {
    api(200, [409, 'This game is completed']);
    const client = newClient();
    await save(client, newScoreSave(gameId, [strokes('ann', 18, 4)], { moveTo: { roundNumber: 1, currentHole: 19 } }));
    await settle();
    expect(scoreSavesOf(client)).toEqual([]);
  });
});
