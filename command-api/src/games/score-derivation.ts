import {
  derivedGameScores,
  derivedScoreInGame,
  gameLeaderboards,
  type DerivedHoleScore,
  type GameRoundFacts,
  type TeeHole,
} from '@golf/golf';
import type { Game, RecordedScore } from '@golf/events';

/** Holes of tee sets, by tee set id: what a game's scores are derived with besides its own stream. */
export type TeeHoles = ReadonlyMap<string, readonly TeeHole[]>;

/** The game's state as @golf/golf scores its rounds, with the holes of the tees its players chose. */
function roundFactsOf(game: Game, tees: TeeHoles): GameRoundFacts {
  return {
    scoringType: game.scoringType,
    pointsSystem: game.pointsSystem,
    players: game.players,
    rounds: game.rounds.map((r) => ({ roundNumber: r.roundNumber, courseHoles: r.courseHoles, started: r.status !== 'not_started' })),
    playerRounds: game.playerRounds,
    tees,
    scores: game.scores,
    quotaAdjustments: game.quotaAdjustments,
  };
}

/** Net, points and strokes received of one recorded score now, by @golf/golf (as the leaderboards derive it). */
export function derivedScoreOf(
  game: Game,
  tees: TeeHoles,
  score: Pick<RecordedScore, 'playerId' | 'roundNumber' | 'holeNumber' | 'strokes'>,
): DerivedHoleScore {
  return derivedScoreInGame(roundFactsOf(game, tees), game.gameType, score);
}

/** Net, points and strokes received of every recorded score of the game now, in `game.scores` order. */
export function derivedScoresOf(game: Game, tees: TeeHoles): DerivedHoleScore[] {
  return derivedGameScores(roundFactsOf(game, tees), game.gameType);
}

/**
 * Each player's result in round `roundNumber` as the leaderboards work it out (@golf/golf): the
 * quota played to, the points over or under it, and how many holes are scored there.
 */
export function roundResultsOf(
  game: Game,
  tees: TeeHoles,
  roundNumber: number,
): Array<{ playerId: string; currentQuota: number | null; quotaDelta: number; holesPlayed: number }> {
  const figures = gameLeaderboards(game, { tees, courseNames: new Map() });
  return figures.playerRounds
    .filter((pr) => pr.roundNumber === roundNumber)
    .map((pr) => ({
      playerId: pr.playerId,
      currentQuota: pr.currentQuota,
      quotaDelta: pr.quotaDelta,
      holesPlayed: game.scores.filter((s) => s.playerId === pr.playerId && s.roundNumber === roundNumber).length,
    }));
}
