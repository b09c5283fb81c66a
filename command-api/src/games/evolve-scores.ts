import { roundNumberAfterRemoval, type GameEvent } from '@golf/events';
import type { Game } from './game-state.ts';

type ScoreEvent = Extract<GameEvent, { type: 'ScoreEntered' | 'ScoreCorrected' | 'QuotasAdjusted' }>;

/** The game after a score event: the hole's strokes set (entered or corrected), or the next round's quotas recorded. */
export function evolveScores(game: Game, event: ScoreEvent): Game {
  if (event.type === 'QuotasAdjusted') {
    const { completedRound, adjustments } = event.data;
    const others = game.quotaAdjustments.filter((a) => a.completedRound !== completedRound);
    return { ...game, quotaAdjustments: [...others, ...adjustments.map((a) => ({ completedRound, ...a }))] };
  }
  const { scoreId, playerId, roundNumber, holeNumber, strokes } = event.data;
  const others = game.scores.filter((s) => s.scoreId !== scoreId);
  return { ...game, scores: [...others, { scoreId, playerId, roundNumber, holeNumber, strokes }] };
}

/**
 * Scores and quotas after RoundRemoved: the removed round's scores go, later rounds' move up a
 * number (keeping their ids); a quota worked from or for the removed round goes.
 */
export function scoresAfterRoundRemoved(game: Game, removed: number): Pick<Game, 'scores' | 'quotaAdjustments'> {
  return {
    scores: game.scores
      .filter((s) => s.roundNumber !== removed)
      .map((s) => ({ ...s, roundNumber: roundNumberAfterRemoval(s.roundNumber, removed) })),
    quotaAdjustments: game.quotaAdjustments
      .filter((a) => a.completedRound !== removed && a.completedRound !== removed - 1)
      .map((a) => ({ ...a, completedRound: roundNumberAfterRemoval(a.completedRound, removed) })),
  };
}

/** Scores and quotas after PlayerRemoved: the player's go. */
export function scoresAfterPlayerRemoved(game: Game, playerId: string): Pick<Game, 'scores' | 'quotaAdjustments'> {
  return {
    scores: game.scores.filter((s) => s.playerId !== playerId),
    quotaAdjustments: game.quotaAdjustments.filter((a) => a.playerId !== playerId),
  };
}
