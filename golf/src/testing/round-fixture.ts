import type { ScoringType } from '../games/game-type-id.ts';
import type { HoleInfo, HoleScore, RoundInput } from '../formats/round-input.ts';
import type { PointsSystem } from '../scoring/points.ts';

/** Test data only: a par-72 card, 36 out and 36 in. */
export const PAR_72 = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
const STROKE_INDEXES = [7, 3, 15, 1, 11, 5, 17, 9, 13, 8, 4, 16, 2, 12, 6, 18, 10, 14];

/** Holes 1 … n with the given pars and stroke indexes (default: par 72 with a typical index). */
export function holesOf(pars: readonly number[] = PAR_72, strokeIndexes?: readonly number[]): HoleInfo[] {
  const indexes = strokeIndexes ?? (pars.length === 18 ? STROKE_INDEXES : pars.map((_, i) => i + 1));
  return pars.map((par, i) => ({ number: i + 1, par, strokeIndex: indexes[i]! }));
}

/** Holes 1 … n, all par `par`, stroke index equal to the hole number. */
export function flatHoles(count: 9 | 18, par = 4): HoleInfo[] {
  return Array.from({ length: count }, (_, i) => ({ number: i + 1, par, strokeIndex: i + 1 }));
}

export interface FixturePlayer {
  id: string;
  ch?: number;
  team?: number | null;
  quota?: number;
  /** Gross strokes from hole 1; null or a short list leaves holes unplayed. */
  gross: readonly (number | null)[];
}

export function roundOf(options: {
  holes?: HoleInfo[];
  players: FixturePlayer[];
  scoringType?: ScoringType;
  pointsSystem?: PointsSystem | null;
}): RoundInput {
  const scores: HoleScore[] = options.players.flatMap((player) =>
    player.gross.flatMap((strokes, i) => (strokes === null ? [] : [{ playerId: player.id, holeNumber: i + 1, strokes }])),
  );
  return {
    holes: options.holes ?? holesOf(),
    players: options.players.map((p) => ({
      id: p.id,
      courseHandicap: p.ch ?? 0,
      teamNumber: p.team ?? null,
      ...(p.quota === undefined ? {} : { quota: p.quota }),
    })),
    scores,
    ...(options.scoringType ? { scoringType: options.scoringType } : {}),
    ...(options.pointsSystem === undefined ? {} : { pointsSystem: options.pointsSystem }),
  };
}
