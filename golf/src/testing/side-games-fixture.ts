import type { CourseFacts } from '../leaderboards/leaderboard-game.ts';
import type { SideGamesGame } from '../side-games/side-games-game.ts';

/** Test data only: 18 par 4s, stroke index = hole number, on the tee `white` of the course `links`. */
const FLAT = Array.from({ length: 18 }, (_, i) => ({ holeNumber: i + 1, par: 4, strokeIndex: i + 1 }));
export const FLAT_COURSE: CourseFacts = { tees: new Map([['white', FLAT]]), courseNames: new Map([['links', 'The Links']]) };

export interface FixtureGamePlayer {
  id: string;
  ch?: number;
  team?: 1 | 2 | null;
  /** Gross strokes from hole 1; null or a short list leaves holes unplayed. */
  gross: readonly (number | null)[];
}

/** Test data only: a one-round game on FLAT_COURSE as its stream's fold holds it, players named after their ids. */
export function fixtureGame(players: readonly FixtureGamePlayer[], overrides: Partial<SideGamesGame> = {}): SideGamesGame {
  return {
    id: 'g',
    name: 'Saturday money',
    gameType: 'stroke_play',
    scoringType: 'gross',
    pointsSystem: null,
    isNassau: false,
    status: 'in_progress',
    numberOfRounds: 1,
    currentRound: 1,
    currentHole: 1,
    players: players.map((p) => ({ id: p.id, name: p.id.toUpperCase(), handicap: 0, teamNumber: p.team ?? null, userId: null })),
    rounds: [{ roundNumber: 1, courseId: 'links', courseHoles: 18, status: 'in_progress' }],
    playerRounds: players.map((p) => ({ playerId: p.id, roundNumber: 1, teeSetId: 'white', courseHandicap: p.ch ?? 0 })),
    scores: players.flatMap((p) =>
      p.gross.flatMap((strokes, i) =>
        strokes === null ? [] : [{ scoreId: `${p.id}-${i + 1}`, playerId: p.id, roundNumber: 1, holeNumber: i + 1, strokes }],
      ),
    ),
    quotaAdjustments: [],
    payouts: [],
    ...overrides,
  };
}

/** Test data only: gross strokes for side 1 and side 2 of a match from side 1's results, one letter a hole (W, L, H). */
export function matchStrokes(results: string): { side1: number[]; side2: number[] } {
  const letters = [...results.replaceAll(' ', '')];
  return { side1: letters.map((r) => (r === 'W' ? 3 : r === 'L' ? 5 : 4)), side2: letters.map(() => 4) };
}
