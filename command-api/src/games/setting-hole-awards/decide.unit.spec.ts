import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@golf/events';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../commands/domain-error.ts';
import {
  accessGranted,
  actorOf,
  adminId,
  fixtureTees,
  gameCreated,
  gameId,
  givenGame,
  givenGameEvents,
  playerAdded,
  playerIds,
  playerWithAccount,
  playingUserId,
  roundCourseChosen,
  strangerId,
  teeChosen,
} from '../testing/given-game-events.ts';
import { decideSetHoleAwards, type SetHoleAwards } from './decide.ts';

const [ann, bob, cat] = [playerIds[0], playerIds[1], playerIds[2]];
const started: GameEvent[] = [
  gameCreated(),
  playerAdded(0),
  playerAdded(1),
  ...playerWithAccount(2, playingUserId),
  roundCourseChosen(),
  teeChosen(0),
  teeChosen(1),
  teeChosen(2),
  { type: 'RoundStarted', data: { gameId, roundNumber: 1 } },
  { type: 'GameStatusChanged', data: { gameId, from: 'setup', status: 'in_progress' } },
];
/** Hole 3 of the fixture course is a par 4, hole 5 a par 3. */
const set = (events: GameEvent[], command: Partial<SetHoleAwards> & Pick<SetHoleAwards, 'awards'>) =>
  decideSetHoleAwards({ actor: actorOf(adminId), roundNumber: 1, holeNumber: 3, tees: fixtureTees, ...command }, givenGameEvents(events));

describe('set hole awards', () => {
  it('given none, then HoleAwardsSet with the whole awards, who set them and how; the game keeps them', () => {
    const decided = set(started, { awards: { bingo: ann, bongo: bob } });
    expect(decided).toEqual([
      {
        type: 'HoleAwardsSet',
        data: {
          gameId,
          roundNumber: 1,
          holeNumber: 3,
          awards: { bingo: ann, bango: null, bongo: bob, closestToPin: null },
          setByUserId: adminId,
          access: 'owner',
        },
      },
    ]);
    expect(givenGame([...started, ...decided]).holeAwards).toEqual([
      { roundNumber: 1, holeNumber: 3, bingo: ann, bango: null, bongo: bob, closestToPin: null },
    ]);
  });

  it('given awards, then those not named stay, null clears one, the same again records nothing, none left removes the hole', () => {
    const first = [...started, ...set(started, { awards: { bingo: ann, bongo: bob } })];
    expect(set(first, { awards: { bango: cat } })[0]).toMatchObject({ data: { awards: { bingo: ann, bango: cat, bongo: bob } } });
    expect(set(first, { awards: { bingo: ann } })).toEqual([]);
    const cleared = [...first, ...set(first, { awards: { bingo: null, bongo: null } })];
    expect(givenGame(cleared).holeAwards).toEqual([]);
  });

  it('given a player removed or a round removed, then their awards go', () => {
    const first = [...started, ...set(started, { awards: { bingo: ann, bango: bob } })];
    const removed = givenGame([...first, { type: 'PlayerRemoved', data: { gameId, playerId: ann } }]);
    expect(removed.holeAwards).toEqual([{ roundNumber: 1, holeNumber: 3, bingo: null, bango: bob, bongo: null, closestToPin: null }]);
    expect(givenGame([...first, { type: 'RoundRemoved', data: { gameId, roundNumber: 1 } }]).holeAwards).toEqual([]);
  });

  it('closest to the pin is set on a par 3 and refused (400) elsewhere; an award to someone outside the game is refused (400)', () => {
    expect(set(started, { holeNumber: 5, awards: { closestToPin: cat } })).toHaveLength(1);
    expect(() => set(started, { awards: { closestToPin: cat } })).toThrow(
      new BadRequestError('Hole 3: Closest to the pin is played on par 3s: hole 3 is a par 4'),
    );
    expect(() => set(started, { awards: { bingo: strangerId } })).toThrow(BadRequestError);
  });

  it('a player who scores their own card sets them (403 for one who scores nobody), a stranger gets 404', () => {
    expect(set(started, { actor: actorOf(playingUserId), awards: { bingo: ann } })[0]).toMatchObject({
      data: { setByUserId: playingUserId, access: 'shared_player' },
    });
    expect(() => set(started, { actor: actorOf(strangerId), awards: { bingo: ann } })).toThrow(NotFoundError);
    const viewer = accessGranted(strangerId, 'viewer');
    expect(() => set([...started, viewer], { actor: actorOf(strangerId), awards: { bingo: ann } })).toThrow(ForbiddenError);
  });

  it('refuses a round not started (409), a hole off the course (400) and a completed game (409)', () => {
    const notStarted = started.slice(0, -2);
    expect(() => set(notStarted, { awards: { bingo: ann } })).toThrow(ConflictError);
    expect(() => set(started, { holeNumber: 19, awards: { bingo: ann } })).toThrow(BadRequestError);
    const completed: GameEvent[] = [...started, { type: 'GameStatusChanged', data: { gameId, from: 'in_progress', status: 'completed' } }];
    expect(() => set(completed, { awards: { bingo: ann } })).toThrow(ConflictError);
  });
});
