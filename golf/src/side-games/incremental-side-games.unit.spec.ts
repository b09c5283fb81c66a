import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameBoards, keptCards } from '../leaderboards/game-boards.ts';
import { gameLeaderboards, type CourseFacts } from '../leaderboards/game-leaderboards.ts';
import type { KeptCards } from '../leaderboards/leaderboard-game.ts';
import { applyStep, benchSteps, MIXED_COURSE, sideGamesSequenceGame, type SequenceStep } from '../testing/side-games-sequence.ts';
import { withSideGames } from './board-side-games.ts';
import type { SideGamesGame } from './side-games-game.ts';

/** The projector's figures of a game as text: its boards with the side games, from the same cards, and the cards it keeps. */
function workedOut(game: SideGamesGame, courses: CourseFacts, kept?: KeptCards) {
  const worked = gameBoards(game, courses, kept);
  const figures = withSideGames(gameLeaderboards(game, courses, worked), game, courses, worked);
  return { text: JSON.stringify(figures), kept: keptCards(worked) };
}

/** The same game and courses as new objects throughout: nothing kept from an earlier batch can match them. */
const afresh = <T>(value: T): T => structuredClone(value);

/** Each step a batch: its figures from the cards and side games the batches before kept, and afresh: the same text. */
function expectEveryBatchAsAfresh(start: SideGamesGame, steps: readonly SequenceStep[]): void {
  let game = start;
  let kept: KeptCards | undefined;
  steps.forEach((step, i) => {
    game = applyStep(game, step, i);
    const batch = workedOut(game, MIXED_COURSE, kept);
    kept = batch.kept;
    expect(batch.text).toBe(workedOut(afresh(game), afresh(MIXED_COURSE)).text);
  });
}

const hole = fc.integer({ min: 1, max: 18 });
const player = fc.integer({ min: 0, max: 3 });
const who = fc.option(player, { nil: null, freq: 3 });
const score = fc.record({
  kind: fc.constant('score' as const),
  player,
  hole,
  strokes: fc.integer({ min: 1, max: 12 }),
  putts: fc.integer({ min: 0, max: 4 }),
  flags: fc.integer({ min: 0, max: 31 }),
});
const wolfChoice = fc.record({
  kind: fc.constant('wolf' as const),
  hole,
  choice: fc.constantFrom('partner' as const, 'lone' as const, 'blind' as const),
  partner: fc.integer({ min: 0, max: 2 }),
});
const step: fc.Arbitrary<SequenceStep> = fc.oneof(
  { weight: 8, arbitrary: score },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), player, hole }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('handicap' as const), player, courseHandicap: fc.integer({ min: -3, max: 30 }) }) },
  { weight: 2, arbitrary: wolfChoice },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('awards' as const), hole, bingo: who, bango: who, bongo: who, closest: who }) },
);

describe('a game’s figures worked out batch after batch from what the batches before kept (decisions 0853 and 0854)', () => {
  it('given any scores, corrections, deletions, handicaps, wolf choices and awards in any order, then each batch’s boards are those worked out afresh', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('stroke_play' as const, 'match_play' as const),
        fc.constantFrom('net' as const, 'gross' as const),
        fc.array(step, { minLength: 1, maxLength: 60 }),
        (gameType, scoringType, steps) => expectEveryBatchAsAfresh(sideGamesSequenceGame(gameType, scoringType), steps),
      ),
      { numRuns: 60 },
    );
  }, 60_000);

  it('given the score bench’s order of play to the last hole, then every batch’s boards are those worked out afresh', () => {
    for (const gameType of ['stroke_play', 'match_play'] as const) expectEveryBatchAsAfresh(sideGamesSequenceGame(gameType), benchSteps());
  }, 60_000);
});
