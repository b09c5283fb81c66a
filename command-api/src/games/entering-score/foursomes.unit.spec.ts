import { describe, expect, it } from 'vitest';
import type { GameEvent, GameState, TeeSetData } from '@golf/events';
import { ConflictError } from '../../commands/domain-error.ts';
import { decideSetUpMatchGame, type SetUpMatchGame } from '../../trips/cup/making-match/match-game.ts';
import { actorOf, givenGameEvents } from '../testing/given-game-events.ts';
import { decideEnterScore, type ScoreToEnter } from './decide.ts';

const id = (n: number) => `f1000000-0000-4000-8000-00000000000${n}`;
const tee: TeeSetData = {
  teeSetId: id(9),
  name: 'White',
  color: 'white',
  rating: 72,
  slope: 113,
  totalYardage: null,
  holes: Array.from({ length: 18 }, (_, i) => ({ holeNumber: i + 1, par: 4, strokeIndex: i + 1, yardage: null })),
};
const tees = new Map([[tee.teeSetId, tee.holes.map(({ holeNumber, par, strokeIndex }) => ({ holeNumber, par, strokeIndex }))]]);
/** Each player's account is id(n + 4); Ann's is the match's maker, its admin. */
const player = (n: number, name: string) => ({ playerId: id(n), userId: id(n + 4), name, handicapIndex: 10 });
const [ann, ben, cy] = [id(1), id(2), id(3)];
const annPhone = actorOf(id(5));
const benPhone = actorOf(id(6));
const match = (format: SetUpMatchGame['match']['format']): GameState =>
  givenGameEvents(
    decideSetUpMatchGame(
      {
        gameId: id(0),
        actorId: id(5),
        tripId: id(8),
        codes: { adminCode: 'AAAAAA', playerCode: 'BBBBBB', viewCode: 'CCCCCC' },
        match: { matchId: id(7), session: 1, format, points: 1 },
        sides: [
          [player(1, 'Ann'), player(2, 'Ben')],
          [player(3, 'Cy'), player(4, 'Di')],
        ],
        course: { courseId: id(6), holes: 18, tee },
      },
      { status: 'absent' },
    ),
  );

type Score = Omit<ScoreToEnter, 'roundNumber' | 'holeNumber'>;
const enter = (state: GameState, score: Score): GameEvent[] =>
  decideEnterScore({ ...score, roundNumber: 1, holeNumber: 3, tees }, state).events;
/** The state after `score` was entered at `time` (minutes past ten). */
const after = (state: GameState, score: Score, time: number): GameState =>
  givenGameEvents(enter(state, score), `2025-06-01T10:${String(time).padStart(2, '0')}:00.000Z`, state);

describe('enter score in a cup’s foursomes: what a phone saw is checked against the side’s ball (decision 0835)', () => {
  const foursomes = match('foursomes');
  const benEntered = after(foursomes, { actor: benPhone, playerId: ben, strokes: 5 }, 1);

  it('given Ben entered the side’s 5 on his phone, when Ann’s phone that saw none sends its par, then 409 naming the side, and no event', () => {
    expect(() => enter(benEntered, { actor: annPhone, playerId: ann, strokes: 4, expectedStrokes: null })).toThrow(
      new ConflictError(
        "Ann & Ben's score on hole 3 was changed to 5 by someone else; yours was 4. Send yours again without expectedStrokes to replace it.",
      ),
    );
  });

  it('given Ben’s 5 is the ball, when Ann’s phone that saw it sends 6 under her own player, then her record is entered (the later counts)', () => {
    expect(enter(benEntered, { actor: annPhone, playerId: ann, strokes: 6, expectedStrokes: 5 })).toMatchObject([
      { type: 'ScoreEntered', data: { playerId: ann, strokes: 6, enteredByUserId: id(5) } },
    ]);
  });

  it('given Ann’s older 4 and Ben’s later 5, when a phone that saw 4 sends 6, then 409: the ball is 5 now', () => {
    const annFirst = after(foursomes, { actor: annPhone, playerId: ann, strokes: 4 }, 1);
    const benLater = after(annFirst, { actor: benPhone, playerId: ben, strokes: 5 }, 2);
    expect(() => enter(benLater, { actor: annPhone, playerId: ann, strokes: 6, expectedStrokes: 4 })).toThrow(ConflictError);
    expect(enter(benLater, { actor: annPhone, playerId: ann, strokes: 6, expectedStrokes: 5 })).toMatchObject([
      { type: 'ScoreCorrected', data: { playerId: ann, strokes: 6, previousStrokes: 4 } },
    ]);
  });

  it('given Ben’s 5 is the ball, when the match’s admin corrects it as Ben, on purpose, then Ben’s record is corrected', () => {
    expect(enter(benEntered, { actor: annPhone, playerId: ben, strokes: 6, expectedStrokes: 5, onBehalf: true })).toMatchObject([
      { type: 'ScoreCorrected', data: { playerId: ben, strokes: 6, previousStrokes: 5 } },
    ]);
  });

  it('given four-ball, then each player’s ball is their own: a partner’s score is no conflict', () => {
    const fourBall = after(match('four_ball'), { actor: benPhone, playerId: ben, strokes: 5 }, 1);
    expect(enter(fourBall, { actor: annPhone, playerId: ann, strokes: 4, expectedStrokes: null })[0]?.type).toBe('ScoreEntered');
  });

  it('given the other side scored the hole, then it is no conflict for this side', () => {
    const cyEntered = after(foursomes, { actor: actorOf(id(7)), playerId: cy, strokes: 3 }, 1);
    expect(enter(cyEntered, { actor: annPhone, playerId: ann, strokes: 4, expectedStrokes: null })[0]?.type).toBe('ScoreEntered');
  });
});
