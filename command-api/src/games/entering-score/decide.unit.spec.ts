import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@golf/events';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../commands/domain-error.ts';
import {
  actorOf,
  fixtureTees,
  playerWithAccount,
  adminId,
  gameCreated,
  gameId,
  givenGame,
  givenGameEvents,
  playerAdded,
  playerIds,
  playingUserId,
  roundCourseChosen,
  scoreWrittenAt,
  strangerId,
  teeChosen,
} from '../testing/given-game-events.ts';
import { derivedScoreOfGame } from '@golf/golf';
import { scoreIdFor } from '../rules/score-rules.ts';
import { decideEnterScore, type ScoreToEnter } from './decide.ts';

const ann = playerIds[0];
const cat = playerIds[2];
const started: GameEvent[] = [
  gameCreated({ numberOfRounds: 2 }),
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
const score: ScoreToEnter = { actor: actorOf(adminId), playerId: ann, roundNumber: 1, holeNumber: 3, strokes: 5 };
const enter = (events: GameEvent[], command: Partial<ScoreToEnter> = {}) =>
  decideEnterScore({ ...score, ...command, tees: fixtureTees }, givenGameEvents(events)).events;

describe('enter score', () => {
  it('given no score on the hole, then ScoreEntered with a stable id, the writer and their access', () => {
    const decided = enter(started);
    const scoreId = scoreIdFor(givenGame(started), ann, 1, 3);
    expect(decided).toEqual([
      {
        type: 'ScoreEntered',
        data: {
          gameId,
          scoreId,
          playerId: ann,
          roundNumber: 1,
          holeNumber: 3,
          strokes: 5,
          facts: null,
          enteredByUserId: adminId,
          access: 'owner',
          asEntered: { netScore: 5, points: 1 },
        },
      },
    ]);
    expect(givenGame([...started, ...decided]).scores).toEqual([
      {
        scoreId,
        playerId: ann,
        roundNumber: 1,
        holeNumber: 3,
        strokes: 5,
        facts: null,
        reviewed: { netScore: 5, points: 1 },
        enteredByUserId: adminId,
        access: 'owner',
        enteredAt: scoreWrittenAt,
        updatedAt: scoreWrittenAt,
      },
    ]);
  });

  it('answers the derived values it decided, for the answer: those of the game its events leave; none when it records nothing', () => {
    const { events: decided, derived } = decideEnterScore({ ...score, tees: fixtureTees }, givenGameEvents(started));
    const after = givenGame([...started, ...decided]);
    expect(derived).toEqual(derivedScoreOfGame(after, fixtureTees, after.scores[0]!));
    expect(derived).toMatchObject({ netScore: 5, points: 1 });
    const again = decideEnterScore({ ...score, tees: fixtureTees }, givenGameEvents([...started, ...decided]));
    expect(again.derived).toBeNull();
  });

  it('given a score on the hole, then a different value is ScoreCorrected keeping the previous strokes, the same value nothing', () => {
    const entered = [...started, ...enter(started)];
    const scoreId = givenGame(entered).scores[0]!.scoreId;
    expect(enter(entered, { strokes: 4 })).toEqual([
      {
        type: 'ScoreCorrected',
        data: {
          gameId,
          scoreId,
          playerId: ann,
          roundNumber: 1,
          holeNumber: 3,
          strokes: 4,
          facts: null,
          previousStrokes: 5,
          previousFacts: null,
          enteredByUserId: adminId,
          access: 'owner',
          asEntered: { netScore: 4, points: 2 },
        },
      },
    ]);
    expect(enter(entered, { strokes: 5 })).toEqual([]);
  });

  it('given a player with an account, then they score their own holes as shared_player and not another’s (403)', () => {
    expect(enter(started, { actor: actorOf(playingUserId), playerId: cat })[0]?.data).toMatchObject({
      enteredByUserId: playingUserId,
      access: 'shared_player',
    });
    expect(() => enter(started, { actor: actorOf(playingUserId) })).toThrow(new ForbiddenError('You can only change your own scores'));
  });

  it('refuses a stranger (404) and a player not in the game (400)', () => {
    expect(() => enter(started, { actor: actorOf(strangerId) })).toThrow(NotFoundError);
    expect(() => enter(started, { playerId: gameId })).toThrow(new BadRequestError('This player is not in the game'));
    expect(() => enter([])).toThrow(NotFoundError);
  });

  it('refuses a hole off the course, strokes out of range and a round outside the game (400)', () => {
    expect(() => enter(started, { holeNumber: 19 })).toThrow(new BadRequestError('Hole 19 is not on this course (18 holes)'));
    expect(() => enter(started, { holeNumber: 0 })).toThrow(new BadRequestError('Hole 0 is not on this course (18 holes)'));
    const nine: GameEvent[] = [
      ...started.slice(0, 5),
      { type: 'RoundCourseChosen', data: { gameId, roundNumber: 1, courseId: 'a1b2c3d4-0000-4000-8000-000000000001', courseHoles: 9 } },
      ...started.slice(6),
    ];
    expect(() => enter(nine, { holeNumber: 10 })).toThrow(new BadRequestError('Hole 10 is not on this course (9 holes)'));
    expect(() => enter(started, { strokes: 16 })).toThrow(new BadRequestError('Strokes must be a whole number from 1 to 15'));
    expect(() => enter(started, { strokes: 0 })).toThrow(BadRequestError);
    expect(() => enter(started, { roundNumber: 3 })).toThrow(new BadRequestError('Round 3 is not in this game (2 rounds)'));
  });

  it('refuses a round not started and a completed game (409)', () => {
    expect(() => enter(started, { roundNumber: 2 })).toThrow(new ConflictError('Round 2 has not started'));
    const completed: GameEvent[] = [...started, { type: 'GameStatusChanged', data: { gameId, from: 'in_progress', status: 'completed' } }];
    expect(() => enter(completed)).toThrow(new ConflictError('This game is completed: scores can no longer change'));
  });

  it('given round 2 removed while round 3 had scores, then a new round 3 score gets an id of its own', () => {
    const three: GameEvent[] = [
      gameCreated({ numberOfRounds: 3 }),
      ...started.slice(1),
      roundCourseChosen(2),
      roundCourseChosen(3),
      teeChosen(0, 2),
      teeChosen(1, 2),
      teeChosen(2, 2),
      teeChosen(0, 3),
      teeChosen(1, 3),
      teeChosen(2, 3),
      { type: 'RoundStarted', data: { gameId, roundNumber: 2 } },
      { type: 'RoundStarted', data: { gameId, roundNumber: 3 } },
    ];
    const round3 = enter(three, { roundNumber: 3 });
    const moved: GameEvent[] = [
      ...three,
      ...round3,
      { type: 'RoundRemoved', data: { gameId, roundNumber: 2 } },
      { type: 'RoundAdded', data: { gameId, roundNumber: 3, courseId: 'a1b2c3d4-0000-4000-8000-000000000001', courseHoles: 18 } },
    ];
    const game = givenGame(moved);
    expect(game.scores.map((s) => [s.roundNumber, s.scoreId])).toEqual([[2, (round3[0]!.data as { scoreId: string }).scoreId]]);
    const withRound3Started: GameEvent[] = [
      ...moved,
      teeChosen(0, 3),
      teeChosen(1, 3),
      teeChosen(2, 3),
      { type: 'RoundStarted', data: { gameId, roundNumber: 3 } },
    ];
    const again = enter(withRound3Started, { roundNumber: 3 });
    expect(again[0]?.type).toBe('ScoreEntered');
    expect((again[0]!.data as { scoreId: string }).scoreId).not.toBe((round3[0]!.data as { scoreId: string }).scoreId);
  });

  describe('with the strokes the phone saw (expectedStrokes)', () => {
    const annHas = (strokes: number): GameEvent[] => [...started, ...enter(started, { strokes })];

    it('given the hole still holds what the phone saw, when it sends another value, then ScoreCorrected as without it', () => {
      const entered = annHas(5);
      expect(enter(entered, { strokes: 6, expectedStrokes: 5 })).toEqual(enter(entered, { strokes: 6 }));
      expect(enter(entered, { strokes: 6, expectedStrokes: 5 })[0]?.type).toBe('ScoreCorrected');
    });

    it('given the phone saw no score and there is none, then ScoreEntered', () => {
      expect(enter(started, { strokes: 5, expectedStrokes: null })[0]?.type).toBe('ScoreEntered');
    });

    it('given someone else changed the hole meanwhile, when the phone sends a third value, then 409 naming the current value, and no event', () => {
      const changed = annHas(4);
      expect(() => enter(changed, { strokes: 6, expectedStrokes: 5 })).toThrow(
        new ConflictError(
          "Ann's score on hole 3 was changed to 4 by someone else; yours was 6. Send yours again without expectedStrokes to replace it.",
        ),
      );
      expect(() => enter(changed, { strokes: 6, expectedStrokes: null })).toThrow(ConflictError);
    });

    it('given someone else recorded the very value the phone sends, then nothing to record and no conflict', () => {
      expect(enter(annHas(6), { strokes: 6, expectedStrokes: 5 })).toEqual([]);
    });

    it('given the hole lost its score (a round removed), then the save simply enters it', () => {
      expect(enter(started, { strokes: 6, expectedStrokes: 5 })[0]?.type).toBe('ScoreEntered');
    });

    it('given a conflict, when the phone sends its value without expectedStrokes ("send mine"), then ScoreCorrected', () => {
      expect(enter(annHas(4), { strokes: 6 })[0]).toMatchObject({ type: 'ScoreCorrected', data: { strokes: 6, previousStrokes: 4 } });
    });

    it('checks access and the hole before the conflict: a viewer still gets 403, a completed game 409 for that reason', () => {
      const completed: GameEvent[] = [
        ...annHas(4),
        { type: 'GameStatusChanged', data: { gameId, from: 'in_progress', status: 'completed' } },
      ];
      expect(() => enter(completed, { strokes: 6, expectedStrokes: 5 })).toThrow(
        new ConflictError('This game is completed: scores can no longer change'),
      );
      expect(() => enter(annHas(4), { actor: actorOf(playingUserId), strokes: 6, expectedStrokes: 5 })).toThrow(ForbiddenError);
    });
  });

  describe('for a player whose own phone scores them (decision 0700)', () => {
    it('given Cat plays on her own account, when the organiser sends her score without onBehalf, then 409 naming her phone, and no event', () => {
      expect(() => enter(started, { playerId: cat })).toThrow(
        new ConflictError(
          'Cat scores on their own phone: nothing was saved. To enter this score for Cat on purpose, use "Enter for Cat" (onBehalf: true).',
        ),
      );
      const entered = [...started, ...enter(started, { actor: actorOf(playingUserId), playerId: cat, strokes: 4 })];
      expect(() => enter(entered, { playerId: cat, strokes: 4 }), 'the same value as well: it is not the organiser’s to send').toThrow(
        ConflictError,
      );
    });

    it('given the organiser enters it on purpose, then it is recorded as the organiser’s', () => {
      expect(enter(started, { playerId: cat, onBehalf: true })[0]).toMatchObject({
        type: 'ScoreEntered',
        data: { playerId: cat, strokes: 5, enteredByUserId: adminId, access: 'owner' },
      });
    });

    it('given Cat on her own phone, then her own scores need no onBehalf, and access is checked before it (a viewer still 403)', () => {
      expect(enter(started, { actor: actorOf(playingUserId), playerId: cat })[0]?.type).toBe('ScoreEntered');
      expect(() => enter(started, { actor: actorOf(strangerId), playerId: cat })).toThrow(NotFoundError);
    });
  });
});
