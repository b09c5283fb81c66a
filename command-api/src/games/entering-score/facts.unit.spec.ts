import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@golf/events';
import { BadRequestError } from '../../commands/domain-error.ts';
import {
  actorOf,
  adminId,
  fixtureTees,
  gameCreated,
  gameId,
  givenGame,
  givenGameEvents,
  playerAdded,
  playerIds,
  roundCourseChosen,
  teeChosen,
} from '../testing/given-game-events.ts';
import { decideEnterScore, type ScoreToEnter } from './decide.ts';

const ann = playerIds[0];
const started: GameEvent[] = [
  gameCreated(),
  playerAdded(0),
  roundCourseChosen(),
  teeChosen(0),
  { type: 'RoundStarted', data: { gameId, roundNumber: 1 } },
  { type: 'GameStatusChanged', data: { gameId, from: 'setup', status: 'in_progress' } },
];
/** Hole 3 of the fixture course is a par 4, hole 5 a par 3. */
const score: ScoreToEnter = { actor: actorOf(adminId), playerId: ann, roundNumber: 1, holeNumber: 3, strokes: 5 };
const enter = (events: GameEvent[], command: Partial<ScoreToEnter> = {}) =>
  decideEnterScore({ ...score, ...command, tees: fixtureTees }, givenGameEvents(events)).events;
const recorded = (events: GameEvent[]) => givenGame(events).scores[0];

describe('enter score: the hole facts beside the strokes', () => {
  it('given facts with a first score, then ScoreEntered holds them and the game keeps them', () => {
    const decided = enter(started, { facts: { putts: 2, fairway: 'left', penalties: 1 } });
    expect(decided).toMatchObject([{ type: 'ScoreEntered', data: { strokes: 5, facts: { putts: 2, fairway: 'left', penalties: 1 } } }]);
    expect(recorded([...started, ...decided])?.facts).toEqual({ putts: 2, fairway: 'left', penalties: 1 });
  });

  it('given the same strokes with other facts, then ScoreCorrected with the strokes and facts it replaces', () => {
    const first = [...started, ...enter(started, { facts: { putts: 2 } })];
    expect(enter(first, { facts: { putts: 1, bunker: true } })).toMatchObject([
      { type: 'ScoreCorrected', data: { strokes: 5, previousStrokes: 5, facts: { putts: 1, bunker: true }, previousFacts: { putts: 2 } } },
    ]);
  });

  it('given facts recorded, then a strokes-only save keeps them, null clears one, and the same again records nothing', () => {
    const first = [...started, ...enter(started, { facts: { putts: 2, fairway: 'hit' } })];
    expect(enter(first, { strokes: 6 })).toMatchObject([
      { type: 'ScoreCorrected', data: { strokes: 6, facts: { putts: 2, fairway: 'hit' } } },
    ]);
    expect(enter(first, { facts: { fairway: null } })).toMatchObject([{ type: 'ScoreCorrected', data: { facts: { putts: 2 } } }]);
    expect(enter(first, { facts: { putts: null, fairway: null } })).toMatchObject([{ type: 'ScoreCorrected', data: { facts: null } }]);
    expect(enter(first)).toEqual([]);
    expect(enter(first, { facts: { fairway: 'hit' } })).toEqual([]);
  });

  it('refuses (400) facts no golfer can play on the hole, and records nothing', () => {
    expect(() => enter(started, { holeNumber: 5, strokes: 3, facts: { fairway: 'hit' } })).toThrow(
      new BadRequestError('Hole 5: Hole 5 is a par 3: it has no fairway to hit or miss'),
    );
    expect(() => enter(started, { facts: { chipIn: true, putts: 1 } })).toThrow(
      'A chip-in is holed from off the green: putts must be 0, not 1',
    );
    expect(() => enter(started, { strokes: 3, facts: { putts: 2, penalties: 1 } })).toThrow(BadRequestError);
    expect(() => enter(started, { facts: { sandSave: true } })).toThrow('A sand save needs the bunker shot recorded too');
  });

  it('refuses (400) strokes that the facts recorded no longer fit, so the golfer corrects both together', () => {
    const first = [...started, ...enter(started, { facts: { putts: 3 } })];
    expect(() => enter(first, { strokes: 3 })).toThrow('3 putts leave no shot to reach the green in 3 strokes');
    expect(enter(first, { strokes: 3, facts: { putts: 2 } })).toMatchObject([
      { type: 'ScoreCorrected', data: { strokes: 3, facts: { putts: 2 } } },
    ]);
  });
});
