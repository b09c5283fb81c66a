import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@golf/events';
import { RuleViolationError } from '../../commands/domain-error.ts';
import {
  actorOf,
  adminId,
  gameCreated,
  gameId,
  givenGameEvents,
  playerAdded,
  roundCourseChosen,
  teeChosen,
} from '../testing/given-game-events.ts';
import { decideConfirmRound } from './decide.ts';

const ready: GameEvent[] = [gameCreated(), playerAdded(0), playerAdded(1), roundCourseChosen(), teeChosen(0), teeChosen(1)];
const confirm = (events: GameEvent[]) => decideConfirmRound({ actor: actorOf(adminId), roundNumber: 1 }, givenGameEvents(events));

describe('confirm round', () => {
  it('given every player has a tee, then RoundConfirmed once', () => {
    expect(confirm(ready)).toEqual([{ type: 'RoundConfirmed', data: { gameId, roundNumber: 1 } }]);
    expect(confirm([...ready, ...confirm(ready)])).toEqual([]);
  });

  it('refuses missing tees (naming the players), a round without a course, and fewer than 2 players', () => {
    expect(() => confirm([...ready, playerAdded(2), playerAdded(3)])).toThrow(new RuleViolationError('Missing Tee Selections: Cat, Dan'));
    expect(() => confirm([gameCreated(), playerAdded(0), playerAdded(1)])).toThrow(
      new RuleViolationError('Please select a course for round 1.'),
    );
    expect(() => confirm([gameCreated(), playerAdded(0), roundCourseChosen(), teeChosen(0)])).toThrow(
      new RuleViolationError('Please add at least 2 players.'),
    );
  });
});
