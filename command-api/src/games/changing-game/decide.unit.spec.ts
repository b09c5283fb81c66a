import { describe, expect, it } from 'vitest';
import { UpdateGameBody } from '@golf/contracts';
import type { GameEvent } from '@golf/events';
import { ConflictError, ForbiddenError, NotFoundError, RuleViolationError } from '../../commands/domain-error.ts';
import {
  actorOf,
  playerWithAccount,
  adminId,
  gameCreated,
  gameId,
  givenGameEvents,
  playerAdded,
  playingUserId,
  roundCourseChosen,
  strangerId,
  teeChosen,
} from '../testing/given-game-events.ts';
import { decideChangeGame } from './decide.ts';

const change = (changes: unknown, history: GameEvent[] = [gameCreated()], actorId = adminId) =>
  decideChangeGame({ actor: actorOf(actorId), changes: UpdateGameBody.parse(changes) }, givenGameEvents(history));

const readyToStart: GameEvent[] = [gameCreated(), playerAdded(0), playerAdded(1), roundCourseChosen(), teeChosen(0), teeChosen(1)];

describe('change game', () => {
  it('renames, and changes only the settings that differ', () => {
    expect(change({ name: ' Sunday Game ', scoringType: 'net', numberOfRounds: 3, useEightyPercentHandicap: true })).toEqual([
      { type: 'GameRenamed', data: { gameId, name: 'Sunday Game' } },
      { type: 'GameSettingsChanged', data: { gameId, changes: { numberOfRounds: 3, useEightyPercentHandicap: true } } },
    ]);
  });

  it('given nothing differs, then nothing is recorded', () => {
    expect(change({ name: 'Saturday Dogfight', scoringType: 'net', numberOfRounds: 1, pointsSystem: { eagle: 8 } })).toEqual([]);
  });

  it('merges points into the game’s system', () => {
    expect(change({ pointsSystem: { birdie: 5 } })).toEqual([
      { type: 'GameSettingsChanged', data: { gameId, changes: { pointsSystem: { eagle: 8, birdie: 5, par: 2, bogey: 1, double: 0 } } } },
    ]);
  });

  it.each([
    [
      { scoringType: 'quota' },
      [gameCreated({ gameType: 'skins', pointsSystem: { skins: 1 } })],
      RuleViolationError,
      'Skins does not allow quota scoring',
    ],
    [
      { targetPlayerCount: 3 },
      [gameCreated({ gameType: 'match_play', targetPlayerCount: 2 })],
      RuleViolationError,
      'Match Play is played with 2 or 4 players',
    ],
    [
      { targetPlayerCount: 2 },
      [gameCreated(), playerAdded(0), playerAdded(1), playerAdded(2)],
      RuleViolationError,
      'The game already has 3 players',
    ],
    [{ isNassau: true }, [gameCreated()], RuleViolationError, 'Dogfight does not support Nassau bets'],
    [
      { numberOfRounds: 1 },
      [gameCreated({ numberOfRounds: 2 }), roundCourseChosen(2)],
      ConflictError,
      'Round 2 has a course: remove it before lowering the number of rounds',
    ],
    [
      { status: 'setup' },
      [
        ...readyToStart,
        { type: 'RoundStarted', data: { gameId, roundNumber: 1 } },
        { type: 'GameStatusChanged', data: { gameId, from: 'setup', status: 'in_progress' } },
      ],
      ConflictError,
      'A game that has started cannot go back to setup',
    ],
    [{ status: 'completed' }, [gameCreated()], ConflictError, 'A game that has not started cannot be completed'],
    [{ currentRound: 2 }, [gameCreated()], NotFoundError, 'Round 2 not found: the game has 1 round'],
  ] as const)('refuses %j', (changes, history, type, message) => {
    expect(() => change(changes, [...history])).toThrow(new type(message));
  });

  it('refuses Nassau off while Nassau payouts exist', () => {
    const history: GameEvent[] = [
      gameCreated({
        gameType: 'stroke_play',
        isNassau: true,
        payouts: [{ position: 1, betType: 'front_9', amountCents: 500, description: null }],
      }),
    ];
    expect(() => change({ isNassau: false }, history)).toThrow(
      new ConflictError('Remove the Nassau payouts before turning Nassau betting off'),
    );
  });

  it('given tees for everyone, when the status goes to in_progress, then the current round starts', () => {
    expect(change({ status: 'in_progress' }, readyToStart)).toEqual([
      { type: 'RoundStarted', data: { gameId, roundNumber: 1 } },
      { type: 'GameStatusChanged', data: { gameId, from: 'setup', status: 'in_progress' } },
    ]);
  });

  it('given a player without a tee, when starting, then Missing Tee Selections names them', () => {
    expect(() => change({ status: 'in_progress' }, [...readyToStart, playerAdded(2)])).toThrow(
      new RuleViolationError('Missing Tee Selections: Cat'),
    );
  });

  it('completes a game in progress and reopens it', () => {
    const started: GameEvent[] = [...readyToStart, ...change({ status: 'in_progress' }, readyToStart)];
    expect(change({ status: 'completed' }, started)).toEqual([
      { type: 'GameStatusChanged', data: { gameId, from: 'in_progress', status: 'completed' } },
    ]);
    const completed: GameEvent[] = [...started, { type: 'GameStatusChanged', data: { gameId, from: 'in_progress', status: 'completed' } }];
    expect(change({ status: 'in_progress' }, completed)).toEqual([
      { type: 'GameStatusChanged', data: { gameId, from: 'completed', status: 'in_progress' } },
    ]);
  });

  it('moves play to a hole, and to hole 1 of another round', () => {
    expect(change({ currentHole: 7 })).toEqual([{ type: 'CurrentHoleChanged', data: { gameId, roundNumber: 1, holeNumber: 7 } }]);
    expect(change({ currentHole: 1 })).toEqual([]);
    const twoRounds = [
      gameCreated({ numberOfRounds: 2 }),
      { type: 'CurrentHoleChanged', data: { gameId, roundNumber: 1, holeNumber: 18 } } as GameEvent,
    ];
    expect(change({ currentRound: 2 }, twoRounds)).toEqual([
      { type: 'CurrentHoleChanged', data: { gameId, roundNumber: 2, holeNumber: 1 } },
    ]);
  });

  it('checks a hole against the round’s course: 18 without one, 9 on a 9-hole course', () => {
    expect(() => decideChangeGame({ actor: actorOf(adminId), changes: { currentHole: 19 } }, givenGameEvents([gameCreated()]))).toThrow(
      new RuleViolationError('Current hole must be between 1 and 18'),
    );
    const nine: GameEvent[] = [
      gameCreated(),
      { type: 'RoundCourseChosen', data: { gameId, roundNumber: 1, courseId: gameId, courseHoles: 9 } },
    ];
    expect(() => change({ currentHole: 10 }, nine)).toThrow(new RuleViolationError('Current hole must be between 1 and 9'));
  });

  it('decides later parts on the outcome of earlier ones: more rounds, then play moves there', () => {
    expect(change({ numberOfRounds: 2, currentRound: 2, currentHole: 1 })).toEqual([
      { type: 'GameSettingsChanged', data: { gameId, changes: { numberOfRounds: 2 } } },
      { type: 'CurrentHoleChanged', data: { gameId, roundNumber: 2, holeNumber: 1 } },
    ]);
  });

  it('lets only the admin change the game: a player gets 403, a stranger 404', () => {
    const history = [gameCreated(), ...playerWithAccount(0, playingUserId)];
    expect(() => change({ name: 'Mine' }, history, playingUserId)).toThrow(ForbiddenError);
    expect(() => change({ name: 'Mine' }, history, strangerId)).toThrow(new NotFoundError('Game not found'));
    expect(() => change({ name: 'Mine' }, [])).toThrow(NotFoundError);
    expect(() => change({ name: 'Mine' }, [gameCreated(), { type: 'GameDeleted', data: { gameId } }])).toThrow(NotFoundError);
  });
});
