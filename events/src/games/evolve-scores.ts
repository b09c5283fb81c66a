import type { GameEvent } from './game-event-list.ts';
import { roundNumberAfterRemoval } from './round-removal.ts';
import type { Game } from './game-state.ts';

type RecordedScore = Game['scores'][number];

/**
 * Where each score id sits in a scores array, shared by the arrays evolveScores derives from one
 * another (one more score appended, or one replaced in place: ids keep their places). A fold of
 * a game's 1,000 scores then finds each in O(1) instead of searching the array per event (the
 * search made a fold quadratic). Entries are only added, so an id absent from the map is absent
 * from every array that shares it; an entry is trusted only when the array holds that id there
 * (arrays branched from one state may place different ids at one index), else the array is
 * searched. The arrays themselves are never changed: states stay values.
 */
const scoreIndexes = new WeakMap<readonly RecordedScore[], Map<string, number>>();

function indexOf(scores: readonly RecordedScore[], scoreId: string): { index: number; places: Map<string, number> } {
  let places = scoreIndexes.get(scores);
  if (!places) {
    places = new Map(scores.map((s, i) => [s.scoreId, i]));
    scoreIndexes.set(scores, places);
  }
  const place = places.get(scoreId);
  if (place === undefined) return { index: -1, places };
  if (scores[place]?.scoreId === scoreId) return { index: place, places };
  return { index: scores.findIndex((s) => s.scoreId === scoreId), places };
}

type ScoreEvent = Extract<GameEvent, { type: 'ScoreEntered' | 'ScoreCorrected' | 'ScoresRecalculated' | 'QuotasAdjusted' }>;

/**
 * The game after a score event: the hole's strokes set (entered or corrected, in place, so the
 * scores keep the order they were first entered in), the reviewed values of a recalculation, or
 * the next round's quotas recorded. `scoresOwned`: the game's scores array is one the caller's
 * fold made and no one else holds (fold-game.ts), so the score is written into it rather than
 * into a copy.
 */
export function evolveScores(game: Game, event: ScoreEvent, occurredAt: string, scoresOwned = false): Game {
  if (event.type === 'QuotasAdjusted') {
    const { completedRound, adjustments } = event.data;
    const others = game.quotaAdjustments.filter((a) => a.completedRound !== completedRound);
    return { ...game, quotaAdjustments: [...others, ...adjustments.map((a) => ({ completedRound, ...a }))] };
  }
  if (event.type === 'ScoresRecalculated') {
    if (event.data.scores.length === 0) return game;
    const reviewed = new Map(event.data.scores.map((s) => [s.scoreId, { netScore: s.netScore, points: s.points }]));
    return { ...game, scores: game.scores.map((s) => (reviewed.has(s.scoreId) ? { ...s, reviewed: reviewed.get(s.scoreId) ?? null } : s)) };
  }
  const { scoreId, playerId, roundNumber, holeNumber, strokes, facts, enteredByUserId, access, asEntered } = event.data;
  const { index, places } = indexOf(game.scores, scoreId);
  const earlier = index === -1 ? undefined : game.scores[index];
  const score = {
    scoreId,
    playerId: earlier?.playerId ?? playerId,
    roundNumber: earlier?.roundNumber ?? roundNumber,
    holeNumber: earlier?.holeNumber ?? holeNumber,
    strokes,
    facts,
    reviewed: asEntered,
    enteredByUserId,
    access,
    enteredAt: earlier?.enteredAt ?? occurredAt,
    updatedAt: occurredAt,
  };
  if (scoresOwned) {
    const owned = game.scores as RecordedScore[];
    if (index === -1) {
      places.set(scoreId, owned.length);
      owned.push(score);
    } else owned[index] = score;
    return { ...game, scores: owned };
  }
  let scores: RecordedScore[];
  if (index === -1) {
    scores = [...game.scores, score];
    places.set(scoreId, game.scores.length);
  } else {
    scores = game.scores.slice();
    scores[index] = score;
  }
  scoreIndexes.set(scores, places);
  return { ...game, scores };
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
