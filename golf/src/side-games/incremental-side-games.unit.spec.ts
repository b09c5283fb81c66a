import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameBoards } from '../leaderboards/game-boards.ts';
import { gameLeaderboards, type CourseFacts } from '../leaderboards/game-leaderboards.ts';
import { applyStep, benchSteps, MIXED_COURSE, sideGamesSequenceGame, type SequenceStep } from '../testing/side-games-sequence.ts';
import { withSideGames } from './board-side-games.ts';
import type { SideGamesGame } from './side-games-game.ts';

/** The projector's figures of a game: its boards with the side games, from the same cards (decision 0853). */
function figuresOf(game: SideGamesGame, courses: CourseFacts) {
  const worked = gameBoards(game, courses);
  return withSideGames(gameLeaderboards(game, courses, worked), game, courses, worked);
}

/** The same game and courses as new objects throughout: nothing kept from an earlier batch can match them. */
const afresh = <T>(value: T): T => structuredClone(value);

const hole = fc.integer({ min: 1, max: 18 });
const player = fc.integer({ min: 0, max: 3 });
const who = fc.option(player, { nil: null, freq: 3 });
const step: fc.Arbitrary<SequenceStep> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('score' as const),
      player,
      hole,
      strokes: fc.integer({ min: 1, max: 12 }),
      putts: fc.integer({ min: 0, max: 4 }),
      flags: fc.integer({ min: 0, max: 31 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), player, hole }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('wolf' as const),
      hole,
      choice: fc.constantFrom('partner' as const, 'lone' as const, 'blind' as const),
      partner: fc.integer({ min: 0, max: 2 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('awards' as const), hole, bingo: who, bango: who, bongo: who, closest: who }) },
);

describe('a game’s figures worked out batch after batch, each from what the batch before kept (decision 0853)', () => {
  it('given any scores, corrections, deletions, wolf choices and awards in any order, then each batch’s boards are those worked out afresh', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('stroke_play' as const, 'match_play' as const),
        fc.array(step, { minLength: 1, maxLength: 60 }),
        (gameType, steps) => {
          let game = sideGamesSequenceGame(gameType);
          steps.forEach((s, i) => {
            game = applyStep(game, s, i);
            expect(JSON.stringify(figuresOf(game, MIXED_COURSE))).toBe(JSON.stringify(figuresOf(afresh(game), afresh(MIXED_COURSE))));
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('given the score bench’s order of play to the last hole, then every batch’s boards are those worked out afresh', () => {
    for (const gameType of ['stroke_play', 'match_play'] as const) {
      let game = sideGamesSequenceGame(gameType);
      benchSteps().forEach((s, i) => {
        game = applyStep(game, s, i);
        expect(JSON.stringify(figuresOf(game, MIXED_COURSE))).toBe(JSON.stringify(figuresOf(afresh(game), afresh(MIXED_COURSE))));
      });
    }
  });
});
