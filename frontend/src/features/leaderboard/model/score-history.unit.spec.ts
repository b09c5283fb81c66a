import type { ScoreHistoryEntry } from '@golf/contracts';
import { describe, expect, it } from 'vitest';
import { accessName, cardMarks, changeText, holeHistory, indexHistory, writerName, writtenAt } from './score-history.ts';

const ann = { userId: '7d0c4a52-8d1f-4b7e-9a0b-3f1c2d4e5f60', displayName: 'Ann Lee' };
let n = 0;
const entry = (fields: Partial<ScoreHistoryEntry>): ScoreHistoryEntry => ({
  eventId: `00000000-0000-4000-8000-${String((n += 1)).padStart(12, '0')}`,
  kind: 'entered',
  scoreId: '10000000-0000-4000-8000-000000000001',
  playerId: 'p1',
  playerName: 'Bob Stone',
  roundNumber: 1,
  holeNumber: 1,
  strokes: 5,
  previousStrokes: null,
  facts: null,
  previousFacts: null,
  who: ann,
  occurredAt: '2026-11-21T09:14:00.000Z',
  access: 'owner',
  ...fields,
});

describe('marks on a player’s card', () => {
  const history = indexHistory([
    entry({ holeNumber: 1, strokes: 5 }),
    entry({ holeNumber: 2, strokes: 6 }),
    entry({ holeNumber: 2, kind: 'corrected', strokes: 4, previousStrokes: 6 }),
    entry({ holeNumber: 3, playerId: 'p2', strokes: 3 }),
    entry({ holeNumber: 3, playerId: 'p2', kind: 'corrected', strokes: 4, previousStrokes: 3 }),
    entry({ holeNumber: 3, roundNumber: 2, strokes: 7 }),
    entry({ holeNumber: 3, roundNumber: 2, kind: 'corrected', strokes: 6, previousStrokes: 7 }),
  ]);

  it('marks a hole corrected when any change replaced a value, only on that player’s card of that round', () => {
    expect(cardMarks(history, 'p1', 1, [1, 2, 3, 4])).toEqual(
      new Map([
        [1, 'entered'],
        [2, 'corrected'],
      ]),
    );
    expect(cardMarks(history, 'p2', 1, [1, 2, 3])).toEqual(new Map([[3, 'corrected']]));
    expect(cardMarks(history, 'p1', 2, [3])).toEqual(new Map([[3, 'corrected']]));
  });

  it('has no marks where nothing was written', () => {
    expect(cardMarks(history, 'p3', 1, [1, 2, 3]).size).toBe(0);
    expect(cardMarks(indexHistory([]), 'p1', 1, [1]).size).toBe(0);
  });

  it('lists a hole’s changes oldest first', () => {
    expect(holeHistory(history, { playerId: 'p1', roundNumber: 1, holeNumber: 2 }).map(changeText)).toEqual([
      'Entered 6',
      'Corrected 6 → 4',
    ]);
    expect(holeHistory(history, { playerId: 'p1', roundNumber: 1, holeNumber: 9 })).toEqual([]);
  });
});

describe('a line of a hole’s history', () => {
  it('says what changed', () => {
    expect(changeText({ kind: 'entered', strokes: 5, previousStrokes: null })).toBe('Entered 5');
    expect(changeText({ kind: 'corrected', strokes: 4, previousStrokes: 5 })).toBe('Corrected 5 → 4');
    expect(changeText({ kind: 'corrected', strokes: 4, previousStrokes: null })).toBe('Corrected to 4');
  });

  it('names the writer, a code visitor without an account, or an unknown user', () => {
    expect(writerName(ann)).toBe('Ann Lee');
    expect(writerName(null)).toBe('Code visitor');
    expect(writerName({ userId: ann.userId, displayName: null })).toBe('Unknown user');
  });

  it('names the access the score was written with', () => {
    expect((['owner', 'shared_admin', 'shared_player', 'code_admin', 'code_player'] as const).map(accessName)).toEqual([
      'Owner',
      'Shared admin',
      'Shared player',
      'Admin code',
      'Player code',
    ]);
  });

  it('shows when in the viewer’s time zone', () => {
    expect(writtenAt('2026-11-21T09:14:00.000Z', 'en-US', 'UTC')).toBe('Sat, Nov 21, 9:14 AM');
    expect(writtenAt('2026-11-21T09:14:00.000Z', 'en-US', 'America/New_York')).toBe('Sat, Nov 21, 4:14 AM');
    expect(writtenAt('not a time')).toBe('not a time');
  });
});
