import { describe, expect, it } from 'vitest';
import { PlayNotMoved, ScoreSaveRefused } from './save-refusal.ts';
import type { KeyedScore, ScoreSave } from './score-save.ts';
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
const score = (holeNumber: number, strokes: number, extra: Partial<KeyedScore> = {}): KeyedScore => ({
  playerId: 'ann',
  roundNumber: 1,
  holeNumber,
  strokes,
  expectedStrokes: null,
  idempotencyKey: `k${holeNumber}-${strokes}-${extra.playerId ?? 'ann'}`,
  ...extra,
});
/** A save of one hole: Ann's strokes, and the other players' when given. */
const save = (holeNumber: number, strokes: number, extra: Partial<ScoreSave> = {}, ...others: KeyedScore[]): ScoreSave => ({
  id: `s${holeNumber}-${strokes}`,
  gameId,
  scores: [score(holeNumber, strokes), ...others],
  moveTo: null,
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
      mutation<ScoreSave | undefined>(undefined, 'idle', 0) as QueuedMutation<ScoreSave>,
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
    expect(savedWithQueue(server, items, 1, 15)).toEqual(
      new Map([
        ['ann:2', 4],
        ['ann:3', 5],
      ]),
    );
    expect(savedWithQueue(server, items, 1, 5)).toEqual(
      new Map([
        ['ann:2', 4],
        ['ann:1', 4],
        ['ann:3', 5],
      ]),
    );
    expect(savedWithQueue(server, items, 2, 0)).toEqual(server);
  });

  it('given scores read while a save was under way (landing before its answer), then the save still counts until a later read', () => {
    const answered = queuedScoreItems([{ ...mutation(save(6, 3), 'success', 10), answeredAt: 20 }], gameId);
    expect(savedWithQueue(new Map(), answered, 1, 15).get('ann:6')).toBe(3);
    expect(savedWithQueue(new Map(), answered, 1, 21).get('ann:6')).toBeUndefined();
  });

  it('given a save refused at its second score, then the first was recorded, the second is refused and the rest are held (waiting)', () => {
    const hole = save(5, 4, {}, score(5, 6, { playerId: 'bob' }), score(5, 7, { playerId: 'cal' }));
    const refused = new ScoreSaveRefused({ playerId: 'bob', status: 409, message: 'changed', theirs: 5 });
    const states = queuedScoreItems([mutation(hole, 'error', 1, refused)], gameId).map((item) => [
      item.score.playerId,
      item.state,
      item.refusal?.theirs ?? null,
    ]);
    expect(states).toEqual([
      ['ann', 'sent', null],
      ['bob', 'refused', 5],
      ['cal', 'waiting', null],
    ]);
  });

  it('given a save whose scores were recorded but play was not moved, then every score is sent', () => {
    const hole = save(5, 4, { moveTo: { roundNumber: 1, currentHole: 6 } }, score(5, 6, { playerId: 'bob' }));
    const items = queuedScoreItems([mutation(hole, 'error', 1, new PlayNotMoved('Game is completed'))], gameId);
    expect(items.map((item) => item.state)).toEqual(['sent', 'sent']);
  });

  it('applies saves of the same hole in the order queued: the later value shows', () => {
    const twice = queuedScoreItems([mutation(save(4, 6), 'pending', 2), mutation(save(4, 5), 'pending', 1)], gameId);
    expect(savedWithQueue(new Map(), twice, 1, 0).get('ann:4')).toBe(6);
  });

  it('marks holes waiting to sync, a refusal outweighing waiting saves of the same hole', () => {
    const more = queuedScoreItems(
      [
        ...items.map((i) =>
          mutation(i.save, i.state === 'waiting' ? 'pending' : i.state === 'sent' ? 'success' : 'error', i.queuedAt, conflict),
        ),
        mutation(save(2, 7, {}, score(2, 7, { playerId: 'bob' })), 'pending', 40),
      ],
      gameId,
    );
    expect(holeSyncMarks(more, 1)).toEqual(
      new Map([
        [2, 'refused'],
        [3, 'waiting'],
      ]),
    );
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

describe('where play is with queued saves that move it', () => {
  const move = (currentHole: number, roundNumber = 1): ScoreSave => save(currentHole - 1, 4, { moveTo: { roundNumber, currentHole } });

  const paused = (variables: ScoreSave, submittedAt: number) => ({ ...mutation(variables, 'pending', submittedAt), isPaused: true });

  it('given Next Hole queued offline, then play is on the furthest hole a save moves to', () => {
    expect(currentHoleWithQueue(3, 1, [paused(move(4), 1), paused(move(5), 2)], gameId, 0)).toBe(5);
  });

  it('given a save whose first try is under way, then play stays until it is answered; a try without an answer moves it', () => {
    expect(currentHoleWithQueue(3, 1, [mutation(move(4), 'pending', 1)], gameId, 0)).toBe(3);
    expect(currentHoleWithQueue(3, 1, [{ ...mutation(move(4), 'pending', 1), failureCount: 1 }], gameId, 0)).toBe(4);
  });

  it('ignores moves of another round or game, failed saves, saves without a move, and sent ones the game was read after', () => {
    const moves = [
      paused(save(12, 4), 1),
      paused(move(9, 2), 1),
      paused({ ...move(9), gameId: 'other' }, 1),
      mutation(move(8), 'error', 1),
      mutation(move(7), 'success', 1),
    ];
    expect(currentHoleWithQueue(3, 1, moves, gameId, 2)).toBe(3);
    expect(currentHoleWithQueue(3, 1, moves, gameId, 0)).toBe(7);
  });

  it('given a save answered after the game was read (a read sent while it was under way), then its move still counts', () => {
    const answered = { ...mutation(move(5), 'success', 1), answeredAt: 9 };
    expect(currentHoleWithQueue(4, 1, [answered], gameId, 6)).toBe(5);
    expect(currentHoleWithQueue(4, 1, [answered], gameId, 10)).toBe(4);
  });

  it('never moves play back: a server already further on wins', () => {
    expect(currentHoleWithQueue(6, 1, [paused(move(4), 1)], gameId, 0)).toBe(6);
  });
});
