import type { BoardCore } from './leaderboard-board.ts';
import {
  boardOver,
  cardedRounds,
  sortedScores,
  type CardedRound,
  type CourseFacts,
  type KeptCards,
  type LeaderboardGame,
} from './leaderboard-game.ts';

/**
 * A game's scores in card order, its rounds with their cards, and its boards over sets of those
 * rounds, each worked out once on first use: what the leaderboards and the side games of one
 * game and its courses share (the side games are played over the overall board's rounds).
 */
export interface GameBoards {
  scores: ReturnType<typeof sortedScores>;
  rounds: CardedRound[];
  /** The board over `scope`: the same rounds (by number) give the same board, worked out once. */
  coreOver(scope: readonly CardedRound[]): BoardCore;
}

export function gameBoards(
  game: LeaderboardGame,
  courses: CourseFacts,
  /** The cards the game's figures were last worked out with (`keptCards`): each player's card that stands is taken. */
  kept?: KeptCards,
): GameBoards {
  const scores = sortedScores(game);
  const rounds = cardedRounds(game, courses, scores, kept);
  const cores = new Map<string, BoardCore>();
  return {
    scores,
    rounds,
    coreOver(scope) {
      const key = scope.map((r) => r.roundNumber).join(',');
      let core = cores.get(key);
      if (!core) {
        core = boardOver(game, scope);
        cores.set(key, core);
      }
      return core;
    },
  };
}

/** The cards of `worked` by round number, for the next batch's `gameBoards` (decision 0854). */
export function keptCards(worked: GameBoards): KeptCards {
  return new Map(worked.rounds.map((round) => [round.roundNumber, round.input.prebuiltCards]));
}
