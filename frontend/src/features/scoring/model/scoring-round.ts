import type { CourseView, GameView, HoleFactsView, HoleScoreView, PlayerRoundView, PlayerView, TeeSetView } from '@golf/contracts';
import { strokesHandicap } from '@golf/golf';
import { strokesOnHoles } from './handicap-marks.ts';

/** A hole of a player's tee: par and stroke index (SI, 1 = hardest). */
export type TeeHole = { holeNumber: number; par: number; strokeIndex: number };

/** A player as the scoring screen needs them for the round being played. */
export type ScoringPlayer = {
  player: PlayerView;
  courseHandicap: number | null;
  /** The player's tee card, by hole number; empty when no tee is known. */
  holes: ReadonlyMap<number, TeeHole>;
  /** Handicap strokes per hole number (dots and plus signs); empty when none apply. */
  strokes: ReadonlyMap<number, number>;
};

export type ScoringRound = {
  roundNumber: number;
  /** Holes of the round's course: 9 or 18. */
  holeCount: number;
  players: ScoringPlayer[];
  /** The hole numbers' par and SI for the header: the first player's tee. */
  headerHoles: ReadonlyMap<number, TeeHole>;
  /** Strokes recorded so far, by `${playerId}:${holeNumber}`. */
  saved: ReadonlyMap<string, number>;
  /** The hole facts recorded with them (putts, fairway, …), by the same key; absent: none. */
  savedFacts?: ReadonlyMap<string, HoleFactsView>;
};

export const savedKey = (playerId: string, holeNumber: number) => `${playerId}:${holeNumber}`;

function teeHoles(tee: TeeSetView | undefined): Map<number, TeeHole> {
  const holes = new Map<number, TeeHole>();
  for (const hole of tee?.holes ?? [])
    holes.set(hole.holeNumber, { holeNumber: hole.holeNumber, par: hole.par, strokeIndex: hole.handicap });
  return holes;
}

/**
 * The round being scored, from the game, the players' rounds (tee and course handicap), the
 * round's course with its tees, and the scores recorded so far. A player without a tee plays
 * the course's first tee, so the screen still shows par.
 */
export function scoringRound(
  game: GameView,
  roundNumber: number,
  course: CourseView,
  playerRounds: readonly PlayerRoundView[],
  scores: readonly HoleScoreView[],
): ScoringRound {
  const roundOf = (playerId: string) => playerRounds.find((pr) => pr.playerId === playerId && pr.roundNumber === roundNumber);
  const everyHandicap = game.players.map((p) => roundOf(p.id)?.courseHandicap ?? null);
  const players = game.players.map((player): ScoringPlayer => {
    const playerRound = roundOf(player.id);
    const tee = course.teeSets.find((t) => t.id === playerRound?.teeSetId) ?? course.teeSets[0];
    const holes = teeHoles(tee);
    const courseHandicap = playerRound?.courseHandicap ?? null;
    const card = [...holes.values()].sort((a, b) => a.holeNumber - b.holeNumber);
    const perHole =
      strokesOnHoles(
        strokesHandicap(game, courseHandicap, everyHandicap),
        card.map((h) => h.strokeIndex),
      ) ?? [];
    const strokes = new Map(card.map((hole, index) => [hole.holeNumber, perHole[index] ?? 0]));
    return { player, courseHandicap, holes, strokes: perHole.length > 0 ? strokes : new Map() };
  });
  const saved = new Map<string, number>();
  const savedFacts = new Map<string, HoleFactsView>();
  for (const score of scores) {
    if (score.roundNumber !== roundNumber) continue;
    saved.set(savedKey(score.playerId, score.holeNumber), score.strokes);
    if (score.facts) savedFacts.set(savedKey(score.playerId, score.holeNumber), score.facts);
  }
  const headerHoles = players.find((p) => p.holes.size > 0)?.holes ?? new Map<number, TeeHole>();
  return { roundNumber, holeCount: course.holes, players, headerHoles, saved, savedFacts };
}
