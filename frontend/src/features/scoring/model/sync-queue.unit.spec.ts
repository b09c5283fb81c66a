import { describe, expect, it } from 'vitest';
import type { QueuedAdvance, QueuedScore } from '../api/enter-score.ts';
import { ScoreSaveRefused } from './save-refusal.ts';
import {
  currentHoleWithQueue,
  holeSyncMarks,
  queuedScoreItems,
  refusalText,
  refusedItems,
  savedWithQueue,
  syncStatusText,
  waitingCount,
  type QueuedMutation,
} from './sync-queue.ts';

const gameId = 'g1';
const save = (holeNumber: number, strokes: number, extra: Partial<QueuedScore> = {}): QueuedScore => ({
  gameId,
  playerId: 'ann',
  roundNumber: 1,
  holeNumber,
  strokes,
  expectedStrokes: null,
  idempotencyKey: `k${holeNumber}-${strokes}`,
  ...extra,
});
const mutation = <T>(variables: T, status: QueuedMutation<T>['status'], submittedAt: number, error: unknown = null): QueuedMutation<T> => ({
  variables,
  status,
  submittedAt,
  error,
});
const conflict = new ScoreSaveRefused({ playerId: 'ann', status: 409, message: 'changed', theirs: 4 });

describe('the queue as the scoring screen reads it', () => {
  const items = queuedScoreItems(
    [
      mutation(save(3, 5), 'pending', 30),
      mutation(save(1, 4), 'success', 10),
      mutation(save(2, 6), 'error', 20, conflict),
      mutation(save(9, 9, { gameId: 'other' }), 'pending', 5),
      mutation<QueuedScore | undefined>(undefined, 'idle', 0) as QueuedMutation<QueuedScore>,
    ],
    gameId,
  );

  it('given the game’s saves, then oldest first, as waiting, sent or refused (with the refusal)', () => {
    expect(items.map((item) => [item.score.holeNumber, item.state, item.refusal?.theirs ?? null])).toEqual([
      [1, 'sent', null],
      [2, 'refused', 4],
      [3, 'waiting', null],
    ]);
    expect(waitingCount(items)).toBe(1);
    expect(refusedItems(items).map((item) => item.score.holeNumber)).toEqual([2]);
  });

  it('counts waiting saves as recorded, and sent ones until the server’s copy is read again; never a refused one', () => {
    const server = new Map([['ann:2', 4]]);
    expect(savedWithQueue(server, items, 1, 15)).toEqual(new Map([['ann:2', 4], ['ann:3', 5]]));
    expect(savedWithQueue(server, items, 1, 5)).toEqual(new Map([['ann:2', 4], ['ann:1', 4], ['ann:3', 5]]));
    expect(savedWithQueue(server, items, 2, 0)).toEqual(server);
  });

  it('applies saves of the same hole in the order queued: the later value shows', () => {
    const twice = queuedScoreItems([mutation(save(4, 6), 'pending', 2), mutation(save(4, 5), 'pending', 1)], gameId);
    expect(savedWithQueue(new Map(), twice, 1, 0).get('ann:4')).toBe(6);
  });

  it('marks holes waiting to sync, a refusal outweighing waiting saves of the same hole', () => {
    const more = queuedScoreItems([...items.map((i) => mutation(i.score, i.state === 'waiting' ? 'pending' : i.state === 'sent' ? 'success' : 'error', i.queuedAt, conflict)), mutation(save(2, 7, { playerId: 'bob' }), 'pending', 40)], gameId);
    expect(holeSyncMarks(more, 1)).toEqual(new Map([[2, 'refused'], [3, 'waiting']]));
    expect(holeSyncMarks(more, 2)).toEqual(new Map());
  });

  it('says how many scores wait, else how many were refused, else that all are synced', () => {
    expect(syncStatusText(0, 0)).toBe('All scores synced');
    expect(syncStatusText(1, 0)).toBe('1 score waiting to sync');
    expect(syncStatusText(12, 1)).toBe('12 scores waiting to sync');
    expect(syncStatusText(0, 1)).toBe('1 score not synced');
  });

  it('words a conflict with both values, another refusal with its message, and names the round when it is not the one in play', () => {
    const [, refused] = items;
    expect(refusalText(refused!, 'Alex', 1)).toBe("Hole 2: Alex's score was changed to 4 by someone else; yours was 6");
    expect(refusalText(refused!, 'Alex', 2)).toBe("Round 1, hole 2: Alex's score was changed to 4 by someone else; yours was 6");
    const completed = { ...refused!, refusal: { playerId: 'ann', status: 409, message: 'This game is completed.', theirs: null } };
    expect(refusalText(completed, 'Alex', 1)).toBe("Hole 2: Alex's 6 was not saved. This game is completed.");
  });
});

describe('where play is with queued moves', () => {
  const move = (currentHole: number, roundNumber = 1): QueuedAdvance => ({ gameId, roundNumber, currentHole });

  it('given Next Hole queued offline, then play is on the furthest hole moved to', () => {
    expect(currentHoleWithQueue(3, 1, [mutation(move(4), 'pending', 1), mutation(move(5), 'pending', 2)], gameId, 0)).toBe(5);
  });

  it('ignores moves of another round or game, failed ones, and sent ones the game was read after', () => {
    const moves = [mutation(move(9, 2), 'pending', 1), mutation({ ...move(9), gameId: 'other' }, 'pending', 1), mutation(move(8), 'error', 1), mutation(move(7), 'success', 1)];
    expect(currentHoleWithQueue(3, 1, moves, gameId, 2)).toBe(3);
    expect(currentHoleWithQueue(3, 1, moves, gameId, 0)).toBe(7);
  });

  it('never moves play back: a server already further on wins', () => {
    expect(currentHoleWithQueue(6, 1, [mutation(move(4), 'pending', 1)], gameId, 0)).toBe(6);
  });
});
